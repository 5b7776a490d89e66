import { sql, type Kysely } from 'kysely';

// Found with the 10-million-message benchmark: the hourly totals read a few
// thousand rollup rows scattered over as many heap pages; covering them makes
// it an index-only read. And fan_payments (bot_id, created_at) duplicated the
// key of the covering payments index, costing a write per payment for nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX bot_hourly_stats_read_idx ON bot_hourly_stats (bot_id, day) INCLUDE (hour, fan_messages, revenue_usd);
    DROP INDEX IF EXISTS fan_payments_bot_created_idx;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS fan_payments_bot_created_idx ON fan_payments (bot_id, created_at);
    DROP INDEX IF EXISTS bot_hourly_stats_read_idx;
  `.execute(db);
}
