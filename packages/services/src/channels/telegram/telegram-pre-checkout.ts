import type { Api } from 'grammy';
import type { PreCheckoutQuery } from 'grammy/types';
import { invoiceMatchesOffer, OFFER_CHANGED, parseInvoicePayload, type OfferBot } from '@fanline/core';
import type { Db } from '@fanline/db';
import { isAnswering, loadBotWithOwner } from '../../bots/bot-owner';

export type PreCheckoutAnswer = { ok: true } | { ok: false; errorMessage: string };

/**
 * Whether a fan may pay: a paused bot declines, so no fan pays for a chat that
 * will not answer, and so does an invoice that no longer matches what the bot
 * sells (see invoiceMatchesOffer). The bot is read from the database, not a
 * cache: this is the last word before money moves, and it is rare.
 */
export async function decidePreCheckout(db: Db, botId: string, query: Pick<PreCheckoutQuery, 'invoice_payload' | 'currency' | 'total_amount'>): Promise<PreCheckoutAnswer> {
  const bought = parseInvoicePayload(query.invoice_payload);
  if (bought === null) return { ok: false, errorMessage: 'This purchase is no longer available.' };
  const loaded = await loadBotWithOwner(db, botId);
  if (!loaded || !isAnswering(loaded)) return { ok: false, errorMessage: 'This chat is paused right now. Please try again later.' };
  if (!invoiceMatchesOffer(loaded.bot as OfferBot, bought, { currency: query.currency, totalAmount: query.total_amount })) {
    return { ok: false, errorMessage: OFFER_CHANGED };
  }
  return { ok: true };
}

/**
 * Answers a pre-checkout query at once. Telegram allows 10 s, and the query
 * carries no chat, so in both modes it is answered where it arrives, never
 * behind a fan's model reply in a queue.
 */
export async function answerPreCheckout(db: Db, api: Api, botId: string, query: PreCheckoutQuery): Promise<void> {
  const answer = await decidePreCheckout(db, botId, query);
  await (answer.ok ? api.answerPreCheckoutQuery(query.id, true) : api.answerPreCheckoutQuery(query.id, false, { error_message: answer.errorMessage }));
}
