import { sql } from 'kysely';
import type { RunnerLoad } from '@fanline/core';
import type { Db } from '@fanline/db';

/**
 * Records that a polling runner is alive until `ttl` from now (its lease
 * heartbeat calls this), and clears the rows of runners that went silent.
 * True when the runner was not counted a moment ago: it has just joined, or
 * come back after its presence expired.
 */
export async function renewRunnerPresence(db: Db, runnerId: string, capacity: number, ttl: string): Promise<boolean> {
  // SKIP LOCKED: two runners clearing the same silent rows never wait on, or deadlock with, each other.
  await sql`
    DELETE FROM polling_runners WHERE runner_id IN (
      SELECT runner_id FROM polling_runners WHERE expires_at < now() FOR UPDATE SKIP LOCKED
    )
  `.execute(db);
  const { rows } = await sql<{ joined: boolean }>`
    INSERT INTO polling_runners (runner_id, capacity, expires_at)
    VALUES (${runnerId}, ${capacity}, now() + ${ttl}::interval)
    ON CONFLICT (runner_id) DO UPDATE SET capacity = excluded.capacity, expires_at = excluded.expires_at
    RETURNING xmax = 0 AS joined
  `.execute(db);
  return rows[0]?.joined ?? false;
}

/** The runners alive now, each with its capacity and the bots it holds (unexpired leases). */
export async function liveRunnerLoads(db: Db): Promise<RunnerLoad[]> {
  const { rows } = await sql<{ runner_id: string; capacity: number; held: number }>`
    SELECT r.runner_id, r.capacity, count(l.bot_id)::int AS held
    FROM polling_runners r
    LEFT JOIN bot_leases l ON l.runner_id = r.runner_id AND l.expires_at >= now()
    WHERE r.expires_at >= now()
    GROUP BY r.runner_id, r.capacity
  `.execute(db);
  return rows.map((r) => ({ runnerId: r.runner_id, capacity: r.capacity, held: r.held }));
}

/** A runner stopping gracefully: the others stop counting it at once instead of after its presence expires. */
export async function withdrawRunner(db: Db, runnerId: string): Promise<void> {
  await db.deleteFrom('polling_runners').where('runner_id', '=', runnerId).execute();
}
