import { sql } from 'kysely';
import { amountInUsd, parseInvoicePayload, PER_MESSAGE_BUNDLE, SUBSCRIPTION_DAYS, type Platform } from '@fanline/core';
import { durableTransaction, type Db } from '@fanline/db';

export interface SuccessfulPayment {
  botId: string;
  fanId: string;
  channel: Platform;
  currency: string;
  totalAmount: number;
  invoicePayload: string;
  /** The channel's charge id; unique per channel. */
  chargeId: string;
  providerChargeId: string | null;
}

/**
 * Records a fan's payment once (the channel's charge id is unique, so a
 * redelivered payment changes nothing) and grants what it bought: 30 days of
 * access, a bundle of prepaid messages, or nothing more for a tip.
 */
export async function recordFanPayment(db: Db, payment: SuccessfulPayment): Promise<'recorded' | 'duplicate' | 'unknown_payload'> {
  const bought = parseInvoicePayload(payment.invoicePayload);
  if (!bought) return 'unknown_payload';
  return durableTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('fan_payments')
      .values({
        bot_id: payment.botId,
        fan_id: payment.fanId,
        kind: bought.kind,
        amount_minor: payment.totalAmount,
        currency: payment.currency,
        amount_usd: amountInUsd(payment.currency, payment.totalAmount),
        channel: payment.channel,
        external_charge_id: payment.chargeId,
        provider_payment_charge_id: payment.providerChargeId,
        invoice_payload: payment.invoicePayload,
      })
      .onConflict((oc) => oc.columns(['channel', 'external_charge_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return 'duplicate';
    if (bought.kind === 'subscription') {
      await trx
        .updateTable('fans')
        .set({ access_expires_at: sql`greatest(coalesce(access_expires_at, now()), now()) + ${`${SUBSCRIPTION_DAYS} days`}::interval` })
        .where('id', '=', payment.fanId)
        .execute();
    }
    if (bought.kind === 'per_message') {
      await trx
        .updateTable('fans')
        .set((eb) => ({ prepaid_messages: eb('prepaid_messages', '+', PER_MESSAGE_BUNDLE) }))
        .where('id', '=', payment.fanId)
        .execute();
    }
    return 'recorded';
  });
}

/** /stop: the fan opts out; the bot stays silent for them until they send /start again. */
export async function setFanOptOut(db: Db, fanId: string, optedOut: boolean): Promise<void> {
  await durableTransaction(db, (trx) => trx.updateTable('fans').set({ opted_out: optedOut }).where('id', '=', fanId).execute());
}

/** /delete_my_data: removes the fan with their conversations and messages; payments stay, unlinked, for the books. */
export async function deleteFanData(db: Db, fanId: string): Promise<void> {
  await durableTransaction(db, (trx) => trx.deleteFrom('fans').where('id', '=', fanId).execute());
}
