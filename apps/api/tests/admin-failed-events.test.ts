import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InboundEvent } from '@fanline/core';
import { FAN_EVENT_MAX_ATTEMPTS, FAN_EVENT_TASK } from '@fanline/services';
import { signUpCreator, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: SignedUpCreator;
let creator: SignedUpCreator;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signUpCreator(api, 'spark', { is_admin: true });
  creator = await signUpCreator(api, 'nexus');
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api?.close());

const db = () => api.database.db;
const SECRET_TEXT = 'a fan message the console must never show';

interface JobRow {
  id: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date;
}

function fanEvent(botId: string): InboundEvent {
  return {
    kind: 'text',
    botId,
    eventId: String(Math.floor(Math.random() * 1e9)),
    fan: { channel: 'telegram', externalUserId: '4242', username: null, firstName: 'Fan', languageCode: 'en' },
    text: SECRET_TEXT,
  };
}

/** Queues a fan event as the webhook would (graphile_worker.add_job) and returns its job id. */
async function queueEvent(botId: string = randomUUID()): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    SELECT (graphile_worker.add_job(
      identifier => ${FAN_EVENT_TASK},
      payload => ${JSON.stringify(fanEvent(botId))}::json,
      max_attempts => ${FAN_EVENT_MAX_ATTEMPTS}
    )).id::text AS id
  `.execute(db());
  return rows[0]!.id;
}

/** A fan event that used up its tries, as graphile-worker leaves it. */
async function failedEvent(error: string, botId?: string): Promise<string> {
  const id = await queueEvent(botId);
  await sql`SELECT graphile_worker.permanently_fail_jobs(ARRAY[${id}::bigint], ${error})`.execute(db());
  return id;
}

async function job(id: string): Promise<JobRow | undefined> {
  const { rows } = await sql<JobRow>`
    SELECT id::text AS id, attempts, max_attempts, last_error, run_at FROM graphile_worker._private_jobs WHERE id = ${id}::bigint
  `.execute(db());
  return rows[0];
}

async function allJobs() {
  const { rows } = await sql`SELECT * FROM graphile_worker._private_jobs ORDER BY id`.execute(db());
  return rows;
}

const listed = async () => (await api.http.get<{ id: string }[]>('/api/admin/failed-events', admin.token)).body.map((event) => event.id);

describe('failed fan events in the admin console', () => {
  it('are for administrators only: 401 without a session, 403 to a creator, and nothing changes', async () => {
    const id = await failedEvent('boom');
    const before = await allJobs();
    for (const token of [undefined, creator.token]) {
      const list = await api.http.get('/api/admin/failed-events', token);
      const retry = await api.http.post(`/api/admin/failed-events/${id}/retry`, {}, token);
      const status = token ? 403 : 401;
      expect([list.status, retry.status]).toEqual([status, status]);
      if (token) expect([list.body.detail, retry.body.detail]).toEqual(['Administrator access required', 'Administrator access required']);
    }
    const trpc = await api.http.post('/trpc/admin.retryFailedEvent', { id }, creator.token);
    expect(trpc.status).toBe(403);
    expect(await allJobs()).toEqual(before);
  });

  it('lists events that used up their tries, newest first, with the last error and without the message text', async () => {
    const botId = randomUUID();
    const older = await failedEvent('first failure', botId);
    const newer = await failedEvent('boom', botId);
    const stillTrying = await queueEvent(botId);

    const res = await api.http.get('/api/admin/failed-events', admin.token);
    expect(res.status).toBe(200);
    const ids = res.body.map((event: { id: string }) => event.id);
    expect(ids).not.toContain(stillTrying);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(res.body.find((event: { id: string }) => event.id === newer)).toEqual({
      id: newer,
      bot_id: botId,
      // No bot has this id (a deleted bot's events outlive it): the card shows the id instead of a name.
      bot_name: null,
      channel: 'telegram',
      kind: 'text',
      attempts: FAN_EVENT_MAX_ATTEMPTS,
      last_error: 'boom',
      created_at: expect.any(String),
      failed_at: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(SECRET_TEXT);
  });

  it('retries an event with fresh tries: it runs again now and is no longer listed', async () => {
    const id = await failedEvent('boom');
    expect(await listed()).toContain(id);

    const res = await api.http.post(`/api/admin/failed-events/${id}/retry`, {}, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Event queued again' });
    const row = await job(id);
    expect(row).toMatchObject({ attempts: 0, max_attempts: FAN_EVENT_MAX_ATTEMPTS });
    expect(row!.run_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await listed()).not.toContain(id);

    // Once retried it is not a failed event any more: a second retry is a miss.
    expect((await api.http.post(`/api/admin/failed-events/${id}/retry`, {}, admin.token)).status).toBe(404);
  });

  it('retries once when two admins press Retry at the same moment: one 200, one 404, one audit entry', async () => {
    const id = await failedEvent('boom');
    // Both requests are let in while the job row is held, so both have read it before either retries.
    let both: Promise<number[]> | undefined;
    await db().transaction().execute(async (trx) => {
      await sql`SELECT id FROM graphile_worker._private_jobs WHERE id = ${id}::bigint FOR UPDATE`.execute(trx);
      both = Promise.all([1, 2].map(() => api.http.post(`/api/admin/failed-events/${id}/retry`, {}, admin.token).then((res) => res.status)));
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect((await both!).sort()).toEqual([200, 404]);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM audit_log WHERE action = 'failed_event.retry' AND details->>'event_id' = ${id}
    `.execute(db());
    expect(rows[0]!.n).toBe(1);
  });

  it('answers 404 for an id that names no failed event (unknown, or a job still being tried), changing nothing', async () => {
    await failedEvent('boom');
    const stillTrying = await queueEvent();
    const before = await allJobs();
    for (const id of ['987654321', stillTrying, '9223372036854775807']) {
      const res = await api.http.post(`/api/admin/failed-events/${id}/retry`, {}, admin.token);
      expect(res.status, id).toBe(404);
      expect(res.body.detail).toBe('Failed event not found: it may have been retried already');
    }
    const trpc = await api.http.post('/trpc/admin.retryFailedEvent', { id: '987654321' }, admin.token);
    expect(trpc.status).toBe(404);
    expect(trpc.body.error.message).toBe('Failed event not found: it may have been retried already');
    expect(await allJobs()).toEqual(before);
  });

  it('refuses an id that is not a job id with a 400 naming the field', async () => {
    const before = await allJobs();
    for (const id of ['abc', '12x', '-1', '1.5', '99999999999999999999']) {
      const res = await api.http.post(`/api/admin/failed-events/${id}/retry`, {}, admin.token);
      expect(res.status, id).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'id', message: 'Event id must be a number' }]);
    }
    const trpc = await api.http.post('/trpc/admin.retryFailedEvent', { id: 42 }, admin.token);
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.data.fields).toEqual([{ field: 'id', message: 'Event id must be text' }]);
    expect(await allJobs()).toEqual(before);
  });
});
