import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboundEvent } from '@fanline/core';
import { enqueueInboundEvent, fanQueueName, reapIdleQueues } from '@fanline/services';
import { createTestDatabase, type TestDatabase } from '@fanline/testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const botId = randomUUID();
let nextEvent = 1;
function textEvent(fanId: string): InboundEvent {
  const eventId = String(nextEvent++);
  return { botId, eventId, fan: { channel: 'telegram', externalUserId: fanId, username: null, firstName: 'Fan', languageCode: null }, sentAt: new Date().toISOString(), kind: 'text', text: `message ${eventId}` };
}
const queueOf = (fanId: string) => fanQueueName(botId, { channel: 'telegram', externalUserId: fanId });

async function queueRows(): Promise<string[]> {
  const { rows } = await sql<{ queue_name: string }>`SELECT queue_name FROM graphile_worker._private_job_queues ORDER BY queue_name`.execute(database.db);
  return rows.map((row) => row.queue_name);
}

/** Jobs whose named queue has no row: graphile-worker would never run them. */
async function orphanedJobs(): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM graphile_worker._private_jobs j
    WHERE j.job_queue_id IS NULL OR NOT EXISTS (SELECT 1 FROM graphile_worker._private_job_queues q WHERE q.id = j.job_queue_id)
  `.execute(database.db);
  return Number(rows[0]!.n);
}

async function completeJobsOf(fanId: string): Promise<void> {
  await sql`
    SELECT graphile_worker.complete_jobs(ARRAY(
      SELECT j.id FROM graphile_worker._private_jobs j JOIN graphile_worker._private_job_queues q ON q.id = j.job_queue_id WHERE q.queue_name = ${queueOf(fanId)}
    ))
  `.execute(database.db);
}

describe('the rows of named queues', () => {
  it('go once their queue is empty and unlocked, and come back with its next job', async () => {
    const { db } = database;
    await enqueueInboundEvent(db, textEvent('answered'));
    await enqueueInboundEvent(db, textEvent('waiting'));
    await enqueueInboundEvent(db, textEvent('in-hand'));
    await completeJobsOf('answered');
    // A worker holds this fan's queue: its row is locked as graphile-worker locks it.
    await sql`UPDATE graphile_worker._private_job_queues SET locked_at = now(), locked_by = 'worker-1' WHERE queue_name = ${queueOf('in-hand')}`.execute(db);
    await completeJobsOf('in-hand');

    expect(await reapIdleQueues(db)).toBe(1);
    expect(await queueRows()).toEqual([queueOf('in-hand'), queueOf('waiting')].sort());

    await enqueueInboundEvent(db, textEvent('answered'));
    expect(await queueRows()).toContain(queueOf('answered'));
    expect(await orphanedJobs()).toBe(0);
  });

  it('are never taken from under a job being added: the add commits onto a row that is still there', async () => {
    const { db } = database;
    await enqueueInboundEvent(db, textEvent('slow-add'));
    await completeJobsOf('slow-add');
    // A polled update moved to the queue in a transaction still open (requeuePolledEvent), while a runner reaps.
    let reaped = -1;
    await db.transaction().execute(async (trx) => {
      await enqueueInboundEvent(trx, textEvent('slow-add'));
      reaped = await reapIdleQueues(db);
    });
    expect(reaped).toBe(0);
    expect(await orphanedJobs()).toBe(0);

    // Adds and reaps racing many times over leave every job on a queue that exists.
    for (let round = 0; round < 40; round++) {
      const fans = Array.from({ length: 6 }, (_, i) => `racer-${i}`);
      await Promise.all([...fans.map((fan) => enqueueInboundEvent(db, textEvent(fan))), reapIdleQueues(db), reapIdleQueues(db)]);
      await Promise.all(fans.map(completeJobsOf));
      await reapIdleQueues(db);
    }
    expect(await orphanedJobs()).toBe(0);
  });

  it('are added to by one function only, so no add can go without the lock', async () => {
    const services = fileURLToPath(new URL('../../../packages/services/src/', import.meta.url));
    const sources = (await readdir(services, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const adding = [];
    for (const file of sources) {
      if ((await readFile(join(services, file), 'utf8')).includes('graphile_worker.add_job')) adding.push(file);
    }
    expect(adding).toEqual([join('inbound-queue', 'queue-rows.ts')]);
  });
});
