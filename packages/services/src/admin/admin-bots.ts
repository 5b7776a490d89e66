import { sql } from 'kysely';
import type { AdminBotBulk, AdminBotsQuery, Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import { notifyBotChange } from '../bot-notifications';
import type { BotDeps } from '../bots/bot-deps';
import { unregisterWebhooksBeforeDelete } from '../channels/telegram/telegram-webhook';
import { applyActivations, lockBotsOf, planActivations } from '../bots/bot-activation';
import { lockUser } from '../users';
import { containsPattern, pagination, type Pagination } from './admin-users';
import { recordAudit, type AuditActor, type AuditEvent } from './audit-log';

/** docs/product.md §14 admin bot row. */
export interface AdminBot {
  id: string;
  name: string;
  is_active: boolean;
  is_deployed: boolean;
  /** The bot's channel: telegram, instagram or whatsapp (the console shows each as such). */
  platform: Platform;
  user_name: string;
  user_email: string;
  /** Fan messages, all time, from the rollups. */
  message_count: number;
  created_at: string;
  last_message_at: string | null;
}

/** GET /admin/bots/paginated: bot name or owner name or email contain the search; newest first. */
export async function listBotsPage(db: Db, query: AdminBotsQuery): Promise<{ bots: AdminBot[]; pagination: Pagination & { total_bots: number } }> {
  let base = db.selectFrom('bots').innerJoin('users', 'users.id', 'bots.user_id');
  if (query.search) {
    const pattern = containsPattern(query.search);
    base = base.where((eb) => eb.or([eb(sql<string>`lower(bots.name)`, 'like', pattern), eb(sql<string>`lower(users.name) || ' ' || lower(users.email)`, 'like', pattern)]));
  }
  if (query.status_filter === 'active') base = base.where('bots.is_active', '=', true);
  if (query.status_filter === 'inactive') base = base.where('bots.is_active', '=', false);
  if (query.status_filter === 'deployed') base = base.where('bots.is_deployed', '=', true);

  const [rows, count] = await Promise.all([
    base
      .select([
        'bots.id',
        'bots.name',
        'bots.is_active',
        'bots.is_deployed',
        'bots.platform',
        'bots.created_at',
        'bots.last_activity_at',
        'users.name as user_name',
        'users.email as user_email',
        (eb) =>
          eb
            .selectFrom('bot_daily_stats')
            .select((s) => s.fn.coalesce(s.fn.sum<number>('fan_messages'), s.lit(0)).as('n'))
            .whereRef('bot_daily_stats.bot_id', '=', 'bots.id')
            .as('message_count'),
      ])
      .orderBy('bots.created_at', 'desc')
      .orderBy('bots.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    bots: rows.map((row) => ({
      id: row.id,
      name: row.name,
      is_active: row.is_active,
      is_deployed: row.is_deployed,
      platform: row.platform,
      user_name: row.user_name,
      user_email: row.user_email,
      message_count: Number(row.message_count ?? 0),
      created_at: row.created_at.toISOString(),
      last_message_at: row.last_activity_at?.toISOString() ?? null,
    })),
    pagination: { total_bots: total, ...pagination(total, query.page, query.page_size) },
  };
}

/** One trail row per owner whose bots changed, naming those bots, so the owner's trail shows it. */
function botEventsByOwner(action: string, owners: { bot_id: string; id: string; email: string }[], changed: string[], actionData: AdminBotBulk['action_data']): AuditEvent[] {
  const byOwner = new Map<string, { subject: { id: string; email: string }; bot_ids: string[] }>();
  for (const owner of owners) {
    if (!changed.includes(owner.bot_id)) continue;
    const entry = byOwner.get(owner.id) ?? { subject: { id: owner.id, email: owner.email }, bot_ids: [] };
    entry.bot_ids.push(owner.bot_id);
    byOwner.set(owner.id, entry);
  }
  const data = Object.keys(actionData).length > 0 ? { action_data: actionData } : {};
  return [...byOwner.values()].map(({ subject, bot_ids }) => ({ action, subject, details: { bot_ids, ...data } }));
}

/**
 * Switches on each owner's bots among `botIds` by the rules the creator's own
 * activation follows (planActivations): a bot without a channel stays off, an
 * Instagram bot goes live on its owner's account only if the plan has
 * Instagram, the account is connected and no other bot of theirs is live
 * there. Owners are locked in one order, so two bulk actions cannot deadlock.
 */
async function activateForOwners(trx: Db, owners: readonly { id: string }[], botIds: readonly string[]): Promise<string[]> {
  const activated: string[] = [];
  for (const ownerId of [...new Set(owners.map((o) => o.id))].sort()) {
    const owner = await lockUser(trx, ownerId);
    if (!owner) continue;
    const plan = await planActivations(trx, owner, await lockBotsOf(trx, ownerId, botIds));
    activated.push(...(await applyActivations(trx, plan)));
  }
  return activated;
}

/** POST /admin/bots/bulk-action: toggle_active (action_data.active, by default true) or delete, on any creator's bots. */
export async function bulkAdminBotAction(
  db: Db,
  deps: Pick<BotDeps, 'secrets' | 'telegramApiRoot'>,
  admin: AuditActor,
  { action, bot_ids, action_data }: AdminBotBulk,
): Promise<{ success: true; message: string; affected: number }> {
  if (action === 'delete') await unregisterWebhooksBeforeDelete(db, deps, { botIds: bot_ids });
  const affected = await db.transaction().execute(async (trx) => {
    const owners = await trx.selectFrom('bots').innerJoin('users', 'users.id', 'bots.user_id').select(['bots.id as bot_id', 'users.id', 'users.email']).where('bots.id', 'in', bot_ids).execute();
    const ids =
      action === 'delete'
        ? (await trx.deleteFrom('bots').where('id', 'in', bot_ids).returning('id').execute()).map((row) => row.id)
        : action_data.active === false
          ? (await trx.updateTable('bots').set({ is_active: false, updated_at: new Date() }).where('id', 'in', bot_ids).returning('id').execute()).map((row) => row.id)
          : await activateForOwners(trx, owners, bot_ids);
    for (const id of ids) await notifyBotChange(trx, id, action === 'delete' ? 'deleted' : 'toggled');
    await recordAudit(trx, admin, ...botEventsByOwner(`bots.bulk.${action}`, owners, ids, action_data));
    return ids.length;
  });
  const verb = action === 'delete' ? 'deleted' : action_data.active === false ? 'deactivated' : 'activated';
  return { success: true, message: `Successfully ${verb} ${affected} ${affected === 1 ? 'bot' : 'bots'}`, affected };
}
