import { Api, GrammyError, HttpError } from 'grammy';
import { CHANNEL_NAMES, SAFETY_LANGUAGES, telegramProfileTexts, type Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import { notifyBotChange } from '../bot-notifications';
import { AppError } from '../errors';
import type { BotDeps } from './bot-deps';
import { generateBotReply } from './bot-reply';
import { findOwnedBot } from './bot-store';
import { connectTelegramDelivery, unregisterTelegramWebhook } from '../channels/telegram/telegram-webhook';

export const INVALID_TELEGRAM_TOKEN = 'Invalid Telegram bot token';
/** An Instagram bot goes live by activation on its creator's account, never through Telegram's deploy. */
/** A bot on another channel goes live by activation, on its creator's account there. */
const notOnTelegram = (platform: Platform) => `This bot answers on ${CHANNEL_NAMES[platform]}, not Telegram. Activate it to put it live.`;

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
 * Writes the bot's Telegram profile so fans read that it is an AI chatbot of
 * the creator before they start (SB 243, EU AI Act art. 50): the description
 * on the empty chat and the short description on its profile, in every
 * language the platform writes, plus the default for all other languages.
 */
export async function setAiProfile(apiRoot: string, token: string, botName: string, creatorName: string): Promise<void> {
  const api = new Api(token, { apiRoot });
  const languages = [undefined, ...SAFETY_LANGUAGES.filter((language) => language !== 'en')];
  try {
    await Promise.all(
      languages.map(async (language) => {
        const texts = telegramProfileTexts(language ?? 'en', botName, creatorName);
        const options = language ? { language_code: language } : {};
        await api.setMyDescription(texts.description, options);
        await api.setMyShortDescription(texts.short_description, options);
      }),
    );
  } catch (error) {
    if (error instanceof GrammyError || error instanceof HttpError) {
      throw new AppError('BAD_GATEWAY', 'Could not set the bot’s profile on Telegram. Please try again.');
    }
    throw error;
  }
}

/**
 * Verifies the stored token with getMe, sets the AI profile texts, then marks the bot deployed and active
 * and tells the runners; they start polling within seconds.
 */
export async function deployToTelegram(db: Db, deps: Pick<BotDeps, 'secrets' | 'telegramApiRoot' | 'telegramMode' | 'appUrl'>, userId: string, botId: string) {
  const bot = await findOwnedBot(db, userId, botId);
  if (bot.platform !== 'telegram') throw new AppError('BAD_REQUEST', notOnTelegram(bot.platform));
  if (!bot.telegram_token_enc) {
    throw new AppError('BAD_REQUEST', 'Add a Telegram bot token before deploying', [{ field: 'telegram_token', message: 'Telegram bot token is required' }]);
  }
  const token = deps.secrets.decrypt(bot.telegram_token_enc);
  const info = await verifyTelegramToken(deps.telegramApiRoot, token);
  const owner = await db.selectFrom('users').select('name').where('id', '=', bot.user_id).executeTakeFirstOrThrow();
  await setAiProfile(deps.telegramApiRoot, token, bot.name, owner.name);
  try {
    await connectTelegramDelivery(db, deps, bot);
  } catch (error) {
    if (error instanceof GrammyError || error instanceof HttpError) throw new AppError('BAD_GATEWAY', 'Could not connect the bot to Telegram. Please try again.');
    throw error;
  }
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

export async function undeployFromTelegram(db: Db, deps: Pick<BotDeps, 'secrets' | 'telegramApiRoot'>, userId: string, botId: string) {
  const bot = await findOwnedBot(db, userId, botId);
  if (bot.platform !== 'telegram') throw new AppError('BAD_REQUEST', notOnTelegram(bot.platform));
  // Telegram stops calling; should deleteWebhook fail, the forgotten secret answers any late call with 401.
  if (bot.telegram_webhook_secret_enc) await unregisterTelegramWebhook(db, deps, bot).catch(() => {});
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('bots').set({ is_deployed: false, deployed_at: null, updated_at: new Date() }).where('id', '=', botId).execute();
    await notifyBotChange(trx, botId, 'undeployed');
  });
  return { success: true as const, message: 'Bot removed from Telegram' };
}

export async function telegramStatus(db: Db, userId: string, botId: string) {
  const bot = await findOwnedBot(db, userId, botId);
  // A bot on another channel is never on Telegram, so the dashboard's delete does not try to take it off.
  return { deployed: bot.platform === 'telegram' && bot.is_deployed, bot_username: bot.bot_username };
}

/**
 * POST /api/telegram/test/{botId}: runs a message through the same pipeline a
 * fan's message takes on Telegram, for a deployed and active bot.
 */
export async function testTelegramBot(db: Db, deps: Pick<BotDeps, 'llm' | 'knowledgeVectors'>, userId: string, botId: string, message: string) {
  const bot = await findOwnedBot(db, userId, botId);
  if (!bot.is_deployed) throw new AppError('BAD_REQUEST', 'Deploy the bot to Telegram before testing it there');
  if (!bot.is_active) throw new AppError('BAD_REQUEST', 'Neural core is offline. Activate bot to enable communication protocols.');
  const reply = await generateBotReply(db, deps, bot, message);
  return { success: true as const, response: reply.response, bot_username: bot.bot_username, latency_ms: reply.latency_ms };
}
