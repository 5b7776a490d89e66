import { sql, type Kysely } from 'kysely';

/**
 * Streamed replies (issue #36): a bot's replies show as drafts while the model
 * writes them, where the channel can show drafts. On by default, existing
 * bots included; a creator may turn it off per bot.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bots ADD COLUMN stream_replies boolean NOT NULL DEFAULT true`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bots DROP COLUMN IF EXISTS stream_replies`.execute(db);
}
