import { Api, GrammyError, HttpError } from 'grammy';
import type { Db } from '@fanline/db';
import { notifyBotChange } from '../bot-notifications';
import { AppError } from '../errors';
import type { BotDeps } from './bot-deps';
import { generateBotReply } from './bot-reply';
import { findOwnedBot } from './bot-store';

export const INVALID_TELEGRAM_TOKEN = 'Invalid Telegram bot token';

export interface TelegramBotInfo {
  id: number;
  username: string;
  first_name: string;
}

/** Asks Telegram who the token belongs to (getMe); a rejected token is a 400, an unreachable Telegram a 502. */
export async function verifyTelegramToken(apiRoot: string, token: string): Promise<TelegramBotInfo> {
  try {
    const me = await new Api(token, { apiRoot }).getMe();
    return { id: me.id, username: me.username, first_name: me.first_name };
  } catch (error) {
    if (error instanceof GrammyError && [401, 404].includes(error.error_code)) {
      throw new AppError('BAD_REQUEST', INVALID_TELEGRAM_TOKEN, [{ field: 'telegram_token', message: INVALID_TELEGRAM_TOKEN }]);
    }
    if (error instanceof GrammyError || error instanceof HttpError) {
      throw new AppError('BAD_GATEWAY', 'Could not reach Telegram. Please try again.');
    }
    throw error;
  }
}

/**
 * Verifies the stored token with getMe, then marks the bot deployed and active
 * and tells the runners; they start polling within seconds.
 */
export async function deployToTelegram(db: Db, deps: Pick<BotDeps, 'secrets' | 'telegramApiRoot'>, userId: string, botId: string) {
  const bot = await findOwnedBot(db, userId, botId);
  if (!bot.telegram_token_enc) {
    throw new AppError('BAD_REQUEST', 'Add a Telegram bot token before deploying', [{ field: 'telegram_token', message: 'Telegram bot token is required' }]);
  }
  const info = await verifyTelegramToken(deps.telegramApiRoot, deps.secrets.decrypt(bot.telegram_token_enc));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('bots')
      .set({
        is_deployed: true,
        is_active: true,
        bot_username: info.username,
        telegram_bot_id: info.id,
        deployed_at: new Date(),
        attention_reason: null,
        updated_at: new Date(),
      })
      .where('id', '=', botId)
      .execute();
    await notifyBotChange(trx, botId, 'deployed');
  });
  return { success: true as const, message: 'Bot deployed to Telegram and activated!', bot_info: info };
}

export async function undeployFromTelegram(db: Db, userId: string, botId: string) {
  await findOwnedBot(db, userId, botId);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('bots').set({ is_deployed: false, deployed_at: null, updated_at: new Date() }).where('id', '=', botId).execute();
    await notifyBotChange(trx, botId, 'undeployed');
  });
  return { success: true as const, message: 'Bot removed from Telegram' };
}

export async function telegramStatus(db: Db, userId: string, botId: string) {
  const bot = await findOwnedBot(db, userId, botId);
  return { deployed: bot.is_deployed, bot_username: bot.bot_username };
}

/**
 * POST /api/telegram/test/{botId}: runs a message through the same pipeline a
 * fan's message takes on Telegram, for a deployed and active bot.
 */
export async function testTelegramBot(db: Db, deps: Pick<BotDeps, 'llm'>, userId: string, botId: string, message: string) {
  const bot = await findOwnedBot(db, userId, botId);
  if (!bot.is_deployed) throw new AppError('BAD_REQUEST', 'Deploy the bot to Telegram before testing it there');
  if (!bot.is_active) throw new AppError('BAD_REQUEST', 'Neural core is offline. Activate bot to enable communication protocols.');
  const reply = await generateBotReply(db, deps, bot, message);
  return { success: true as const, response: reply.response, bot_username: bot.bot_username, latency_ms: reply.latency_ms };
}
