import { sql } from 'kysely';
import type { Platform } from '@fanline/core';
import { BOT_CHANGES_CHANNEL, type Db } from '@fanline/db';

/** `reconnected`: the owner connected their Instagram account again, with a fresh token. */
export type BotChange = 'deployed' | 'undeployed' | 'toggled' | 'token_changed' | 'deleted' | 'updated' | 'reconnected';

/**
 * Tells runners that a bot changed (Postgres NOTIFY). Inside a transaction the
 * notice is delivered at commit, so a runner never sees a change that rolled back.
 */
export async function notifyBotChange(db: Db, botId: string, change: BotChange): Promise<void> {
  await sql`SELECT pg_notify(${BOT_CHANGES_CHANNEL}, ${JSON.stringify({ bot_id: botId, change })})`.execute(db);
}

/**
 * Tells the polling runners that the fleet changed (a runner joined, left, or
 * handed bots over), so each looks at its share now rather than at its next
 * heartbeat. The notice names no bot.
 */
export async function notifyFleetChange(db: Db): Promise<void> {
  await sql`SELECT pg_notify(${BOT_CHANGES_CHANNEL}, ${JSON.stringify({ change: 'fleet' })})`.execute(db);
}

/**
 * Tells the runners about every bot of these users (an account switched on or
 * off, or deleted), or only their bots on one channel (an account of that
 * channel connected again).
 */
export async function notifyUsersBots(db: Db, userIds: readonly string[], change: BotChange, platform?: Platform): Promise<void> {
  if (!userIds.length) return;
  let query = db.selectFrom('bots').select('id').where('user_id', 'in', userIds);
  if (platform) query = query.where('platform', '=', platform);
  const bots = await query.execute();
  for (const bot of bots) await notifyBotChange(db, bot.id, change);
}
