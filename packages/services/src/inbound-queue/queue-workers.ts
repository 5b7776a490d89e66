import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import { BROADCAST_MAX_ATTEMPTS, BROADCAST_TASK } from '../broadcasts/broadcast-job';
import { CREATOR_MESSAGE_MAX_ATTEMPTS, CREATOR_MESSAGE_TASK } from '../inbox/creator-messages';

/**
 * Tasks whose last try settles for good what it cannot finish (a broadcast's
 * recipients, a creator's message), with the tries each is queued with. A
 * worker killed during that try settles nothing, and graphile-worker counts the
 * try as used: the job would be left failed, and the broadcast or message
 * "sending" for good. A fan event killed on its last try is listed among the
 * failed events for an admin to retry, so it is not here.
 */
const SETTLING_TASKS: readonly (readonly [task: string, maxAttempts: number])[] = [
  [BROADCAST_TASK, BROADCAST_MAX_ATTEMPTS],
  [CREATOR_MESSAGE_TASK, CREATOR_MESSAGE_MAX_ATTEMPTS],
];

export interface FreedQueueWorkers {
  workers: string[];
  /** Jobs of SETTLING_TASKS given back the last try their worker died in. */
  lastTriesGivenBack: number;
}

/** Records that these workers of a runner are alive. */
export async function heartbeatQueueWorkers(db: Db, runnerId: string, workerIds: readonly string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await sql`
    INSERT INTO queue_workers (worker_id, runner_id, seen_at)
    SELECT unnest(${workerIds}::text[]), ${runnerId}, now()
    ON CONFLICT (worker_id) DO UPDATE SET seen_at = now()
  `.execute(db);
}

/**
 * Frees the jobs of workers silent for longer than `silentMs` (a runner that
 * was killed): graphile-worker would keep them locked for 4 hours, and the
 * fan's queue with them. force_unlock_workers is its documented remedy. The
 * rows are taken with SKIP LOCKED, so two runners never sweep the same worker.
 *
 * A job of SETTLING_TASKS that was on its last try gets that try back, once:
 * its max_attempts goes one past the task's own, so it runs its last try again
 * and settles. A job that kills its worker on that extra try too is left
 * failed, as any job out of tries, so a job that crashes every runner cannot
 * loop. (A job queued before the task's tries were raised may get a try back
 * more than once, up to the new number.)
 */
export async function freeSilentQueueWorkers(db: Db, silentMs: number): Promise<FreedQueueWorkers> {
  const silence = `${Math.max(1, Math.round(silentMs))} milliseconds`;
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ worker_id: string }>`
      DELETE FROM queue_workers WHERE worker_id IN (
        SELECT worker_id FROM queue_workers
        WHERE seen_at < now() - ${silence}::interval
        FOR UPDATE SKIP LOCKED
      )
      RETURNING worker_id
    `.execute(trx);
    // A worker killed before its first heartbeat is in no row: its jobs are known by their age.
    const { rows: unknown } = await sql<{ worker_id: string }>`
      SELECT DISTINCT j.locked_by AS worker_id FROM graphile_worker._private_jobs j
      WHERE j.locked_by IS NOT NULL
        AND j.locked_at < now() - ${silence}::interval
        AND NOT EXISTS (SELECT 1 FROM queue_workers w WHERE w.worker_id = j.locked_by)
    `.execute(trx);
    const workers = [...new Set([...rows, ...unknown].map((row) => row.worker_id))];
    if (!workers.length) return { workers, lastTriesGivenBack: 0 };
    const givenBack = await sql`
      UPDATE graphile_worker._private_jobs j SET max_attempts = j.max_attempts + 1
      FROM graphile_worker._private_tasks t,
           unnest(${SETTLING_TASKS.map(([task]) => task)}::text[], ${SETTLING_TASKS.map(([, max]) => max)}::int[]) AS s(task, max_attempts)
      WHERE t.id = j.task_id AND t.identifier = s.task
        AND j.locked_by = ANY (${workers}::text[])
        AND j.attempts >= j.max_attempts AND j.max_attempts <= s.max_attempts
    `.execute(trx);
    await sql`SELECT graphile_worker.force_unlock_workers(${workers}::text[])`.execute(trx);
    return { workers, lastTriesGivenBack: Number(givenBack.numAffectedRows ?? 0) };
  });
}

/** A stopping runner's workers leave the table; their jobs were finished or handed back. */
export async function forgetQueueWorkers(db: Db, workerIds: readonly string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await db.deleteFrom('queue_workers').where('worker_id', 'in', workerIds).execute();
}
