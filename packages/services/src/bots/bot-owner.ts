import type { BotRow, Db, UserRow } from '@fanline/db';

export interface BotWithOwner {
  bot: BotRow;
  owner: UserRow;
  /**
   * The owner's connected Instagram account (an Instagram bot answers only
   * through it, and not while its token is refused); null when there is none.
   * Left out, an Instagram bot is taken to have none. `token_enc` is the
   * sealed token the Instagram sender replies with.
   */
  instagram?: { token_error: string | null; token_enc: string } | null;
}

/** A bot with its owner (and the owner's Instagram account), read fresh for each fan update so edits apply at once. */
export async function loadBotWithOwner(db: Db, botId: string): Promise<BotWithOwner | null> {
  // Both reads in parallel: this runs for every fan update, so one round trip instead of two.
  const [bot, owner] = await Promise.all([
    db.selectFrom('bots').selectAll().where('id', '=', botId).executeTakeFirst(),
    db
      .selectFrom('users')
      .leftJoin('instagram_accounts', 'instagram_accounts.user_id', 'users.id')
      .selectAll('users')
      .select(['instagram_accounts.token_enc as instagram_token_enc', 'instagram_accounts.token_error as instagram_token_error'])
      .where('users.id', '=', (eb) => eb.selectFrom('bots').select('user_id').where('id', '=', botId))
      .executeTakeFirst(),
  ]);
  if (!bot || !owner) return null;
  const { instagram_token_enc, instagram_token_error, ...user } = owner;
  return { bot, owner: user, instagram: instagram_token_enc ? { token_enc: instagram_token_enc, token_error: instagram_token_error } : null };
}

/**
 * Whether a bot should answer fans right now (docs/product.md §8: deactivated
 * bots and users stay silent): deployed, active and its owner active; an
 * Instagram bot also needs its owner's account connected with a working token.
 */
export function isAnswering({ bot, owner, instagram }: BotWithOwner): boolean {
  if (!(bot.is_deployed && bot.is_active && owner.is_active)) return false;
  return bot.platform !== 'instagram' || (instagram != null && instagram.token_error === null);
}

export const TOKEN_REJECTED_REASON = 'Telegram rejected the bot token. Update it in Edit, then deploy again.';

/** Telegram answered 401: take the bot off Telegram and say why on the dashboard. */
export async function markTokenRejected(db: Db, botId: string): Promise<void> {
  await db.updateTable('bots').set({ is_deployed: false, attention_reason: TOKEN_REJECTED_REASON, updated_at: new Date() }).where('id', '=', botId).execute();
}
