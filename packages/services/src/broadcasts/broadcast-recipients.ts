import { sql } from 'kysely';
import type { Platform } from '@fanline/core';
import type { Db } from '@fanline/db';

// A recipient's states: pending → sending (claimed, about to be sent) →
// sent | failed | skipped. Every change to a final state moves the
// broadcast's counter of the same name in the same statement, and the
// broadcasts trigger tells the creator's open inbox.

export type SettledAs = 'sent' | 'failed' | 'skipped';

export interface ClaimedRecipient {
  fan_id: string;
  channel: Platform;
  external_user_id: string;
  opted_out: boolean;
  last_message_at: Date | null;
}

/**
 * Takes the next pending recipient (pending → sending), with the fan as they
 * are now; null when none is left or the broadcast is no longer sending
 * (cancelled), so a cancel stops it at the next recipient. SKIP LOCKED keeps
 * two claims from ever taking the same fan.
 */
export async function claimNextRecipient(db: Db, broadcastId: string): Promise<ClaimedRecipient | null> {
  const { rows } = await sql<ClaimedRecipient>`
    UPDATE broadcast_recipients r SET status = 'sending', updated_at = now()
    FROM fans f, broadcasts b
    WHERE r.broadcast_id = ${broadcastId}
      AND r.fan_id = (
        SELECT fan_id FROM broadcast_recipients
        WHERE broadcast_id = ${broadcastId} AND status = 'pending'
        LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      AND f.id = r.fan_id
      AND b.id = r.broadcast_id AND b.status = 'sending'
    RETURNING r.fan_id, f.channel, f.external_user_id, f.opted_out, f.last_message_at
  `.execute(db);
  return rows[0] ?? null;
}

/** Sending → failed or skipped, with the reason the creator sees; nothing when it was not sending (settled already). */
export async function settleRecipient(db: Db, broadcastId: string, fanId: string, as: Exclude<SettledAs, 'sent'>, reason: string): Promise<void> {
  await sql`
    WITH settled AS (
      UPDATE broadcast_recipients SET status = ${as}, reason = ${reason}, updated_at = now()
      WHERE broadcast_id = ${broadcastId} AND fan_id = ${fanId} AND status = 'sending'
      RETURNING 1
    )
    UPDATE broadcasts SET ${sql.ref(as)} = ${sql.ref(as)} + 1 WHERE id = ${broadcastId} AND EXISTS (SELECT 1 FROM settled)
  `.execute(db);
}

/**
 * Sending → sent, in one statement with what the delivery changes: the
 * message in the fan's conversation (role creator, delivered, with its
 * broadcast), the conversation's count, and the fan's blocked mark, which a
 * delivery disproves. The conversation's last activity stays: a broadcast
 * does not lift every conversation to the top of the inbox.
 */
export async function recordRecipientSent(
  db: Db,
  broadcast: { id: string; bot_id: string; text: string },
  fanId: string,
  conversationId: string,
): Promise<void> {
  await sql`
    WITH settled AS (
      UPDATE broadcast_recipients SET status = 'sent', reason = NULL, updated_at = now()
      WHERE broadcast_id = ${broadcast.id} AND fan_id = ${fanId} AND status = 'sending'
      RETURNING 1
    ),
    message AS (
      INSERT INTO messages (conversation_id, bot_id, fan_id, role, content, delivery, broadcast_id)
      SELECT ${conversationId}, ${broadcast.bot_id}, ${fanId}, 'creator', ${broadcast.text}, 'sent', ${broadcast.id} FROM settled
      RETURNING 1
    ),
    conversation AS (
      UPDATE conversations SET message_count = message_count + 1 WHERE id = ${conversationId} AND EXISTS (SELECT 1 FROM settled)
      RETURNING 1
    ),
    fan AS (
      UPDATE fans SET blocked_at = NULL WHERE id = ${fanId} AND blocked_at IS NOT NULL AND EXISTS (SELECT 1 FROM settled)
      RETURNING 1
    )
    -- Data-modifying CTEs always run to completion, read or not.
    UPDATE broadcasts SET sent = sent + 1 WHERE id = ${broadcast.id} AND EXISTS (SELECT 1 FROM settled)
  `.execute(db);
}

/** Sending → pending: it was not sent, and the next try sends it. */
export async function returnRecipient(db: Db, broadcastId: string, fanId: string): Promise<void> {
  await db
    .updateTable('broadcast_recipients')
    .set({ status: 'pending', updated_at: sql`now()` })
    .where('broadcast_id', '=', broadcastId)
    .where('fan_id', '=', fanId)
    .where('status', '=', 'sending')
    .execute();
}

/** Every pending recipient → skipped with the reason (out of credits, cancelled, the bot gone); returns how many. */
export async function skipPendingRecipients(db: Db, broadcastId: string, reason: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    WITH skipped AS (
      UPDATE broadcast_recipients SET status = 'skipped', reason = ${reason}, updated_at = now()
      WHERE broadcast_id = ${broadcastId} AND status = 'pending'
      RETURNING 1
    ),
    counted AS (
      UPDATE broadcasts SET skipped = skipped + (SELECT count(*) FROM skipped) WHERE id = ${broadcastId} AND EXISTS (SELECT 1 FROM skipped)
      RETURNING 1
    )
    SELECT count(*) AS n FROM skipped
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The recipients left mid-send: claimed by a worker that died before recording what happened. */
export async function recipientsMidSend(db: Db, broadcastId: string): Promise<{ fan_id: string; channel: Platform }[]> {
  return db
    .selectFrom('broadcast_recipients as r')
    .innerJoin('fans as f', 'f.id', 'r.fan_id')
    .select(['r.fan_id', 'f.channel'])
    .where('r.broadcast_id', '=', broadcastId)
    .where('r.status', '=', 'sending')
    .execute();
}
