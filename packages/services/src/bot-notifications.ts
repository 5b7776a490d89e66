import { sql } from 'kysely';
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

/** Tells the runners about every bot of these users (an account switched on or off, or deleted). */
export async function notifyUsersBots(db: Db, userIds: readonly string[], change: BotChange): Promise<void> {
  if (!userIds.length) return;
  const bots = await db.selectFrom('bots').select('id').where('user_id', 'in', userIds).execute();
  for (const bot of bots) await notifyBotChange(db, bot.id, change);
}
