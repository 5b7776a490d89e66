import { sql } from 'kysely';
import type { Db } from '@fanline/db';

/*
 * graphile-worker keeps a row for every named queue ever used, and each fetch of a job locks every
 * idle one (`FOR UPDATE SKIP LOCKED` over them all): with a queue per fan and per conversation, a
 * fetch with 1,000 idle queues wrote 1,000 WAL records (54 kB) and took 0.7 ms, and it grows with
 * every fan a bot ever had (2026-12-02). Its own GC_JOB_QUEUES cleanup is safe only when nothing adds
 * jobs: a job added while it runs can be left pointing at a deleted queue, never to run. So every
 * add holds its queue's advisory lock shared until its transaction ends, and the reaper takes it
 * exclusively before it deletes a queue's row, then checks the queue is empty in a later snapshot.
 */

/** The first key of the queue-row locks (see login-throttle.ts for the other spaces). */
const QUEUE_ROW_LOCK_SPACE = 7303;

/** A job for a named queue; graphile-worker runs one job of a queue at a time, in order. */
export interface QueuedJob {
  task: string;
  payload: unknown;
  queue: string;
  maxAttempts: number;
  jobKey: string;
  /** graphile-worker's job_key_mode; its default, 'replace', when absent. */
  jobKeyMode?: 'replace' | 'preserve_run_at' | 'unsafe_dedupe';
}

/**
 * Adds a job to its named queue, the only way the services add one: the same statement takes the
 * queue's lock shared (until the transaction ends) before graphile_worker.add_job runs in the
 * select list, so the reaper never deletes the row of a queue an add is putting a job on.
 */
export async function addQueuedJob(db: Db, job: QueuedJob): Promise<void> {
  await sql`
    SELECT graphile_worker.add_job(
      identifier => ${job.task},
      payload => ${JSON.stringify(job.payload)}::json,
      queue_name => ${job.queue},
      max_attempts => ${job.maxAttempts},
      job_key => ${job.jobKey},
      job_key_mode => ${job.jobKeyMode ?? 'replace'}
    )
    FROM (SELECT pg_advisory_xact_lock_shared(${QUEUE_ROW_LOCK_SPACE}, hashtext(${job.queue}))) AS queue_row_held
  `.execute(db);
}

/**
 * How many idle queues' rows one reaping deletes at most. Each lock it takes holds a slot of
 * PostgreSQL's shared lock table until it commits (max_locks_per_transaction × max_connections,
 * 6,400 by default, for every transaction on the server), so a few hundred per runner, not
 * thousands; at 5 s a heartbeat that is still 100 queues a second for each runner.
 */
const REAP_LIMIT = 500;

/**
 * Deletes the rows of named queues with no job and no worker on them; graphile-worker makes a row
 * again for the queue's next job. Run by each runner on its heartbeat; runners reaping at once skip
 * each other's queues. Answers how many rows went.
 */
export async function reapIdleQueues(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The lock is tried only on queues that look idle (OFFSET 0 keeps the planner from trying it first).
    // An add in flight holds its queue's lock, so the try fails and that queue is left for the next time.
    const { rows: locked } = await sql<{ id: number }>`
      SELECT idle.id FROM (
        SELECT q.id, q.queue_name FROM graphile_worker._private_job_queues q
        WHERE q.locked_at IS NULL AND NOT EXISTS (SELECT 1 FROM graphile_worker._private_jobs j WHERE j.job_queue_id = q.id)
        LIMIT ${REAP_LIMIT} OFFSET 0
      ) idle
      WHERE pg_try_advisory_xact_lock(${QUEUE_ROW_LOCK_SPACE}, hashtext(idle.queue_name))
    `.execute(trx);
    if (locked.length === 0) return 0;
    // A new statement, so a new snapshot: a job added and committed before the lock was taken is seen
    // here, and keeps its queue. Adds after it wait for this transaction to end.
    const deleted = await sql`
      DELETE FROM graphile_worker._private_job_queues q
      WHERE q.id = ANY(${locked.map((row) => row.id)}::int[]) AND q.locked_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM graphile_worker._private_jobs j WHERE j.job_queue_id = q.id)
    `.execute(trx);
    return Number(deleted.numAffectedRows ?? 0);
  });
}
