import { parseInvoicePayload, type InboundEventOf } from '@fanline/core';
import type { Db } from '@fanline/db';
import type { ChannelSender } from '../channels/channel-sender';
import type { Logger } from '../logger';
import { withRetries } from '../with-retries';
import { recordFanPayment } from './fan-payments';
import { upsertFan } from './fan-store';

const THANKS = {
  subscription: "Thank you! You're all set for the next 30 days. 💖",
  per_message: 'Thank you! Your messages are ready. 💬',
  tip: 'Thank you so much for the tip! 🥰',
} as const;

/**
 * A successful payment: recorded once, even when the bot was paused meanwhile,
 * then thanked. With no sender (the creator took the bot off that channel
 * before the event was handled) it is still recorded, and what it bought
 * granted: the fan has paid, only the thank-you cannot go.
 */
export async function handlePaymentEvent(deps: { db: Db; log: Logger }, sender: ChannelSender | null, event: InboundEventOf<'payment'>): Promise<void> {
  const { payment } = event;
  const record = async () => {
    const fan = await upsertFan(deps.db, event.botId, event.fan);
    return recordFanPayment(deps.db, {
      botId: event.botId,
      fanId: fan.id,
      channel: event.fan.channel,
      currency: payment.currency,
      totalAmount: payment.totalAmount,
      invoicePayload: payment.invoicePayload,
      chargeId: payment.chargeId,
      providerChargeId: payment.providerChargeId,
    });
  };
  let outcome;
  try {
    // A channel may send a successful payment once (a polled batch is confirmed on the next fetch, whatever
    // became of it), so one that fails to record could be lost. Recording is idempotent (the charge id is
    // unique), so it is retried across a database blip; only a longer outage reaches the error log, which
    // carries everything needed to record it by hand.
    outcome = await withRetries(record);
  } catch (error) {
    logUnrecordedPayment(deps.log, event, String(error));
    throw error;
  }
  const bought = parseInvoicePayload(payment.invoicePayload);
  if (sender && outcome === 'recorded' && bought) await sender.sendText(event.fan.externalUserId, THANKS[bought.kind]);
}

/** A payment that could not be recorded (the database was out, the bot is deleted): everything needed to record it by hand, for the books. */
export function logUnrecordedPayment(log: Logger, event: InboundEventOf<'payment'>, reason: string): void {
  const { payment } = event;
  log.error('A fan payment could not be recorded', {
    bot_id: event.botId,
    channel: event.fan.channel,
    channel_user_id: event.fan.externalUserId,
    charge_id: payment.chargeId,
    currency: payment.currency,
    total_amount: payment.totalAmount,
    invoice_payload: payment.invoicePayload,
    error: reason,
  });
}
