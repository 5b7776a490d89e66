import { invoiceAmount, invoicePayload, PER_MESSAGE_BUNDLE, type FanPaymentKind } from '@fanline/core';
import type { BotRow } from '@fanline/db';
import type { FanlineContext } from '../bot-context';
import type { RunnerDeps } from '../runner-deps';

function providerToken(deps: RunnerDeps, bot: BotRow): string {
  if (bot.payment_method === 'stars') return '';
  const sealed = bot.telegram_payment_token_enc ?? bot.payment_token_enc;
  return sealed ? deps.secrets.decrypt(sealed) : '';
}

const TITLES: Record<FanPaymentKind, (bot: BotRow, usd: number) => { title: string; description: string }> = {
  subscription: (bot) => ({ title: `${bot.name}: 30 days`, description: `Unlimited chats with ${bot.name} for 30 days.` }),
  per_message: (bot) => ({ title: `${PER_MESSAGE_BUNDLE} messages with ${bot.name}`, description: `A bundle of ${PER_MESSAGE_BUNDLE} replies from ${bot.name}.` }),
  tip: (bot, usd) => ({ title: `Tip for ${bot.name}`, description: `A $${usd} thank-you. It means a lot!` }),
};

/**
 * Sends an invoice in Telegram Stars (XTR, no provider token: Telegram's rule
 * for digital goods) or, with the provider-token method, in US dollars.
 */
export async function sendFanInvoice(ctx: FanlineContext, deps: RunnerDeps, kind: FanPaymentKind, usd: number): Promise<void> {
  const { bot } = ctx.fanline;
  const method = bot.payment_method === 'provider_token' ? 'provider_token' : 'stars';
  const { currency, amountMinor } = invoiceAmount(usd, method);
  const { title, description } = TITLES[kind](bot, usd);
  await ctx.replyWithInvoice(title, description, invoicePayload(kind, usd), currency, [{ label: title, amount: amountMinor }], {
    provider_token: providerToken(deps, bot),
  });
}
