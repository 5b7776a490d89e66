import { sql } from 'kysely';
import type { Db } from '@fanline/db';

const READ_TABLES = ['bot_daily_stats', 'bot_hourly_stats', 'fan_stats', 'fans', 'conversations', 'fan_payments', 'bots'] as const;

export interface Visibility {
  table: string;
  /** The share of the table's pages marked all-visible, which index-only scans need. */
  allVisiblePercent: number;
}

async function visibility(db: Db): Promise<Visibility[]> {
  const { rows } = await sql<{ table: string; pct: number }>`
    SELECT relname AS table, CASE WHEN relpages = 0 THEN 100 ELSE round(100.0 * relallvisible / relpages, 1)::float8 END AS pct
    FROM pg_class WHERE relkind = 'r' AND relname = ANY(${[...READ_TABLES]}::text[]) ORDER BY relname
  `.execute(db);
  return rows.map((r) => ({ table: r.table, allVisiblePercent: Number(r.pct) }));
}

/**
 * What autovacuum does for a table after a load: statistics, and the
 * visibility map the analytics' index-only scans rely on. A VACUUM that ran
 * while another transaction still held back the horizon (other databases on a
 * shared server do) leaves pages unmarked, so the tables analytics read are
 * vacuumed again until they are.
 */
export async function settleForReads(db: Db, attempts = 3): Promise<Visibility[]> {
  await sql`VACUUM (ANALYZE)`.execute(db);
  let state = await visibility(db);
  for (let i = 1; i < attempts && state.some((v) => v.allVisiblePercent < 99); i++) {
    for (const v of state.filter((s) => s.allVisiblePercent < 99)) await sql`VACUUM (ANALYZE) ${sql.table(v.table)}`.execute(db);
    state = await visibility(db);
  }
  return state;
}
