import { sql } from 'kysely';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogQuery } from '@fanline/core';
import type { AuditDetails, Db } from '@fanline/db';
import type { SessionMeta } from '../sessions';
import { pagination, type Pagination } from './admin-users';

/** Who did it and from where: the signed-in user as they are now, and the request's IP and user agent. */
export interface AuditActor {
  id: string;
  email: string;
  meta: SessionMeta;
}

export interface AuditEvent {
  action: string;
  /** The user the action was about (their email is kept if they are later deleted); null for a failed event's retry. */
  subject?: { id: string; email: string } | null;
  /** Field names with before/after for edits, ids for bulk actions. Never a password or token. */
  details?: AuditDetails;
}

export interface AuditEntry {
  id: number;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  subject_user_id: string | null;
  subject_email: string | null;
  details: AuditDetails;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

const USER_AGENT_MAX = 512;

function rowOf(actor: AuditActor, event: AuditEvent) {
  return {
    actor_id: actor.id,
    actor_email: actor.email,
    subject_user_id: event.subject?.id ?? null,
    subject_email: event.subject?.email ?? null,
    action: event.action,
    details: JSON.stringify(event.details ?? {}),
    ip: actor.meta.ip ?? null,
    user_agent: actor.meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  };
}

/** Appends events to the trail; pass the change's transaction so both commit or neither does. */
export async function recordAudit(db: Db, actor: AuditActor, ...events: AuditEvent[]): Promise<void> {
  if (!events.length) return;
  await db.insertInto('audit_log').values(events.map((event) => rowOf(actor, event))).execute();
}

/**
 * Records `sign_in.<method>` only when this user has no earlier sign-in row
 * from this IP (a missing IP counts as one IP). Two racing first sign-ins
 * from one IP may both be recorded; that errs on the side of the trail.
 */
export async function recordSignInFromNewIp(db: Db, user: { id: string; email: string }, meta: SessionMeta, method: 'password' | 'google'): Promise<boolean> {
  const row = rowOf({ ...user, meta }, { action: `sign_in.${method}`, subject: user, details: { method } });
  const { rows } = await sql<{ id: number }>`
    INSERT INTO audit_log (actor_id, actor_email, subject_user_id, subject_email, action, details, ip, user_agent)
    SELECT ${row.actor_id}::uuid, ${row.actor_email}, ${row.subject_user_id}::uuid, ${row.subject_email}, ${row.action}, ${row.details}::jsonb, ${row.ip}, ${row.user_agent}
    WHERE NOT EXISTS (
      SELECT 1 FROM audit_log WHERE subject_user_id = ${user.id}::uuid AND action LIKE 'sign_in.%' AND ip IS NOT DISTINCT FROM ${row.ip}
    )
    RETURNING id
  `.execute(db);
  return rows.length > 0;
}

function entriesAbout(db: Db, userId: string | undefined) {
  const all = db.selectFrom('audit_log');
  if (!userId) return all;
  return all.where((eb) => eb.or([eb('subject_user_id', '=', userId), eb('actor_id', '=', userId)]));
}

/** GET /admin/audit-log: newest first; with user_id, what that user did and what was done to them. */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<{ entries: AuditEntry[]; pagination: Pagination & { total_entries: number } }> {
  const base = entriesAbout(db, query.user_id);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_LOG_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    entries: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    pagination: { total_entries: total, ...pagination(total, query.page, AUDIT_LOG_PAGE_SIZE) },
  };
}
