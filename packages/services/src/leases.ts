import { sql } from 'kysely';
import type { Db } from '@fanline/db';

export interface LeaseOptions {
  runnerId: string;
  ttlMs: number;
  /** At most this many bots per runner. */
  capacity: number;
}

/**
 * One heartbeat of a runner: renew its leases, release those of bots that
 * should no longer run, and take free or expired leases of runnable bots
 * (FOR UPDATE SKIP LOCKED, so two runners never claim one bot). Returns the
 * bots this runner now owns.
 */
export async function heartbeatLeases(db: Db, { runnerId, ttlMs, capacity }: LeaseOptions): Promise<string[]> {
  const ttl = `${Math.max(1, Math.round(ttlMs))} milliseconds`;
  return db.transaction().execute(async (trx) => {
    await sql`
      DELETE FROM bot_leases l
      WHERE l.runner_id = ${runnerId}
        AND NOT EXISTS (
          SELECT 1 FROM bots b JOIN users u ON u.id = b.user_id
          WHERE b.id = l.bot_id AND b.is_deployed AND b.is_active AND u.is_active AND b.telegram_token_enc IS NOT NULL
        )
    `.execute(trx);
    await sql`UPDATE bot_leases SET expires_at = now() + ${ttl}::interval WHERE runner_id = ${runnerId}`.execute(trx);
    await sql`
      WITH owned AS (SELECT count(*) AS n FROM bot_leases WHERE runner_id = ${runnerId}),
      candidates AS (
        SELECT b.id FROM bots b
        JOIN users u ON u.id = b.user_id
        LEFT JOIN bot_leases l ON l.bot_id = b.id
        WHERE b.is_deployed AND b.is_active AND u.is_active AND b.telegram_token_enc IS NOT NULL
          AND (l.bot_id IS NULL OR l.expires_at < now())
        ORDER BY b.id
        LIMIT greatest(0, ${capacity} - (SELECT n FROM owned))
        FOR UPDATE OF b SKIP LOCKED
      )
      INSERT INTO bot_leases (bot_id, runner_id, expires_at)
      SELECT id, ${runnerId}, now() + ${ttl}::interval FROM candidates
      ON CONFLICT (bot_id) DO UPDATE
        SET runner_id = excluded.runner_id, expires_at = excluded.expires_at, acquired_at = now()
        WHERE bot_leases.expires_at < now()
    `.execute(trx);
    const rows = await trx.selectFrom('bot_leases').select('bot_id').where('runner_id', '=', runnerId).execute();
    return rows.map((r) => r.bot_id);
  });
}

/** Gives up leases (all of this runner's, or some), so another runner can take the bots at once. */
export async function releaseLeases(db: Db, runnerId: string, botIds?: string[]): Promise<void> {
  let query = db.deleteFrom('bot_leases').where('runner_id', '=', runnerId);
  if (botIds) {
    if (!botIds.length) return;
    query = query.where('bot_id', 'in', botIds);
  }
  await query.execute();
}
