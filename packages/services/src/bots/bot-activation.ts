import { ACTIVATION_BLOCKED, botLimitProblem, type BulkBotAction } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { notifyBotChange } from '../bot-notifications';
import { AppError } from '../errors';
import { lockUser } from '../users';
import type { BotDeps } from './bot-deps';
import { assertPlanAllows, planHolderOf, storedSettings } from './bot-state';
import { countBots, findOwnedBot, hasPlatformConfig } from './bot-store';
import { toBotView, type BotView } from './bot-view';

/**
 * Sets or flips is_active. Pausing is always allowed; activating needs a
 * Telegram token or an Instagram configuration (docs/product.md §7).
 */
export async function toggleBot(db: Db, userId: string, botId: string, wanted?: boolean): Promise<{ message: string; is_active: boolean }> {
  const bot = await findOwnedBot(db, userId, botId);
  const isActive = wanted ?? !bot.is_active;
  if (isActive && !hasPlatformConfig(bot)) throw new AppError('BAD_REQUEST', ACTIVATION_BLOCKED);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('bots').set({ is_active: isActive, updated_at: new Date() }).where('id', '=', botId).execute();
    await notifyBotChange(trx, botId, 'toggled');
  });
  return { message: isActive ? 'Bot activated' : 'Bot paused', is_active: isActive };
}

/**
 * Copies a bot's settings into a new, undeployed and inactive bot, if the
 * owner's plan allows them today. The Telegram token is not copied: one token
 * can serve only one bot.
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
  return toBotView(row, deps.secrets);
}

export interface BulkResult {
  success: true;
  message: string;
  affected: number;
  skipped: { id: string; name: string; reason: string }[];
}

/**
 * Activates, pauses or deletes several of the user's own bots at once. Ids of
 * other creators' bots (or unknown ids) are ignored, never touched.
 */
export async function bulkBotAction(db: Db, userId: string, { bot_ids, action }: BulkBotAction): Promise<BulkResult> {
  return db.transaction().execute(async (trx) => {
    const bots = await trx
      .selectFrom('bots')
      .select(['id', 'name', 'telegram_token_enc', 'instagram_token_enc'])
      .where('user_id', '=', userId)
      .where('id', 'in', bot_ids)
      .forUpdate()
      .execute();
    const skipped = action === 'activate' ? bots.filter((b) => !hasPlatformConfig(b)).map((b) => ({ id: b.id, name: b.name, reason: ACTIVATION_BLOCKED })) : [];
    const targets = bots.filter((b) => !skipped.some((s) => s.id === b.id)).map((b) => b.id);
    if (targets.length) {
      if (action === 'delete') await trx.deleteFrom('bots').where('id', 'in', targets).execute();
      else await trx.updateTable('bots').set({ is_active: action === 'activate', updated_at: new Date() }).where('id', 'in', targets).execute();
      for (const id of targets) await notifyBotChange(trx, id, action === 'delete' ? 'deleted' : 'toggled');
    }
    const verb = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' }[action];
    return { success: true, message: `${targets.length} ${targets.length === 1 ? 'bot' : 'bots'} ${verb}`, affected: targets.length, skipped };
  });
}
