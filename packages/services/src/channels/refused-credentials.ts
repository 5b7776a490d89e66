import { GrammyError } from 'grammy';
import type { Db } from '@fanline/db';
import { markTokenRejected } from '../bots/bot-owner';
import { markInstagramTokenFailed } from './instagram/instagram-connect';
import { InstagramApiError } from './instagram/instagram-graph';

/**
 * Whether the channel refused the bot's own credentials rather than the fan:
 * Telegram's 401 (the token was revoked) or Instagram's expired or revoked
 * token (190). Nothing sent by the bot can succeed until the creator fixes it.
 */
export function credentialsRefused(error: unknown): boolean {
  return (error instanceof GrammyError && error.error_code === 401) || (error instanceof InstagramApiError && error.tokenInvalid);
}

/**
 * Marks the bot for its creator when the channel refused its credentials, as
 * a poller does on a 401: a Telegram bot is taken off Telegram with the
 * reason, an Instagram account asks to be reconnected. Either way the bot
 * stops answering, so queued work waits for it. True when it was such a
 * refusal. In webhook mode nothing polls, so a send is where it shows.
 */
export async function markRefusedCredentials(db: Db, botId: string, error: unknown): Promise<boolean> {
  if (!credentialsRefused(error)) return false;
  if (error instanceof InstagramApiError) {
    const bot = await db.selectFrom('bots').select('user_id').where('id', '=', botId).executeTakeFirst();
    if (bot) await markInstagramTokenFailed(db, bot.user_id, error.message);
  } else {
    await markTokenRejected(db, botId);
  }
  return true;
}
