import { describe, expect, it } from 'vitest';
import { TIP_AMOUNT_CHOICES } from './bot-schemas';
import {
  amountInUsd,
  fanAccess,
  invoiceAmount,
  invoiceMatchesOffer,
  invoicePayload,
  invoiceTexts,
  parseInvoicePayload,
  paywallPrice,
  shouldPromptTip,
  type FanPaymentKind,
  type OfferBot,
} from './fan-payments';
import { TELEGRAM_INVOICE_DESCRIPTION_MAX, TELEGRAM_INVOICE_PAYLOAD_MAX_BYTES, TELEGRAM_INVOICE_TITLE_MAX } from './telegram-limits';

describe('invoiceAmount', () => {
  it('prices Stars at 50 per dollar, rounding up, at least 1', () => {
    expect(invoiceAmount(9.99, 'stars')).toEqual({ currency: 'XTR', amountMinor: 500 });
    expect(invoiceAmount(0.1, 'stars')).toEqual({ currency: 'XTR', amountMinor: 5 });
    expect(invoiceAmount(0.001, 'stars')).toEqual({ currency: 'XTR', amountMinor: 1 });
  });

  it('prices provider payments in cents', () => {
    expect(invoiceAmount(9.99, 'provider_token')).toEqual({ currency: 'USD', amountMinor: 999 });
  });

  it('values payments in dollars', () => {
    expect(amountInUsd('XTR', 500)).toBe(10);
    expect(amountInUsd('USD', 999)).toBe(9.99);
  });
});

describe('invoice payloads', () => {
  it('round-trip and refuse foreign ones', () => {
    expect(parseInvoicePayload(invoicePayload('tip', 5))).toEqual({ kind: 'tip', usd: 5 });
    expect(parseInvoicePayload('garbage')).toBeNull();
    expect(parseInvoicePayload('{"k":"other","usd":1}')).toBeNull();
  });
});

describe('invoiceTexts', () => {
  const KINDS: FanPaymentKind[] = ['subscription', 'per_message', 'tip'];

  it('names the bot and what is sold', () => {
    expect(invoiceTexts('subscription', 'Luna', 9.99)).toEqual({ title: 'Luna: 30 days', description: 'Unlimited chats with Luna for 30 days.' });
    expect(invoiceTexts('per_message', 'Luna', 5)).toEqual({ title: '10 messages with Luna', description: 'A bundle of 10 replies from Luna.' });
    expect(invoiceTexts('tip', 'Luna', 10)).toEqual({ title: 'Tip for Luna', description: 'A $10 thank-you. It means a lot!' });
  });

  it("keeps to Telegram's 32-character title and 255-character description with a 100-character name", () => {
    const name = 'Midnight Conversations With Luna'.padEnd(100, '!');
    for (const kind of KINDS) {
      const { title, description } = invoiceTexts(kind, name, 99.99);
      expect(title.length).toBeLessThanOrEqual(TELEGRAM_INVOICE_TITLE_MAX);
      expect(description.length).toBeLessThanOrEqual(TELEGRAM_INVOICE_DESCRIPTION_MAX);
    }
    expect(invoiceTexts('subscription', name, 9.99).title).toBe('Midnight Conversations…: 30 days');
    expect(invoiceTexts('subscription', name, 9.99).title).toHaveLength(TELEGRAM_INVOICE_TITLE_MAX);
  });

  it('keeps a name of exactly the room left whole, and cuts one more character', () => {
    const room = TELEGRAM_INVOICE_TITLE_MAX - ': 30 days'.length;
    expect(invoiceTexts('subscription', 'x'.repeat(room), 1).title).toBe(`${'x'.repeat(room)}: 30 days`);
    expect(invoiceTexts('subscription', 'x'.repeat(room + 1), 1).title).toBe(`${'x'.repeat(room - 1)}…: 30 days`);
  });

  it('cuts an emoji name whole, within the limit in UTF-16 units', () => {
    const { title } = invoiceTexts('tip', '🌙'.repeat(100), 5);
    expect(title).toMatch(/^Tip for (🌙)+…$/u);
    expect(title.length).toBeLessThanOrEqual(TELEGRAM_INVOICE_TITLE_MAX);
  });
});

describe('invoice payload size', () => {
  it("stays within Telegram's 128 bytes for the dearest offers", () => {
    const dearest = [invoicePayload('subscription', 99.99), invoicePayload('per_message', 100), invoicePayload('per_message', 0.30000000000000004)];
    for (const usd of TIP_AMOUNT_CHOICES) dearest.push(invoicePayload('tip', usd));
    for (const payload of dearest) expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(TELEGRAM_INVOICE_PAYLOAD_MAX_BYTES);
  });
});

describe('fanAccess', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const fan = { access_expires_at: null, prepaid_messages: 0 };

  it('lets everyone talk to a free bot', () => {
    expect(fanAccess({ monetization_enabled: false, pricing_model: 'subscription' }, fan, now)).toEqual({ allowed: true });
  });

  it('needs a live subscription on a subscription bot', () => {
    const bot = { monetization_enabled: true, pricing_model: 'subscription' as const };
    expect(fanAccess(bot, fan, now)).toEqual({ allowed: false, needs: 'subscription' });
    expect(fanAccess(bot, { ...fan, access_expires_at: new Date('2026-11-22T12:00:01Z') }, now)).toEqual({ allowed: true });
    expect(fanAccess(bot, { ...fan, access_expires_at: now }, now)).toEqual({ allowed: false, needs: 'subscription' });
  });

  it('needs prepaid messages on a per-message bot', () => {
    const bot = { monetization_enabled: true, pricing_model: 'per_message' as const };
    expect(fanAccess(bot, fan, now)).toEqual({ allowed: false, needs: 'per_message' });
    expect(fanAccess(bot, { ...fan, prepaid_messages: 1 }, now)).toEqual({ allowed: true });
  });
});

describe('shouldPromptTip', () => {
  const start = new Date('2026-11-22T12:00:00Z');
  const bot = { tip_flow_enabled: true, tip_trigger_type: 'message' as const, tip_timing: 5 };

  it('prompts after tip_timing messages', () => {
    expect(shouldPromptTip(bot, { messages_since_tip_prompt: 4, tip_window_started_at: start })).toBe(false);
    expect(shouldPromptTip(bot, { messages_since_tip_prompt: 5, tip_window_started_at: start })).toBe(true);
  });

  it('prompts after tip_timing minutes on a time trigger', () => {
    const timeBot = { ...bot, tip_trigger_type: 'time' as const, tip_timing: 10 };
    expect(shouldPromptTip(timeBot, { messages_since_tip_prompt: 0, tip_window_started_at: start }, new Date('2026-11-22T12:09:59Z'))).toBe(false);
    expect(shouldPromptTip(timeBot, { messages_since_tip_prompt: 0, tip_window_started_at: start }, new Date('2026-11-22T12:10:00Z'))).toBe(true);
  });

  it('never prompts with tip flow off', () => {
    expect(shouldPromptTip({ ...bot, tip_flow_enabled: false }, { messages_since_tip_prompt: 99, tip_window_started_at: start })).toBe(false);
  });
});

describe('invoiceMatchesOffer', () => {
  const bot: OfferBot = {
    monetization_enabled: true,
    pricing_model: 'per_message',
    payment_method: 'stars',
    subscription_price: 9.99,
    price_per_message: 0.5,
    tip_amounts: [5, 10, 25],
  };
  const stars = (usd: number) => ({ currency: 'XTR', totalAmount: invoiceAmount(usd, 'stars').amountMinor });

  it('accepts an invoice for what the bot sells now, at today’s price and method', () => {
    expect(paywallPrice(bot, 'per_message')).toBe(5);
    expect(invoiceMatchesOffer(bot, { kind: 'per_message', usd: 5 }, stars(5))).toBe(true);
    expect(invoiceMatchesOffer(bot, { kind: 'tip', usd: 10 }, stars(10))).toBe(true);
  });

  it('refuses an invoice from before the creator changed the model, the price, the method or paid access', () => {
    expect(invoiceMatchesOffer({ ...bot, pricing_model: 'subscription' }, { kind: 'per_message', usd: 5 }, stars(5))).toBe(false);
    expect(invoiceMatchesOffer({ ...bot, price_per_message: 0.75 }, { kind: 'per_message', usd: 5 }, stars(5))).toBe(false);
    expect(invoiceMatchesOffer({ ...bot, payment_method: 'provider_token' }, { kind: 'per_message', usd: 5 }, stars(5))).toBe(false);
    expect(invoiceMatchesOffer({ ...bot, monetization_enabled: false }, { kind: 'per_message', usd: 5 }, stars(5))).toBe(false);
  });

  it('refuses a paid amount other than the invoice’s, and a tip amount the bot no longer offers', () => {
    expect(invoiceMatchesOffer(bot, { kind: 'per_message', usd: 5 }, { currency: 'XTR', totalAmount: 1 })).toBe(false);
    expect(invoiceMatchesOffer(bot, { kind: 'tip', usd: 50 }, stars(50))).toBe(false);
  });
});
