import { sql, type Kysely } from 'kysely';

/**
 * Runners share the bots (issue #35): each polling runner keeps a presence row
 * that its lease heartbeat renews, so the runners see each other even when one
 * holds no bot yet, and each can work out its fair share. A row past its expiry
 * is a runner that died; a graceful stop deletes its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE polling_runners (
      runner_id text PRIMARY KEY,
      capacity integer NOT NULL CHECK (capacity > 0),
      joined_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS polling_runners`.execute(db);
}
