import { invoiceAmount, invoicePayload, invoiceTexts, type FanPaymentKind } from '@fanline/core';
import type { BotRow } from '@fanline/db';
import type { FanlineContext } from '../bot-context';
import type { RunnerDeps } from '../runner-deps';

function providerToken(deps: RunnerDeps, bot: BotRow): string {
  if (bot.payment_method === 'stars') return '';
  const sealed = bot.telegram_payment_token_enc ?? bot.payment_token_enc;
  return sealed ? deps.secrets.decrypt(sealed) : '';
}

/**
 * Sends an invoice in Telegram Stars (XTR, no provider token: Telegram's rule
 * for digital goods) or, with the provider-token method, in US dollars. The
 * title and description fit Telegram's limits whatever the bot's name.
 */
export async function sendFanInvoice(ctx: FanlineContext, deps: RunnerDeps, kind: FanPaymentKind, usd: number): Promise<void> {
  const { bot } = ctx.fanline;
  const method = bot.payment_method === 'provider_token' ? 'provider_token' : 'stars';
  const { currency, amountMinor } = invoiceAmount(usd, method);
  const { title, description } = invoiceTexts(kind, bot.name, usd);
  await ctx.replyWithInvoice(title, description, invoicePayload(kind, usd), currency, [{ label: title, amount: amountMinor }], {
    provider_token: providerToken(deps, bot),
  });
}
