import { fitInto, TELEGRAM_INVOICE_DESCRIPTION_MAX, TELEGRAM_INVOICE_TITLE_MAX } from './telegram-limits';

/**
 * Money for fans' payments. Telegram Stars (XTR) are whole stars; provider
 * payments are in US cents. Revenue analytics count Stars at a fixed rate.
 */
export const STARS_PER_USD = 50;
/** A per-message purchase buys this many replies at price_per_message each. */
export const PER_MESSAGE_BUNDLE = 10;
/** A subscription purchase opens the bot for this many days. */
export const SUBSCRIPTION_DAYS = 30;

export type FanPaymentKind = 'subscription' | 'per_message' | 'tip';

export interface InvoiceAmount {
  currency: 'XTR' | 'USD';
  /** Stars for XTR, cents for USD. */
  amountMinor: number;
}

/** What to charge for a dollar price with the bot's payment method; Stars round up to at least 1. */
export function invoiceAmount(usd: number, method: 'stars' | 'provider_token'): InvoiceAmount {
  if (method === 'stars') return { currency: 'XTR', amountMinor: Math.max(1, Math.ceil(usd * STARS_PER_USD - 1e-9)) };
  return { currency: 'USD', amountMinor: Math.round(usd * 100) };
}

/** The dollar value of a paid amount, for revenue figures. */
export function amountInUsd(currency: string, amountMinor: number): number {
  if (currency === 'XTR') return Math.round((amountMinor / STARS_PER_USD) * 100) / 100;
  return amountMinor / 100;
}

const INVOICE_WORDING: Record<FanPaymentKind, { title: (name: string) => string; description: (name: string, usd: number) => string }> = {
  subscription: {
    title: (name) => `${name}: ${SUBSCRIPTION_DAYS} days`,
    description: (name) => `Unlimited chats with ${name} for ${SUBSCRIPTION_DAYS} days.`,
  },
  per_message: {
    title: (name) => `${PER_MESSAGE_BUNDLE} messages with ${name}`,
    description: (name) => `A bundle of ${PER_MESSAGE_BUNDLE} replies from ${name}.`,
  },
  tip: { title: (name) => `Tip for ${name}`, description: (_name, usd) => `A $${usd} thank-you. It means a lot!` },
};

/**
 * The invoice's title (at most 32 characters) and description (at most 255) for what a fan buys
 * from a bot. A long bot name is shortened with "…" to fit, never the words that say what is sold,
 * so Telegram never refuses the invoice (bot names may have 100 characters).
 */
export function invoiceTexts(kind: FanPaymentKind, botName: string, usd: number): { title: string; description: string } {
  const name = botName.trim();
  const wording = INVOICE_WORDING[kind];
  return {
    title: fitInto(TELEGRAM_INVOICE_TITLE_MAX, name, wording.title),
    description: fitInto(TELEGRAM_INVOICE_DESCRIPTION_MAX, name, (fitted) => wording.description(fitted, usd)),
  };
}

/**
 * Invoice payloads carry what was bought; Telegram echoes them back on payment. Under 50 bytes
 * for any price a bot may ask, well within Telegram's 128 (TELEGRAM_INVOICE_PAYLOAD_MAX_BYTES).
 */
export function invoicePayload(kind: FanPaymentKind, usd: number): string {
  return JSON.stringify({ k: kind, usd });
}

export function parseInvoicePayload(payload: string): { kind: FanPaymentKind; usd: number } | null {
  try {
    const data = JSON.parse(payload) as { k?: unknown; usd?: unknown };
    if ((data.k === 'subscription' || data.k === 'per_message' || data.k === 'tip') && typeof data.usd === 'number') {
      return { kind: data.k, usd: data.usd };
    }
  } catch {
    // Not ours: refuse below.
  }
  return null;
}

export interface OfferBot {
  monetization_enabled: boolean;
  pricing_model: 'subscription' | 'per_message';
  payment_method: 'stars' | 'provider_token';
  subscription_price: number;
  price_per_message: number;
  tip_amounts: readonly number[];
}

/** What a locked bot charges before it answers: 30 days, or a bundle of prepaid messages. */
export function paywallPrice(bot: Pick<OfferBot, 'subscription_price' | 'price_per_message'>, needs: 'subscription' | 'per_message'): number {
  return needs === 'subscription' ? bot.subscription_price : Math.round(bot.price_per_message * PER_MESSAGE_BUNDLE * 100) / 100;
}

export const OFFER_CHANGED = 'This offer has changed. Send me a message to get the new one.';

/**
 * Whether an invoice the bot sent earlier may still be paid: the fan must get
 * what the bot sells now at the price it asks now. An invoice from before the
 * creator changed the price, the pricing model or the payment method, or
 * switched paid access off, would otherwise buy nothing the paywall honours.
 * A tip must be one of today's tip amounts.
 */
export function invoiceMatchesOffer(bot: OfferBot, bought: { kind: FanPaymentKind; usd: number }, paid: { currency: string; totalAmount: number }): boolean {
  if (bought.kind === 'tip') {
    if (!bot.tip_amounts.includes(bought.usd)) return false;
  } else if (!bot.monetization_enabled || bot.pricing_model !== bought.kind || paywallPrice(bot, bought.kind) !== bought.usd) {
    return false;
  }
  const expected = invoiceAmount(bought.usd, bot.payment_method);
  return paid.currency === expected.currency && paid.totalAmount === expected.amountMinor;
}

export interface AccessBot {
  monetization_enabled: boolean;
  pricing_model: 'subscription' | 'per_message';
}

export interface AccessFan {
  access_expires_at: Date | null;
  prepaid_messages: number;
}

/**
 * Whether a fan may get a reply now: always on a free bot; on a subscription
 * bot while access_expires_at is in the future; on a per-message bot while
 * prepaid messages remain. Otherwise says what the fan must buy.
 */
export function fanAccess(bot: AccessBot, fan: AccessFan, now = new Date()): { allowed: true } | { allowed: false; needs: 'subscription' | 'per_message' } {
  if (!bot.monetization_enabled) return { allowed: true };
  if (bot.pricing_model === 'subscription') {
    return fan.access_expires_at && fan.access_expires_at > now ? { allowed: true } : { allowed: false, needs: 'subscription' };
  }
  return fan.prepaid_messages > 0 ? { allowed: true } : { allowed: false, needs: 'per_message' };
}

export interface TipBot {
  tip_flow_enabled: boolean;
  tip_trigger_type: 'message' | 'time';
  tip_timing: number;
}

export interface TipFan {
  messages_since_tip_prompt: number;
  /** When the current trigger window began: the last prompt, or the first message. */
  tip_window_started_at: Date;
}

/**
 * Whether to send the tip prompt after this reply: once tip_timing fan
 * messages (message trigger) or minutes (time trigger) have passed since the
 * window began. Sending a prompt starts a new window, so at most one per window.
 */
export function shouldPromptTip(bot: TipBot, fan: TipFan, now = new Date()): boolean {
  if (!bot.tip_flow_enabled) return false;
  if (bot.tip_trigger_type === 'message') return fan.messages_since_tip_prompt >= bot.tip_timing;
  return now.getTime() - fan.tip_window_started_at.getTime() >= bot.tip_timing * 60_000;
}
