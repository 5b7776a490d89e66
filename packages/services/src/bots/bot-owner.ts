import type { BotRow, Db, UserRow } from '@fanline/db';

export interface BotWithOwner {
  bot: BotRow;
  owner: UserRow;
}

/** A bot with its owner, read fresh for each fan update so edits apply at once. */
export async function loadBotWithOwner(db: Db, botId: string): Promise<BotWithOwner | null> {
  // Both reads in parallel: this runs for every fan update, so one round trip instead of two.
  const [bot, owner] = await Promise.all([
    db.selectFrom('bots').selectAll().where('id', '=', botId).executeTakeFirst(),
    db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', (eb) => eb.selectFrom('bots').select('user_id').where('id', '=', botId))
      .executeTakeFirst(),
  ]);
  return bot && owner ? { bot, owner } : null;
}

/** Whether a bot should answer fans right now (docs/product.md §8: deactivated bots and users stay silent). */
export function isAnswering({ bot, owner }: BotWithOwner): boolean {
  return bot.is_deployed && bot.is_active && owner.is_active;
}

export const TOKEN_REJECTED_REASON = 'Telegram rejected the bot token. Update it in Edit, then deploy again.';

/** Telegram answered 401: take the bot off Telegram and say why on the dashboard. */
export async function markTokenRejected(db: Db, botId: string): Promise<void> {
  await db.updateTable('bots').set({ is_deployed: false, attention_reason: TOKEN_REJECTED_REASON, updated_at: new Date() }).where('id', '=', botId).execute();
}
