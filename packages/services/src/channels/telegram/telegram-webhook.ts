import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Api } from 'grammy';
import type { TelegramMode } from '@fanline/core';
import type { BotRow, Db } from '@fanline/db';
import type { Logger } from '../../logger';
import type { SecretBox } from '../../secrets';
import { TELEGRAM_ALLOWED_UPDATES } from './telegram-inbound';

export interface TelegramWebhookDeps {
  secrets: SecretBox;
  telegramApiRoot: string;
  telegramMode: TelegramMode;
  /** APP_URL: Telegram POSTs to APP_URL/api/telegram/webhook/{botId}. */
  appUrl: string;
}

type WebhookBot = Pick<BotRow, 'id' | 'telegram_token_enc' | 'telegram_webhook_secret_enc'>;

export function telegramWebhookUrl(appUrl: string, botId: string): string {
  return `${appUrl}/api/telegram/webhook/${botId}`;
}

/**
 * Registers the bot's webhook: a random secret_token per bot (32 bytes,
 * base64url: within Telegram's 1-256 characters of A-Z, a-z, 0-9, _ and -),
 * sealed in the database before Telegram learns it, so an update never
 * carries a secret the API cannot check. An existing secret is kept, so
 * re-registering at start does not race the updates already in flight.
 */
export async function registerTelegramWebhook(db: Db, deps: TelegramWebhookDeps, bot: WebhookBot): Promise<void> {
  if (!bot.telegram_token_enc) return;
  const secret = await webhookSecretOf(db, deps.secrets, bot);
  const api = new Api(deps.secrets.decrypt(bot.telegram_token_enc), { apiRoot: deps.telegramApiRoot });
  await api.setWebhook(telegramWebhookUrl(deps.appUrl, bot.id), { secret_token: secret, allowed_updates: [...TELEGRAM_ALLOWED_UPDATES] });
}

/**
 * The bot's secret, made and sealed on first use. Two API replicas starting
 * at once both get the one that was stored first (the WHERE ... IS NULL), so
 * the secret Telegram holds is always the one in the database.
 */
async function webhookSecretOf(db: Db, secrets: SecretBox, bot: WebhookBot): Promise<string> {
  if (bot.telegram_webhook_secret_enc) return secrets.decrypt(bot.telegram_webhook_secret_enc);
  const fresh = randomBytes(32).toString('base64url');
  const stored = await db
    .updateTable('bots')
    .set({ telegram_webhook_secret_enc: secrets.encrypt(fresh) })
    .where('id', '=', bot.id)
    .where('telegram_webhook_secret_enc', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (stored) return fresh;
  const row = await db.selectFrom('bots').select('telegram_webhook_secret_enc').where('id', '=', bot.id).executeTakeFirstOrThrow();
  return secrets.decrypt(row.telegram_webhook_secret_enc ?? '');
}

/**
 * Forgets the bot's webhook secret, so any later webhook call gets 401, then
 * removes the webhook at Telegram (so getUpdates works again).
 */
export async function unregisterTelegramWebhook(db: Db, deps: Pick<TelegramWebhookDeps, 'secrets' | 'telegramApiRoot'>, bot: WebhookBot): Promise<void> {
  await db.updateTable('bots').set({ telegram_webhook_secret_enc: null }).where('id', '=', bot.id).execute();
  if (bot.telegram_token_enc) await new Api(deps.secrets.decrypt(bot.telegram_token_enc), { apiRoot: deps.telegramApiRoot }).deleteWebhook();
}

/**
 * Takes the webhooks of bots about to be deleted off Telegram, best effort:
 * Telegram would otherwise keep delivering their fans' messages to addresses
 * that answer 401. Outside the deleting transaction, since each is a call to
 * Telegram. `where` narrows the bots (a creator's own, an admin's choice).
 */
export async function unregisterWebhooksBeforeDelete(
  db: Db,
  deps: Pick<TelegramWebhookDeps, 'secrets' | 'telegramApiRoot'>,
  where: { botIds?: readonly string[]; userIds?: readonly string[] },
): Promise<void> {
  if (where.botIds?.length === 0 || where.userIds?.length === 0) return;
  const bots = await db
    .selectFrom('bots')
    .select(['id', 'telegram_token_enc', 'telegram_webhook_secret_enc'])
    .where('telegram_webhook_secret_enc', 'is not', null)
    .$if(where.botIds !== undefined, (q) => q.where('id', 'in', where.botIds ?? []))
    .$if(where.userIds !== undefined, (q) => q.where('user_id', 'in', where.userIds ?? []))
    .execute();
  await Promise.all(bots.map((bot) => unregisterTelegramWebhook(db, deps, bot).catch(() => {})));
}

/** Deploy's half that depends on the mode: a webhook, or none so the runner can poll. */
export async function connectTelegramDelivery(db: Db, deps: TelegramWebhookDeps, bot: WebhookBot): Promise<void> {
  if (deps.telegramMode === 'webhook') await registerTelegramWebhook(db, deps, bot);
  else if (bot.telegram_webhook_secret_enc) await unregisterTelegramWebhook(db, deps, bot);
}

/**
 * At start: every deployed bot is reached the way TELEGRAM_MODE says. In
 * webhook mode each gets its webhook (again); in polling mode each bot that
 * still has one loses it. One bot's failure (a revoked token) is logged and
 * does not stop the others; the next start tries again.
 */
export async function syncTelegramDelivery(db: Db, deps: TelegramWebhookDeps, log: Logger): Promise<{ synced: number; failed: number }> {
  let query = db.selectFrom('bots').select(['id', 'telegram_token_enc', 'telegram_webhook_secret_enc']).where('telegram_token_enc', 'is not', null);
  query = deps.telegramMode === 'webhook' ? query.where('is_deployed', '=', true) : query.where('telegram_webhook_secret_enc', 'is not', null);
  const bots = await query.execute();
  let failed = 0;
  for (const bot of bots) {
    try {
      await connectTelegramDelivery(db, deps, bot);
    } catch (error) {
      failed += 1;
      log.error('Could not set how Telegram reaches a bot', { bot_id: bot.id, mode: deps.telegramMode, error: String(error) });
    }
  }
  return { synced: bots.length - failed, failed };
}

/** Compares Telegram's X-Telegram-Bot-Api-Secret-Token with the bot's secret in constant time. */
export function webhookSecretMatches(secrets: SecretBox, sealed: string | null, given: string | undefined): boolean {
  if (!sealed || !given) return false;
  const expected = Buffer.from(secrets.decrypt(sealed));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
