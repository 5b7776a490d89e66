import { Composer, type Context } from 'grammy';
import { invoiceMatchesOffer, OFFER_CHANGED, parseInvoicePayload, type OfferBot } from '@fanline/core';
import { isAnswering, loadBotWithOwner, recordFanPayment, upsertFan } from '@fanline/services';
import type { FanlineContext } from '../bot-context';
import type { RunnerDeps } from '../runner-deps';
import { sendFanInvoice } from './invoices';

const THANKS = {
  subscription: "Thank you! You're all set for the next 30 days. 💖",
  per_message: 'Thank you! Your messages are ready. 💬',
  tip: 'Thank you so much for the tip! 🥰',
} as const;

/**
 * Pre-checkout queries are answered at once: Telegram allows 10 s, and they
 * carry no chat, so they never wait behind a model reply. A paused bot
 * declines, so no fan pays for a chat that will not answer, and so does an
 * invoice that no longer matches what the bot sells (see invoiceMatchesOffer).
 * The bot is read from the database, not the 2 s cache: this is the last word
 * before money moves, it is rare, and it must not depend on the change notice
 * having arrived yet.
 */
export function preCheckoutFeature(botId: string, deps: RunnerDeps) {
  const feature = new Composer<Context>();
  feature.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    const bought = parseInvoicePayload(query.invoice_payload);
    if (bought === null) {
      return ctx.answerPreCheckoutQuery(false, { error_message: 'This purchase is no longer available.' });
    }
    const loaded = await loadBotWithOwner(deps.db, botId);
    if (!loaded || !isAnswering(loaded)) {
      return ctx.answerPreCheckoutQuery(false, { error_message: 'This chat is paused right now. Please try again later.' });
    }
    if (!invoiceMatchesOffer(loaded.bot as OfferBot, bought, { currency: query.currency, totalAmount: query.total_amount })) {
      return ctx.answerPreCheckoutQuery(false, { error_message: OFFER_CHANGED });
    }
    return ctx.answerPreCheckoutQuery(true);
  });
  return feature;
}

const RECORD_ATTEMPTS = 5;

/**
 * Telegram sends a successful payment once, and the update is confirmed when
 * the next batch is fetched, so a payment that fails to record is never
 * delivered again. Recording is idempotent (the charge id is unique), so it is
 * retried with backoff across a database blip; only a longer outage reaches
 * the error log, which carries everything needed to record it by hand.
 */
async function withRetries<T>(work: () => Promise<T>, attempts = RECORD_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
  }
}

/**
 * Successful payments: in the chat's queue (so a purchase lands before the
 * fan's next message), and recorded even when the bot was paused meanwhile,
 * because the fan has already paid.
 */
export function successfulPaymentFeature(botId: string, deps: RunnerDeps) {
  const feature = new Composer<Context>();
  feature.on('message:successful_payment', async (ctx) => {
    const payment = ctx.message.successful_payment;
    const record = async () => {
      const fan = await upsertFan(deps.db, botId, ctx.from);
      return recordFanPayment(deps.db, {
        botId,
        fanId: fan.id,
        currency: payment.currency,
        totalAmount: payment.total_amount,
        invoicePayload: payment.invoice_payload,
        telegramChargeId: payment.telegram_payment_charge_id,
        providerChargeId: payment.provider_payment_charge_id || null,
      });
    };
    let outcome;
    try {
      outcome = await withRetries(record);
    } catch (error) {
      deps.log.error('A fan payment could not be recorded', {
        bot_id: botId,
        telegram_user_id: ctx.from.id,
        telegram_payment_charge_id: payment.telegram_payment_charge_id,
        currency: payment.currency,
        total_amount: payment.total_amount,
        invoice_payload: payment.invoice_payload,
        error: String(error),
      });
      throw error;
    }
    const bought = parseInvoicePayload(payment.invoice_payload);
    if (outcome === 'recorded' && bought) await ctx.reply(THANKS[bought.kind]);
  });
  return feature;
}

/** Tip buttons send an invoice for the chosen amount. */
export function tipButtonsFeature(deps: RunnerDeps) {
  const feature = new Composer<FanlineContext>();

  feature.callbackQuery(/^tip:(\d+(?:\.\d+)?)$/, async (ctx) => {
    const usd = Number(ctx.match[1]);
    await ctx.answerCallbackQuery();
    if (!ctx.fanline.bot.tip_amounts.includes(usd)) return;
    await sendFanInvoice(ctx, deps, 'tip', usd);
  });

  return feature;
}
