import { sql } from 'kysely';
import {
  GRANT_VOICE_MESSAGES,
  PLANS,
  type AdminUserBulk,
  type AdminUserUpdate,
  type AdminUsersQuery,
  type PublicUser,
} from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { notifyUsersBots } from '../bot-notifications';
import { AppError } from '../errors';
import { hashPassword } from '../passwords';
import { invalidateUserSessions } from '../sessions';
import { lockUser, toPublicUser } from '../users';
import { recordAudit, type AuditActor } from './audit-log';
import type { BotDeps } from '../bots/bot-deps';
import { unregisterWebhooksBeforeDelete } from '../channels/telegram/telegram-webhook';
import { withdrawVoicesOfDeletedAccounts } from '../voice-clone/voice-clone-withdraw';
import type { VoiceLibrary } from '../voice-clone/voice-library';

/** A user as the console lists them: what they see of themselves, minus their referral code and password flag. */
export type AdminUser = Omit<PublicUser, 'referral_code' | 'has_password'> & { last_login_at: string | null };

export interface Pagination {
  total_pages: number;
  has_next: boolean;
  has_previous: boolean;
}

export function toAdminUser(row: UserRow): AdminUser {
  // The console shows what the user sees of themselves, minus their own referral code and password flag.
  const { referral_code: _code, has_password: _password, ...user } = toPublicUser(row);
  return { ...user, last_login_at: row.last_login_at?.toISOString() ?? null };
}

export function pagination(total: number, page: number, pageSize: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return { total_pages: totalPages, has_next: page < totalPages, has_previous: page > 1 };
}

/** The search term as an ILIKE pattern, with its own wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows matching a search: name or email contain it, any case (a trigram index serves it). */
function matching(db: Db, query: AdminUsersQuery) {
  let base = db.selectFrom('users');
  if (query.search) base = base.where(sql<string>`lower(name) || ' ' || lower(email)`, 'like', containsPattern(query.search));
  if (query.plan_filter !== 'all') base = base.where('plan', '=', query.plan_filter);
  return base;
}

/** A search counts its matches only this far: "1,000+" is all an admin needs, and exact counts of common words cost seconds. */
export const SEARCH_COUNT_CAP = 1000;

/**
 * GET /admin/users/paginated, newest first. Without a search the total comes
 * from the per-plan counters, so paging a million users counts nothing. With
 * one, matches are counted up to SEARCH_COUNT_CAP (and `total_capped` says
 * so), which keeps a surname shared by thousands as fast as a full email.
 */
export async function listUsersPage(
  db: Db,
  query: AdminUsersQuery,
): Promise<{ users: AdminUser[]; pagination: Pagination & { total_users: number; total_capped: boolean } }> {
  const rowsQuery = matching(db, query)
    .selectAll()
    .select((eb) =>
      eb.exists(eb.selectFrom('voice_clones').select(sql.lit(1).as('one')).whereRef('voice_clones.user_id', '=', 'users.id').where('voice_clones.status', '=', 'ready')).as('has_voice_clone'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .execute();
  const countQuery = query.search
    ? db
        .selectFrom(matching(db, query).select(sql.lit(1).as('one')).limit(SEARCH_COUNT_CAP + 1).as('m'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    : db
        .selectFrom('user_plan_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('users'), eb.lit(0)).as('n'))
        .$if(query.plan_filter !== 'all', (q) => q.where('plan', '=', query.plan_filter))
        .executeTakeFirstOrThrow();
  const [rows, count] = await Promise.all([rowsQuery, countQuery]);
  const capped = Boolean(query.search) && Number(count.n) > SEARCH_COUNT_CAP;
  const total = capped ? SEARCH_COUNT_CAP : Number(count.n);
  return { users: rows.map((row) => ({ ...toAdminUser(row), has_voice_clone: row.has_voice_clone })), pagination: { total_users: total, total_capped: capped, ...pagination(total, query.page, query.page_size) } };
}

/** Stops a user's bots on every runner (they re-read the owner's state) and ends their sessions. */
async function shutOut(trx: Db, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  for (const userId of userIds) await invalidateUserSessions(trx, userId);
  await notifyUsersBots(trx, userIds, 'toggled');
}

/** The edited fields whose value changed, each with its value before and after (for the audit trail). */
function changesBetween(before: UserRow, after: UserRow, fields: string[]): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields as (keyof UserRow)[]) {
    if (before[field] !== after[field]) changes[field] = { before: before[field], after: after[field] };
  }
  return changes;
}

/**
 * PUT /admin/users/{id}. A plan change also sets that plan's bots limit when
 * no limit is given. Deactivating ends the user's sessions and stops their
 * bots within seconds (runners are notified); an admin cannot deactivate
 * themselves.
 */
export async function updateUserAsAdmin(db: Db, admin: AuditActor, userId: string, patch: AdminUserUpdate): Promise<AdminUser> {
  if (userId === admin.id && patch.is_active === false) throw new AppError('BAD_REQUEST', 'You cannot deactivate your own account', [{ field: 'is_active', message: 'You cannot deactivate your own account' }]);
  return db.transaction().execute(async (trx) => {
    const current = await lockUser(trx, userId);
    if (!current) throw new AppError('NOT_FOUND', 'User not found');
    const set = { ...patch, ...(patch.plan && patch.bots_limit === undefined && !current.is_admin && { bots_limit: PLANS[patch.plan].bots }) };
    const updated = Object.keys(set).length
      ? await trx.updateTable('users').set({ ...set, updated_at: new Date() }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow()
      : current;
    if (current.is_active !== updated.is_active) {
      if (!updated.is_active) await shutOut(trx, [userId]);
      else await notifyUsersBots(trx, [userId], 'toggled');
    }
    await recordAudit(trx, admin, { action: 'user.update', subject: current, details: { changes: changesBetween(current, updated, Object.keys(set)) } });
    return toAdminUser(updated);
  });
}

/** POST /admin/users/{id}/reset-password: sets it and signs the user out everywhere. The trail records that it was reset, never the password. */
export async function resetPasswordAsAdmin(db: Db, admin: AuditActor, userId: string, password: string): Promise<{ success: true; message: string }> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).returning(['id', 'email']).executeTakeFirst();
    if (!updated) throw new AppError('NOT_FOUND', 'User not found');
    await invalidateUserSessions(trx, userId);
    await recordAudit(trx, admin, { action: 'user.reset_password', subject: updated });
  });
  return { success: true, message: 'Password reset successfully' };
}

/**
 * POST /admin/users/bulk-action: grant_voice (the voice upgrade with 20,000
 * voice messages, or action_data.voice_messages), toggle_active (active, by
 * default false) or delete (with their bots, conversations and data). The
 * acting admin is never deactivated or deleted by their own bulk action.
 */
export async function bulkUserAction(
  db: Db,
  deps: Pick<BotDeps, 'secrets' | 'telegramApiRoot'> & { voiceLibrary?: VoiceLibrary | null },
  admin: AuditActor,
  { action, user_ids, action_data }: AdminUserBulk,
): Promise<{ success: true; message: string; affected: number }> {
  const ids = user_ids.filter((id) => action === 'grant_voice' || id !== admin.id);
  if (action === 'delete') await unregisterWebhooksBeforeDelete(db, deps, { userIds: ids });
  // A deleted account's cloned voice is withdrawn and deleted at ElevenLabs; its consent record stays.
  if (action === 'delete') await withdrawVoicesOfDeletedAccounts(db, deps.voiceLibrary ?? null, ids);
  const affected = await db.transaction().execute(async (trx) => {
    if (!ids.length) return 0;
    const changed = await applyBulkUserAction(trx, ids, action, action_data);
    // One row per user it changed, so each user's trail shows it; all share the bulk's ids. Written before a delete, whose cascade keeps them (the id becomes NULL, the email stays).
    const details = { user_ids: ids, ...(Object.keys(action_data).length > 0 && { action_data }) };
    await recordAudit(trx, admin, ...changed.map((subject) => ({ action: `users.bulk.${action}`, subject, details })));
    if (action === 'delete' && changed.length) await trx.deleteFrom('users').where('id', 'in', changed.map((u) => u.id)).execute();
    return changed.length;
  });
  const verb = { grant_voice: 'granted voice to', toggle_active: action_data.active ? 'activated' : 'deactivated', delete: 'deleted' }[action];
  return { success: true, message: `Successfully ${verb} ${affected} ${affected === 1 ? 'user' : 'users'}`, affected };
}

/** The users the action changes (for a delete, the ones to delete: the caller deletes them once the trail has them). */
async function applyBulkUserAction(trx: Db, ids: string[], action: AdminUserBulk['action'], action_data: AdminUserBulk['action_data']): Promise<{ id: string; email: string }[]> {
  if (action === 'grant_voice') {
    return trx
      .updateTable('users')
      .set({
        has_voice_upgrade: true,
        // A grant tops the balance up; it never takes away voice credits the user already has (a bought pack).
        voice_messages_remaining: sql<number>`greatest(voice_messages_remaining, ${action_data.voice_messages ?? GRANT_VOICE_MESSAGES})`,
        updated_at: new Date(),
      })
      .where('id', 'in', ids)
      .returning(['id', 'email'])
      .execute();
  }
  if (action === 'toggle_active') {
    const active = action_data.active ?? false;
    const rows = await trx.updateTable('users').set({ is_active: active, updated_at: new Date() }).where('id', 'in', ids).returning(['id', 'email']).execute();
    const changed = rows.map((r) => r.id);
    if (!active) await shutOut(trx, changed);
    else await notifyUsersBots(trx, changed, 'toggled');
    return rows;
  }
  // Told before the delete, while the bots can still be found by their owner.
  const rows = await trx.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).forUpdate().execute();
  await notifyUsersBots(trx, rows.map((r) => r.id), 'deleted');
  return rows;
}
