import { sql, type Kysely } from 'kysely';

/**
 * The request counters of rate-limiter-flexible's RateLimiterPostgres (issue
 * #21), in the exact shape it expects: key is "<limit>:<ip, user or source>",
 * points the requests counted in the window, expire its end in epoch
 * milliseconds. The library keeps the rows (upsert per request, and deletes
 * those an hour past expiry every five minutes).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
