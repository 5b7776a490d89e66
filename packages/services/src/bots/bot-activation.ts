import {
  ACTIVATION_BLOCKED,
  answersThroughAccount,
  botLimitProblem,
  channelNeedsPlan,
  planAllows,
  WHATSAPP_ACTIVATION_BLOCKED,
  type AccountChannel,
  type BulkBotAction,
} from '@fanline/core';
import type { BotRow, Db, UserRow } from '@fanline/db';
import { notifyBotChange } from '../bot-notifications';
import { unregisterWebhooksBeforeDelete } from '../channels/telegram/telegram-webhook';
import { AppError, type AppErrorCode } from '../errors';
import { lockUser } from '../users';
import { assertVoiceUsable } from '../voice-clone/voice-clone-read';
import { viewOf } from './bot-crud';
import type { BotDeps } from './bot-deps';
import { assertPlanAllows, planHolderOf, storedSettings } from './bot-state';
import { whatsappNumberOf } from '../channels/whatsapp/whatsapp-number';
import { countBots, findOwnedBot, hasPlatformConfig, instagramLinkOf } from './bot-store';
import type { BotView } from './bot-view';

/** Each account channel's words: the account as the creator knows it, and the message when none is connected. */
const ACCOUNTS: Record<AccountChannel, { busy: (liveBotName: string) => string; missing: string; linked: (db: Db, userId: string) => Promise<unknown> }> = {
  // Issue #17: one Instagram account answers for one bot at a time.
  instagram: { busy: (name) => `Your Instagram account already answers for ${name}. Pause it first.`, missing: ACTIVATION_BLOCKED, linked: instagramLinkOf },
  // Issue #38: one WhatsApp number answers for one bot at a time.
  whatsapp: { busy: (name) => `Your WhatsApp number already answers for ${name}. Pause it first.`, missing: WHATSAPP_ACTIVATION_BLOCKED, linked: whatsappNumberOf },
};

interface Refusal {
  code: AppErrorCode;
  message: string;
}

/**
 * Who may go live on the creator's account for this channel (their Instagram
 * account, their WhatsApp number), read under the lock on the creator (so two
 * activations cannot both pass). Such a bot is live while it is deployed and
 * active and the account's token works; activating one needs the channel in
 * the plan (admins pass), a connected account (the §7 message otherwise), and
 * no other live bot of the creator on it (409 naming it). A failed token does
 * not block activation: the bot shows why it needs attention and answers
 * again once the creator reconnects.
 */
async function accountActivation(trx: Db, owner: UserRow, channel: AccountChannel) {
  const words = ACCOUNTS[channel];
  const account = await words.linked(trx, owner.id);
  let live = await trx
    .selectFrom('bots')
    .select(['id', 'name'])
    .where('user_id', '=', owner.id)
    .where('platform', '=', channel)
    .where('is_deployed', '=', true)
    .where('is_active', '=', true)
    .orderBy('deployed_at', 'desc')
    .execute();
  return {
    refusal(botId: string): Refusal | null {
      if (!planAllows(owner, 'platforms', channel)) return { code: 'FORBIDDEN', message: channelNeedsPlan(channel) };
      if (!account) return { code: 'BAD_REQUEST', message: words.missing };
      const other = live.find((bot) => bot.id !== botId);
      return other ? { code: 'CONFLICT', message: words.busy(other.name) } : null;
    },
    activated(bot: { id: string; name: string }) {
      live = [bot];
    },
  };
}

/**
 * Going live on the creator's account: deployed (messages to the account are
 * routed to the bot deployed last, instagramBotFor and whatsappBotFor) and
 * active. There is no separate deploy step; pausing keeps the bot deployed
 * but inactive, as on Telegram, so isAnswering holds only while it is active
 * (and its account works).
 */
function goLiveOnAccount(now: Date) {
  return { is_active: true, is_deployed: true, deployed_at: now, attention_reason: null, updated_at: now };
}

/**
 * Sets or flips is_active. Pausing is always allowed; activating needs a
 * Telegram token or an Instagram configuration (docs/product.md §7), and an
 * Instagram bot goes live on its creator's account (see instagramActivation).
 */
export async function toggleBot(db: Db, userId: string, botId: string, wanted?: boolean): Promise<{ message: string; is_active: boolean }> {
  const bot = await findOwnedBot(db, userId, botId);
  const isActive = wanted ?? !bot.is_active;
  if (answersThroughAccount(bot.platform)) {
    await toggleAccountBot(db, bot, bot.platform, isActive);
  } else {
    if (isActive && !hasPlatformConfig(bot)) throw new AppError('BAD_REQUEST', ACTIVATION_BLOCKED);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('bots').set({ is_active: isActive, updated_at: new Date() }).where('id', '=', botId).execute();
      await notifyBotChange(trx, botId, 'toggled');
    });
  }
  return { message: isActive ? 'Bot activated' : 'Bot paused', is_active: isActive };
}

async function toggleAccountBot(db: Db, bot: BotRow, channel: AccountChannel, isActive: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isActive) {
      const owner = await lockUser(trx, bot.user_id);
      if (!owner) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
      const refusal = (await accountActivation(trx, owner, channel)).refusal(bot.id);
      if (refusal) throw new AppError(refusal.code, refusal.message);
    }
    await trx
      .updateTable('bots')
      .set(isActive ? goLiveOnAccount(new Date()) : { is_active: false, updated_at: new Date() })
      .where('id', '=', bot.id)
      .execute();
    await notifyBotChange(trx, bot.id, 'toggled');
  });
}

/**
 * Copies a bot's settings into a new, undeployed and inactive bot, if the
 * owner's plan allows them today. The Telegram token is not copied: one token
 * can serve only one bot. Its voice is checked as a save checks it
 * (assertVoiceUsable): a cloned voice withdrawn since the source was read is
 * refused, and one still ready is locked until the copy is in, so a
 * withdrawal moves the copy too.
 */
export async function duplicateBot(db: Db, deps: Pick<BotDeps, 'secrets'>, user: UserRow, botId: string): Promise<BotView> {
  const source = await findOwnedBot(db, user.id, botId);
  const row = await db.transaction().execute(async (trx) => {
    // Locked so concurrent creates cannot overshoot bots_limit.
    const owner = await lockUser(trx, user.id);
    if (!owner) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    const limit = botLimitProblem(planHolderOf(owner), await countBots(trx, user.id));
    if (limit) throw new AppError('FORBIDDEN', limit);
    // The source may predate a downgrade; a copy is a new bot and must fit today's plan.
    assertPlanAllows(owner, storedSettings(source));
    await assertVoiceUsable(trx, user.id, source.voice_id);
    const { id: _id, created_at: _created, updated_at: _updated, ...settings } = source;
    return trx
      .insertInto('bots')
      .values({
        ...settings,
        name: `${source.name} (Copy)`.slice(0, 100),
        telegram_token_enc: null,
        telegram_token_digest: null,
        telegram_token_hint: null,
        is_active: false,
        is_deployed: false,
        bot_username: null,
        telegram_bot_id: null,
        deployed_at: null,
        attention_reason: null,
        last_activity_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return viewOf(db, deps.secrets, row);
}

type ActivationCandidate = Pick<BotRow, 'id' | 'name' | 'platform' | 'telegram_token_enc' | 'instagram_token_enc'>;

/** The owner's bots among these ids, locked, in the order the ids were given; other ids are left out. */
export async function lockBotsOf(trx: Db, userId: string, botIds: readonly string[]): Promise<ActivationCandidate[]> {
  const rows = await trx
    .selectFrom('bots')
    .select(['id', 'name', 'platform', 'telegram_token_enc', 'instagram_token_enc'])
    .where('user_id', '=', userId)
    .where('id', 'in', botIds)
    // In one order, so two bulk actions over the same bots cannot deadlock.
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.sort((a, b) => botIds.indexOf(a.id) - botIds.indexOf(b.id));
}

export interface ActivationPlan {
  /** Bots to switch on (Telegram). */
  targets: string[];
  /** Bots to put live on the owner's account (Instagram, WhatsApp). */
  accountTargets: string[];
  skipped: BulkResult['skipped'];
}

/**
 * Which of one owner's bots may be switched on, by the rules toggleBot
 * applies, in the order given: a bot without a channel is skipped with the §7
 * message, and of several bots on one account channel only the first can go
 * live. The caller holds the lock on the owner (lockUser), so account
 * activations are one at a time. Used by the creator's bulk action and the
 * admin console's.
 */
export async function planActivations(trx: Db, owner: UserRow, bots: readonly ActivationCandidate[]): Promise<ActivationPlan> {
  const plan: ActivationPlan = { targets: [], accountTargets: [], skipped: [] };
  const accounts = new Map<AccountChannel, Awaited<ReturnType<typeof accountActivation>>>();
  for (const bot of bots) {
    const { platform } = bot;
    let account: Awaited<ReturnType<typeof accountActivation>> | undefined;
    if (answersThroughAccount(platform)) {
      account = accounts.get(platform) ?? (await accountActivation(trx, owner, platform));
      accounts.set(platform, account);
    }
    const refusal: Refusal | null = account ? account.refusal(bot.id) : hasPlatformConfig(bot) ? null : { code: 'BAD_REQUEST', message: ACTIVATION_BLOCKED };
    if (refusal) {
      plan.skipped.push({ id: bot.id, name: bot.name, reason: refusal.message });
    } else if (account) {
      account.activated(bot);
      plan.accountTargets.push(bot.id);
    } else {
      plan.targets.push(bot.id);
    }
  }
  return plan;
}

/** Switches on what planActivations allowed; returns the ids switched on. */
export async function applyActivations(trx: Db, plan: ActivationPlan): Promise<string[]> {
  if (plan.targets.length) await trx.updateTable('bots').set({ is_active: true, updated_at: new Date() }).where('id', 'in', plan.targets).execute();
  if (plan.accountTargets.length) await trx.updateTable('bots').set(goLiveOnAccount(new Date())).where('id', 'in', plan.accountTargets).execute();
  return [...plan.targets, ...plan.accountTargets];
}

export interface BulkResult {
  success: true;
  message: string;
  affected: number;
  skipped: { id: string; name: string; reason: string }[];
}

/**
 * Activates, pauses or deletes several of the user's own bots at once. Ids of
 * other creators' bots (or unknown ids) are ignored, never touched. Bots that
 * cannot be activated are skipped with the reason toggleBot would give; of
 * several bots on one account channel only the first (in the order asked) can go live.
 */
export async function bulkBotAction(db: Db, deps: Pick<BotDeps, 'secrets' | 'telegramApiRoot'>, userId: string, { bot_ids, action }: BulkBotAction): Promise<BulkResult> {
  if (action === 'delete') await unregisterWebhooksBeforeDelete(db, deps, { botIds: bot_ids, userIds: [userId] });
  return db.transaction().execute(async (trx) => {
    // Locked before the bots, in the order toggleBot locks them, so account activations are one at a time.
    const owner = action === 'activate' ? await lockUser(trx, userId) : undefined;
    const bots = await lockBotsOf(trx, userId, bot_ids);
    let affected: string[];
    let skipped: BulkResult['skipped'] = [];
    if (action === 'activate') {
      if (!owner) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
      const plan = await planActivations(trx, owner, bots);
      skipped = plan.skipped;
      affected = await applyActivations(trx, plan);
    } else {
      affected = bots.map((b) => b.id);
      if (affected.length) {
        if (action === 'delete') await trx.deleteFrom('bots').where('id', 'in', affected).execute();
        else await trx.updateTable('bots').set({ is_active: false, updated_at: new Date() }).where('id', 'in', affected).execute();
      }
    }
    for (const id of affected) await notifyBotChange(trx, id, action === 'delete' ? 'deleted' : 'toggled');
    const verb = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' }[action];
    return { success: true, message: `${affected.length} ${affected.length === 1 ? 'bot' : 'bots'} ${verb}`, affected: affected.length, skipped };
  });
}
