import { sql } from 'kysely';
import { fairBotShares } from '@fanline/core';
import type { Db } from '@fanline/db';
import { notifyFleetChange } from './bot-notifications';
import { liveRunnerLoads, renewRunnerPresence } from './runner-presence';

export interface LeaseOptions {
  runnerId: string;
  ttlMs: number;
  /** At most this many bots per runner. */
  capacity: number;
}

export interface HeldLeases {
  /** The bots this runner holds within its share: poll them. */
  keep: string[];
  /**
   * The bots it holds beyond its share, newest lease first: stop polling them,
   * confirm their offset, then release them with handOverLeases.
   */
  handOver: string[];
}

/** The bots a runner may poll: deployed, switched on, with a token, and their creator's account active. */
const RUNNABLE = sql`b.is_deployed AND b.is_active AND u.is_active AND b.telegram_token_enc IS NOT NULL`;

/**
 * One heartbeat of a runner: renew its presence and its leases, release those
 * of bots that should no longer run, and work out its fair share of the
 * runnable bots among the live runners (fairBotShares). Below its share it
 * takes free or expired leases (FOR UPDATE SKIP LOCKED, so two runners never
 * claim one bot); above it, it names the bots to hand over. The choice is
 * stable, the most recently taken leases go first, so successive heartbeats
 * name the same bots. A runner that has just joined tells the others
 * (NOTIFY), so they hand over now rather than at their next heartbeat.
 */
export async function heartbeatLeases(db: Db, { runnerId, ttlMs, capacity }: LeaseOptions): Promise<HeldLeases> {
  const ttl = `${Math.max(1, Math.round(ttlMs))} milliseconds`;
  return db.transaction().execute(async (trx) => {
    const joined = await renewRunnerPresence(trx, runnerId, capacity, ttl);
    await sql`
      DELETE FROM bot_leases l
      WHERE l.runner_id = ${runnerId}
        AND NOT EXISTS (SELECT 1 FROM bots b JOIN users u ON u.id = b.user_id WHERE b.id = l.bot_id AND ${RUNNABLE})
    `.execute(trx);
    await sql`UPDATE bot_leases SET expires_at = now() + ${ttl}::interval WHERE runner_id = ${runnerId}`.execute(trx);
    const share = await fairShare(trx, runnerId);
    await sql`
      WITH owned AS (SELECT count(*) AS n FROM bot_leases WHERE runner_id = ${runnerId}),
      candidates AS (
        SELECT b.id FROM bots b
        JOIN users u ON u.id = b.user_id
        LEFT JOIN bot_leases l ON l.bot_id = b.id
        WHERE ${RUNNABLE} AND (l.bot_id IS NULL OR l.expires_at < now())
        ORDER BY b.id
        LIMIT greatest(0, ${share} - (SELECT n FROM owned))
        FOR UPDATE OF b SKIP LOCKED
      )
      INSERT INTO bot_leases (bot_id, runner_id, expires_at)
      SELECT id, ${runnerId}, now() + ${ttl}::interval FROM candidates
      ON CONFLICT (bot_id) DO UPDATE
        SET runner_id = excluded.runner_id, expires_at = excluded.expires_at, acquired_at = now()
        WHERE bot_leases.expires_at < now()
    `.execute(trx);
    const rows = await trx.selectFrom('bot_leases').select('bot_id').where('runner_id', '=', runnerId).orderBy('acquired_at').orderBy('bot_id').execute();
    if (joined) await notifyFleetChange(trx);
    const held = rows.map((r) => r.bot_id);
    return { keep: held.slice(0, share), handOver: held.slice(share).reverse() };
  });
}

/** How many bots this runner should hold now, its presence renewed and its own leases counted. */
async function fairShare(db: Db, runnerId: string): Promise<number> {
  const runners = await liveRunnerLoads(db);
  const bots = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bots b JOIN users u ON u.id = b.user_id WHERE ${RUNNABLE}`.execute(db);
  return fairBotShares(bots.rows[0]?.n ?? 0, runners).get(runnerId) ?? 0;
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

/**
 * Releases leases of bots this runner has stopped polling and confirmed, and
 * tells the other runners (NOTIFY), so one below its share takes them now
 * rather than at its next heartbeat.
 */
export async function handOverLeases(db: Db, runnerId: string, botIds?: string[]): Promise<void> {
  if (botIds && !botIds.length) return;
  await db.transaction().execute(async (trx) => {
    await releaseLeases(trx, runnerId, botIds);
    await notifyFleetChange(trx);
  });
}
