import { sql, type Selectable } from 'kysely';
import { BROADCAST_NOT_FOUND, type BroadcastAudienceId } from '@fanline/core';
import type { Database, Db } from '@fanline/db';
import { findOwnedBot } from '../bots/bot-store';
import { AppError } from '../errors';
import { skipPendingRecipients } from './broadcast-recipients';
import { SKIPPED_CANCELLED } from './broadcast-rules';

type BroadcastRow = Selectable<Database['broadcasts']>;
type BroadcastStatus = BroadcastRow['status'];

/** A broadcast as the creator sees it: its text, audience and progress. */
export interface BroadcastView {
  id: string;
  bot_id: string;
  text: string;
  audience: BroadcastAudienceId;
  status: BroadcastStatus;
  /** Fans it was addressed to, fixed when it was created. */
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  /** Not yet sent, failed or skipped: total minus the three. */
  remaining: number;
  created_at: string;
  finished_at: string | null;
}

/** Broadcasts a bot's list shows: the newest. */
export const BROADCAST_LIST_SIZE = 20;

function viewOf(row: BroadcastRow): BroadcastView {
  return {
    id: row.id,
    bot_id: row.bot_id,
    text: row.text,
    audience: row.audience,
    status: row.status,
    total: row.total,
    sent: row.sent,
    failed: row.failed,
    skipped: row.skipped,
    remaining: Math.max(0, row.total - row.sent - row.failed - row.skipped),
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  };
}

/** The creator's broadcast, or 404: another creator's is indistinguishable from a missing one. */
export async function getBroadcast(db: Db, userId: string, broadcastId: string): Promise<BroadcastView> {
  const row = await db.selectFrom('broadcasts').selectAll().where('id', '=', broadcastId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', BROADCAST_NOT_FOUND);
  return viewOf(row);
}

/** A bot's last BROADCAST_LIST_SIZE broadcasts, newest first. */
export async function listBroadcasts(db: Db, userId: string, botId: string): Promise<{ broadcasts: BroadcastView[] }> {
  const bot = await findOwnedBot(db, userId, botId);
  const rows = await db
    .selectFrom('broadcasts')
    .selectAll()
    .where('bot_id', '=', bot.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(BROADCAST_LIST_SIZE)
    .execute();
  return { broadcasts: rows.map(viewOf) };
}

/**
 * Stops a queued or sending broadcast: no recipient is claimed after this,
 * those not reached are skipped with the reason, and the few in hand finish
 * (and are counted). A finished or cancelled broadcast answers 409.
 */
export async function cancelBroadcast(db: Db, userId: string, broadcastId: string): Promise<BroadcastView> {
  const current = await getBroadcast(db, userId, broadcastId);
  const cancelled = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('broadcasts')
      .set({ status: 'cancelled', finished_at: sql`now()` })
      .where('id', '=', current.id)
      .where('status', 'in', ['queued', 'sending'])
      .returning('id')
      .executeTakeFirst();
    if (row) await skipPendingRecipients(trx, current.id, SKIPPED_CANCELLED);
    return row !== undefined;
  });
  const after = await getBroadcast(db, userId, broadcastId);
  if (!cancelled) throw new AppError('CONFLICT', `Only a queued or sending broadcast can be cancelled; this one is ${after.status === 'done' ? 'done' : 'cancelled already'}`);
  return after;
}
