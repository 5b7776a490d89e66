import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAN_EVENT_MAX_ATTEMPTS, FAN_EVENT_TASK, type AuditEntry } from '@fanline/services';
import { signUpCreator, sparkBot, type SignedUpCreator } from './creators';
import { newCreator, startTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: SignedUpCreator;

beforeAll(async () => {
  // Behind a proxy, so each call can say which IP it came from.
  api = await startTestApi({ trustProxy: true });
  admin = await signUpCreator(api, 'spark', { is_admin: true });
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api?.close());

const db = () => api.database.db;
const ADMIN_IP = '203.0.113.7';
const ADMIN_AGENT = 'audit-test/1.0';

/** An HTTP call from a given IP (X-Forwarded-For) with a known user agent. */
async function call(method: string, path: string, body?: unknown, token?: string, ip = ADMIN_IP) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      'user-agent': ADMIN_AGENT,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function trail(query = ''): Promise<AuditEntry[]> {
  const res = await call('GET', `/api/admin/audit-log${query}`, undefined, admin.token);
  expect(res.status).toBe(200);
  return res.body.entries;
}

/** The newest entry with this action about this user. */
async function latest(action: string, subjectId: string | null): Promise<AuditEntry> {
  const entry = (await trail()).find((e) => e.action === action && e.subject_user_id === subjectId);
  expect(entry, `${action} for ${subjectId}`).toBeDefined();
  return entry!;
}

function expectByAdmin(entry: AuditEntry) {
  expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, ip: ADMIN_IP, user_agent: ADMIN_AGENT });
  expect(Date.now() - Date.parse(entry.created_at)).toBeLessThan(60_000);
}

describe('admin actions', () => {
  it('records a user edit with each changed field before and after, and a password reset without the password', async () => {
    const creator = await signUpCreator(api);
    const edit = await call('PUT', `/api/admin/users/${creator.id}`, { plan: 'flow', messages_remaining: 777, name: 'Renamed' }, admin.token);
    expect(edit.status).toBe(200);
    const edited = await latest('user.update', creator.id);
    expectByAdmin(edited);
    expect(edited.subject_email).toBe(creator.email);
    expect(edited.details.changes).toMatchObject({
      plan: { before: 'spark', after: 'flow' },
      messages_remaining: { before: 100, after: 777 },
      bots_limit: { before: 1, after: 35 },
      name: { after: 'Renamed' },
    });

    const reset = await call('POST', `/api/admin/users/${creator.id}/reset-password`, { password: 'a-brand-new-secret' }, admin.token);
    expect(reset.status).toBe(200);
    const entry = await latest('user.reset_password', creator.id);
    expectByAdmin(entry);
    expect(JSON.stringify(entry)).not.toContain('a-brand-new-secret');
  });

  it('records bulk actions on users with their ids, one row per user, and keeps the email when a user is deleted', async () => {
    const [a, b] = [await signUpCreator(api), await signUpCreator(api)];
    const grant = await call('POST', '/api/admin/users/bulk-action?action=grant_voice', { user_ids: [a.id, b.id] }, admin.token);
    expect(grant.body.affected).toBe(2);
    for (const user of [a, b]) {
      const entry = await latest('users.bulk.grant_voice', user.id);
      expectByAdmin(entry);
      expect(entry.details.user_ids).toEqual([a.id, b.id]);
    }

    const removed = await call('POST', '/api/admin/users/bulk-action?action=delete', { user_ids: [b.id] }, admin.token);
    expect(removed.body.affected).toBe(1);
    const entries = (await trail()).filter((e) => e.subject_email === b.email);
    // The user is gone, the trail about them stays, with their email.
    expect(entries.map((e) => e.action)).toEqual(['users.bulk.delete', 'users.bulk.grant_voice']);
    expect(entries.every((e) => e.subject_user_id === null)).toBe(true);
  });

  it('records bulk actions on bots under each owner, with the bot ids', async () => {
    const owner = await signUpCreator(api);
    const bot = await call('POST', '/api/chatbots', sparkBot(), owner.token);
    expect(bot.status).toBe(201);
    const res = await call('POST', '/api/admin/bots/bulk-action?action=delete', { bot_ids: [bot.body.id] }, admin.token);
    expect(res.body.affected).toBe(1);
    const entry = await latest('bots.bulk.delete', owner.id);
    expectByAdmin(entry);
    expect(entry.details.bot_ids).toEqual([bot.body.id]);
  });

  it('records a ticket answer with its status change and reply', async () => {
    const creator = await signUpCreator(api);
    const ticket = await call('POST', '/api/support/tickets', { subject: 'Help', message: 'My bot is quiet.' }, creator.token);
    const res = await call('PATCH', `/api/admin/support/tickets/${ticket.body.id}`, { status: 'resolved', reply: 'Fixed it for you.' }, admin.token);
    expect(res.status).toBe(200);
    const entry = await latest('ticket.reply', creator.id);
    expectByAdmin(entry);
    expect(entry.details).toEqual({ ticket_id: ticket.body.id, reply: 'Fixed it for you.', changes: { status: { before: 'open', after: 'resolved' } } });
  });

  it('records the retry of a failed fan event', async () => {
    const { rows } = await sql<{ id: string }>`
      SELECT (graphile_worker.add_job(identifier => ${FAN_EVENT_TASK}, payload => ${JSON.stringify({ botId: randomUUID() })}::json, max_attempts => ${FAN_EVENT_MAX_ATTEMPTS})).id::text AS id
    `.execute(db());
    const id = rows[0]!.id;
    await sql`SELECT graphile_worker.permanently_fail_jobs(ARRAY[${id}::bigint], 'boom')`.execute(db());
    const res = await call('POST', `/api/admin/failed-events/${id}/retry`, {}, admin.token);
    expect(res.status).toBe(200);
    const entry = await latest('failed_event.retry', null);
    expectByAdmin(entry);
    expect(entry.details.event_id).toBe(id);
    // Not left to run against a bot that does not exist.
    await sql`DELETE FROM graphile_worker._private_jobs WHERE id = ${id}::bigint`.execute(db());
  });
});

describe('sign-ins', () => {
  it('records a sign-in from an IP new for that user, not a repeat from the same IP', async () => {
    const body = newCreator();
    const registered = await call('POST', '/api/auth/register', body, undefined, '198.51.100.1');
    const userId = registered.body.user.id as string;
    const signIn = (ip: string) => call('POST', '/api/auth/login', { email: body.email, password: body.password }, undefined, ip);
    const signIns = async () => (await trail(`?user_id=${userId}`)).filter((e) => e.action === 'sign_in.password');

    expect((await signIn('198.51.100.1')).status).toBe(200);
    expect((await signIn('198.51.100.1')).status).toBe(200);
    expect((await signIns()).map((e) => e.ip)).toEqual(['198.51.100.1']);
    expect((await signIns())[0]).toMatchObject({ actor_id: userId, actor_email: body.email, subject_user_id: userId, user_agent: ADMIN_AGENT, details: { method: 'password' } });

    expect((await signIn('198.51.100.2')).status).toBe(200);
    expect((await signIn('198.51.100.1')).status).toBe(200);
    expect((await signIns()).map((e) => e.ip)).toEqual(['198.51.100.2', '198.51.100.1']);
    // A failed sign-in records nothing.
    expect((await call('POST', '/api/auth/login', { email: body.email, password: 'wrong-password' }, undefined, '198.51.100.3')).status).toBe(401);
    expect(await signIns()).toHaveLength(2);
  });
});

describe('reading the trail', () => {
  it('filters by user (what they did and what was done to them) and pages', async () => {
    const creator = await signUpCreator(api);
    await call('PUT', `/api/admin/users/${creator.id}`, { name: 'Only Mine' }, admin.token);
    const mine = await trail(`?user_id=${creator.id}&page=1`);
    expect(mine.map((e) => e.action)).toEqual(['user.update']);
    const byAdmin = await trail(`?user_id=${admin.id}`);
    expect(byAdmin.length).toBeGreaterThan(1);
    expect(byAdmin.every((e) => e.actor_id === admin.id || e.subject_user_id === admin.id)).toBe(true);

    const page = await call('GET', '/api/admin/audit-log?page=1', undefined, admin.token);
    expect(page.body.pagination).toMatchObject({ has_previous: false, total_pages: 1 });
    expect(page.body.pagination.total_entries).toBe(page.body.entries.length);
    const far = await call('GET', '/api/admin/audit-log?page=9', undefined, admin.token);
    expect(far.body.entries).toEqual([]);
    expect((await call('GET', '/api/admin/audit-log?user_id=not-a-user', undefined, admin.token)).status).toBe(400);
  });

  it('is for administrators only', async () => {
    const creator = await signUpCreator(api);
    expect((await call('GET', '/api/admin/audit-log')).status).toBe(401);
    const forbidden = await call('GET', `/api/admin/audit-log?user_id=${creator.id}`, undefined, creator.token);
    expect(forbidden.status).toBe(403);
    expect((await call('GET', '/trpc/admin.auditLog?input=%7B%7D', undefined, creator.token)).status).toBe(403);
  });
});

describe('append-only', () => {
  it('makes the database refuse UPDATE, DELETE and TRUNCATE', async () => {
    const [entry] = await trail();
    await expect(sql`UPDATE audit_log SET action = 'nothing' WHERE id = ${entry!.id}`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE audit_log SET subject_user_id = NULL WHERE id = ${entry!.id}`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log WHERE id = ${entry!.id}`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(db())).rejects.toThrow(/append-only/);
    expect((await trail())[0]).toEqual(entry);
  });
});
