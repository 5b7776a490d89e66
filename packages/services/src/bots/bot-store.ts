import type { BotRow, Db } from '@fanline/db';
import { AppError } from '../errors';

export const BOT_NOT_FOUND = 'Bot not found';

/** The user's own bot, or 404 — another creator's bot is indistinguishable from a missing one. */
export async function findOwnedBot(db: Db, userId: string, botId: string): Promise<BotRow> {
  const bot = await db.selectFrom('bots').selectAll().where('id', '=', botId).where('user_id', '=', userId).executeTakeFirst();
  if (!bot) throw new AppError('NOT_FOUND', BOT_NOT_FOUND);
  return bot;
}

export async function countBots(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('bots').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

const TOKEN_TAKEN = 'This Telegram bot token is already used by another bot';

/** Turns the unique-token violation into a 409 the creator can act on. */
export function rethrowTokenConflict(error: unknown): never {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code === '23505' && pgError.constraint === 'bots_telegram_token_digest_key') {
    throw new AppError('CONFLICT', TOKEN_TAKEN, [{ field: 'telegram_token', message: TOKEN_TAKEN }]);
  }
  throw error;
}

/** The creator's connected Instagram account, as an Instagram bot sees it (one per creator, issue #17). */
export interface InstagramLink {
  username: string;
  /** Why Meta refused the token ('Instagram rejected the access token: …'); null while it works. */
  token_error: string | null;
}

/**
 * The creator's connected accounts, by channel, as the bot view reads them:
 * the name the creator knows each by (the Instagram username, the WhatsApp
 * number) and why Meta last refused its token.
 */
export type AccountLinks = Partial<Record<'instagram' | 'whatsapp', { name: string; token_error: string | null } | null>>;

export async function instagramLinkOf(db: Db, userId: string): Promise<InstagramLink | null> {
  const row = await db.selectFrom('instagram_accounts').select(['username', 'token_error']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? null;
}

/**
 * What a Telegram bot needs before it may be activated (docs/product.md §7): a
 * Telegram token, or the stored Instagram configuration. An Instagram bot's is
 * its creator's connected account (instagramActivation in bot-activation.ts).
 */
export function hasPlatformConfig(bot: Pick<BotRow, 'telegram_token_enc' | 'instagram_token_enc'>): boolean {
  return bot.telegram_token_enc !== null || bot.instagram_token_enc !== null;
}
