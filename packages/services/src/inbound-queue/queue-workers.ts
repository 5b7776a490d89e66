import { sql } from 'kysely';
import type { Db } from '@fanline/db';

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
 * Returns the workers freed.
 */
export async function freeSilentQueueWorkers(db: Db, silentMs: number): Promise<string[]> {
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
    const ids = [...new Set([...rows, ...unknown].map((row) => row.worker_id))];
    if (ids.length) await sql`SELECT graphile_worker.force_unlock_workers(${ids}::text[])`.execute(trx);
    return ids;
  });
}

/** A stopping runner's workers leave the table; their jobs were finished or handed back. */
export async function forgetQueueWorkers(db: Db, workerIds: readonly string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await db.deleteFrom('queue_workers').where('worker_id', 'in', workerIds).execute();
}
