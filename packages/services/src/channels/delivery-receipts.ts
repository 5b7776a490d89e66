import { sql, type RawBuilder } from 'kysely';
import type { Platform } from '@fanline/core';
import type { Db } from '@fanline/db';

export type ReceiptStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** What a channel reported of one sent message. */
export interface DeliveryStatus {
  externalId: string;
  status: ReceiptStatus;
  /** Why it failed, in the creator's words (the adapter reads the channel's codes). */
  error: string | null;
}

/**
 * Statuses only move forward: Meta does not promise their order, so a late
 * "delivered" never undoes a "read", and nothing undoes a failure.
 */
const rankOf = (status: ReceiptStatus) => ({ sent: 1, delivered: 2, read: 3, failed: 4 })[status];
/** The stored row's rank, as the upsert's WHERE reads it. */
const STORED_RANK = sql<number>`CASE delivery_receipts.status WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE 4 END`;

/**
 * What ties a receipt to its stored message (the `answering` column): a bot
 * reply's is the fan message it answered; a creator's message and a broadcast
 * recipient's message have these keys, which the transcript computes alike.
 */
export const creatorReceiptKey = (messageId: number) => `creator:${messageId}`;
export const broadcastReceiptKey = (broadcastId: string, fanId: string) => `broadcast:${broadcastId}:${fanId}`;
/** The same keys for a stored creator row (`messages`): a broadcast's, or the creator's own message's. */
const CREATOR_ROW_KEY = sql`CASE WHEN messages.broadcast_id IS NULL THEN 'creator:' || messages.id ELSE 'broadcast:' || messages.broadcast_id || ':' || messages.fan_id END`;

/** The sender's record of a message the channel accepted, with the stored message it belongs to (if any). */
export async function recordSentReceipt(db: Db, receipt: { channel: Platform; externalId: string; botId: string; answering: string | null }): Promise<void> {
  await db
    .insertInto('delivery_receipts')
    .values({ channel: receipt.channel, external_id: receipt.externalId, bot_id: receipt.botId, answering: receipt.answering, status: 'sent' })
    // A status that came first keeps its status; the bot and the answered message are filled in.
    .onConflict((oc) => oc.columns(['channel', 'external_id']).doUpdateSet({ bot_id: receipt.botId, answering: receipt.answering }))
    .execute();
}

/** Statuses from a channel's webhook, each kept only when it moves the message forward. */
export async function applyDeliveryStatuses(db: Db, channel: Platform, statuses: readonly DeliveryStatus[]): Promise<void> {
  for (const status of statuses) {
    await db
      .insertInto('delivery_receipts')
      .values({ channel, external_id: status.externalId, status: status.status, error: status.error })
      .onConflict((oc) =>
        oc
          .columns(['channel', 'external_id'])
          .doUpdateSet({ status: status.status, error: status.error, updated_at: sql`now()` })
          .where(sql<boolean>`${rankOf(status.status)}::int > ${STORED_RANK}`),
      )
      .execute();
  }
}

export type StoredReceipt = { status: ReceiptStatus; error: string | null } | null;

/**
 * A stored message's delivery as its receipts tell it (one receipt a part):
 * failed if any part failed, else the least any part reached; null where the
 * channel reports nothing.
 */
function receiptOf(botIdRef: string, key: RawBuilder<unknown>) {
  return sql<StoredReceipt>`(
    SELECT json_build_object(
      'status', CASE WHEN bool_or(r.status = 'failed') THEN 'failed' WHEN bool_and(r.status = 'read') THEN 'read'
                     WHEN bool_and(r.status IN ('delivered', 'read')) THEN 'delivered' ELSE 'sent' END,
      'error', max(r.error) FILTER (WHERE r.status = 'failed'))
    FROM delivery_receipts r
    WHERE r.bot_id = ${sql.ref(botIdRef)} AND r.answering = ${key}
    HAVING count(*) > 0
  )`;
}

/** For the inbox's transcript, beside each row of `messages`: a bot reply's receipts, or a creator's message's or broadcast's. */
export const messageReceipt = sql<StoredReceipt>`CASE messages.role
  WHEN 'assistant' THEN ${receiptOf('messages.bot_id', sql`messages.external_message_id`)}
  WHEN 'creator' THEN ${receiptOf('messages.bot_id', CREATOR_ROW_KEY)} END`;

/** How long a receipt is kept: long enough for the inbox's recent replies; statuses come within days. */
export const RECEIPT_KEEP_DAYS = 30;

/** Deletes receipts not updated for RECEIPT_KEEP_DAYS (the hourly upkeep); older replies then show plain "sent". */
export async function deleteOldReceipts(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('delivery_receipts')
    .where('updated_at', '<', new Date(now.getTime() - RECEIPT_KEEP_DAYS * 86_400_000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
