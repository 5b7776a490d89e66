import { answersThroughAccount, botLimitProblem, type BotPatch } from '@fanline/core';
import type { BotRow, Db, UserRow } from '@fanline/db';
import { sql } from 'kysely';
import { notifyBotChange } from '../bot-notifications';
import { AppError } from '../errors';
import { lockUser } from '../users';
import type { BotDeps } from './bot-deps';
import { secretColumnsOf } from './bot-secrets';
import { assertBotAllowed, mergeSettings, planHolderOf } from './bot-state';
import { whatsappNumberOf } from '../channels/whatsapp/whatsapp-number';
import { BOT_NOT_FOUND, countBots, findOwnedBot, hasPlatformConfig, instagramLinkOf, rethrowTokenConflict, type AccountLinks } from './bot-store';
import { toBotView, type BotView } from './bot-view';
import { unregisterTelegramWebhook, unregisterWebhooksBeforeDelete } from '../channels/telegram/telegram-webhook';
import { assertVoiceUsable } from '../voice-clone/voice-clone-read';

/** The creator's connected accounts, each read only when one of these bots is on its channel (the view needs it there). */
export async function accountLinksFor(db: Db, userId: string, bots: readonly Pick<BotRow, 'platform'>[]): Promise<AccountLinks> {
  const on = (platform: string) => bots.some((bot) => bot.platform === platform);
  const [instagram, whatsapp] = await Promise.all([
    on('instagram') ? instagramLinkOf(db, userId) : null,
    on('whatsapp') ? whatsappNumberOf(db, userId) : null,
  ]);
  return {
    instagram: instagram && { name: instagram.username, token_error: instagram.token_error },
    whatsapp: whatsapp && { name: whatsapp.display_phone_number, token_error: whatsapp.token_error },
  };
}

/**
 * An Instagram bot holds no Telegram token: the token would let the runners
 * poll it on Telegram as well (they lease every deployed bot with one), and
 * one token serves one bot. Switching a bot to Instagram forgets its token.
 */
const NO_TELEGRAM_TOKEN = { telegram_token_enc: null, telegram_token_digest: null, telegram_token_hint: null };

function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The creator's bots, newest first, with today's messages and revenue (UTC day). */
export async function listBots(db: Db, deps: Pick<BotDeps, 'secrets'>, userId: string): Promise<BotView[]> {
  const today = startOfUtcDay();
  const rows = await db
    .selectFrom('bots')
    .selectAll('bots')
    .select((eb) => [
      eb
        .selectFrom('usage_debits')
        .select((d) => d.fn.countAll<number>().as('n'))
        .whereRef('usage_debits.bot_id', '=', 'bots.id')
        .where('usage_debits.user_id', '=', userId)
        .where('usage_debits.created_at', '>=', today)
        .where('usage_debits.kind', '=', 'message')
        .as('messages_today'),
      eb
        .selectFrom('fan_payments')
        .select(sql<number>`coalesce(sum(amount_usd), 0)`.as('sum'))
        .whereRef('fan_payments.bot_id', '=', 'bots.id')
        .where('fan_payments.created_at', '>=', today)
        .where('fan_payments.status', '=', 'paid')
        .as('revenue_today'),
      eb
        .selectFrom('crisis_referrals')
        .select(sql<number>`count(DISTINCT fan_id)::int`.as('n'))
        .whereRef('crisis_referrals.bot_id', '=', 'bots.id')
        .where('crisis_referrals.created_at', '>', sql<Date>`now() - interval '30 days'`)
        .as('crisis_flags_30d'),
    ])
    .where('bots.user_id', '=', userId)
    .orderBy('bots.created_at', 'desc')
    .execute();
  const accounts = await accountLinksFor(db, userId, rows);
  return rows.map(({ messages_today, revenue_today, crisis_flags_30d, ...row }) =>
    toBotView(
      row,
      deps.secrets,
      {
        messages_today: Number(messages_today ?? 0),
        revenue_today: Number(revenue_today ?? 0),
        crisis_flags_30d: Number(crisis_flags_30d ?? 0),
      },
      accounts,
    ),
  );
}

/** A bot's view with its creator's account when it is on an account channel. */
export async function viewOf(db: Db, secrets: BotDeps['secrets'], row: BotRow): Promise<BotView> {
  return toBotView(row, secrets, undefined, await accountLinksFor(db, row.user_id, [row]));
}

export async function getBot(db: Db, deps: Pick<BotDeps, 'secrets'>, userId: string, botId: string): Promise<BotView> {
  return viewOf(db, deps.secrets, await findOwnedBot(db, userId, botId));
}

/** Creates a bot after the §5 rules, the plan gates and bots_limit (checked under a lock on the user). */
export async function createBot(db: Db, deps: Pick<BotDeps, 'secrets'>, user: UserRow, patch: BotPatch): Promise<BotView> {
  const settings = mergeSettings(null, patch);
  assertBotAllowed(user, null, patch, settings);
  const row = await db
    .transaction()
    .execute(async (trx) => {
      // Locked so concurrent creates cannot overshoot bots_limit.
      const owner = await lockUser(trx, user.id);
      if (!owner) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
      const limit = botLimitProblem(planHolderOf(owner), await countBots(trx, user.id));
      if (limit) throw new AppError('FORBIDDEN', limit);
      await assertVoiceUsable(trx, user.id, settings.voice_id);
      const secrets = secretColumnsOf(patch, deps.secrets);
      return trx
        .insertInto('bots')
        .values({ ...settings, ...secrets, ...(answersThroughAccount(settings.platform) ? NO_TELEGRAM_TOKEN : {}), user_id: user.id })
        .returningAll()
        .executeTakeFirstOrThrow();
    })
    .catch(rethrowTokenConflict);
  return viewOf(db, deps.secrets, row);
}

/**
 * Updates the fields the patch carries; secrets left out stay as stored. A new
 * Telegram token takes the bot off Telegram until it is deployed again, since
 * the old username no longer applies. A change of channel takes the bot off
 * its old channel and pauses it, to be activated (or deployed) on the new one;
 * on Instagram it keeps no Telegram token. Every update notifies the runners, a
 * price or offer change included, so their 2 s bot cache never sells an old offer.
 */
export async function updateBot(db: Db, deps: Pick<BotDeps, 'secrets' | 'telegramApiRoot'>, user: UserRow, botId: string, patch: BotPatch): Promise<BotView> {
  const stored = await findOwnedBot(db, user.id, botId);
  const settings = mergeSettings(stored, patch);
  assertBotAllowed(user, stored, patch, settings);
  const voiceChosen = settings.voice_id !== stored.voice_id;
  const secrets = { ...secretColumnsOf(patch, deps.secrets), ...(answersThroughAccount(settings.platform) ? NO_TELEGRAM_TOKEN : {}) };
  const tokenChanged = 'telegram_token_digest' in secrets && secrets.telegram_token_digest !== stored.telegram_token_digest;
  const platformChanged = settings.platform !== stored.platform;
  const next = { ...stored, ...secrets, platform: settings.platform };
  const offChannel = { is_deployed: false, bot_username: null, telegram_bot_id: null, deployed_at: null };

  const row = await db
    .transaction()
    .execute(async (trx) => {
      if (voiceChosen) await assertVoiceUsable(trx, user.id, settings.voice_id);
      const updated = await trx
        .updateTable('bots')
        .set({
          ...settings,
          ...secrets,
          // A voice chosen again ends the card's note that the creator's own voice was withdrawn.
          ...(voiceChosen ? { voice_withdrawn_at: null } : {}),
          // On an account channel (Instagram, WhatsApp) a Telegram token never decided where the bot answers.
          ...(tokenChanged && !answersThroughAccount(next.platform) ? offChannel : {}),
          ...(platformChanged ? { ...offChannel, is_active: false, attention_reason: null } : {}),
          // Such a bot's configuration is its creator's account, which no bot edit changes.
          ...(answersThroughAccount(next.platform) || hasPlatformConfig(next) ? {} : { is_active: false }),
          updated_at: new Date(),
        })
        .where('id', '=', botId)
        .where('user_id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await notifyBotChange(trx, botId, platformChanged ? 'undeployed' : tokenChanged ? 'token_changed' : 'updated');
      return updated;
    })
    .catch(rethrowTokenConflict);
  // The old token's webhook would keep calling (and getting 401): its secret goes and Telegram is told, best effort.
  if ((tokenChanged || platformChanged) && stored.telegram_webhook_secret_enc) {
    await unregisterTelegramWebhook(db, deps, stored).catch(() => {});
    row.telegram_webhook_secret_enc = null;
  }
  return viewOf(db, deps.secrets, row);
}

/**
 * Deletes the bot with its fans, conversations, messages and payments (ON
 * DELETE CASCADE). A bot with a Telegram webhook has it removed first, best
 * effort, as undeploy does: Telegram would otherwise keep delivering its
 * fans' messages to an address that no longer takes them.
 */
export async function deleteBot(db: Db, deps: Pick<BotDeps, 'secrets' | 'telegramApiRoot'>, userId: string, botId: string): Promise<{ success: true; message: string }> {
  // Only the owner's bot: another creator's id answers 404 below and its webhook stays.
  await unregisterWebhooksBeforeDelete(db, deps, { botIds: [botId], userIds: [userId] });
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('bots').where('id', '=', botId).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!deleted) throw new AppError('NOT_FOUND', BOT_NOT_FOUND);
    await notifyBotChange(trx, botId, 'deleted');
  });
  return { success: true, message: 'Bot deleted' };
}
