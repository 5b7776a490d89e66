import { sql, type Kysely } from 'kysely';

// A redelivered update that was charged but never answered (the runner died in
// between) is answered without a second charge; finding "answered?" needs this.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX messages_bot_update_idx ON messages (bot_id, telegram_update_id)
    WHERE telegram_update_id IS NOT NULL AND role = 'assistant' AND error IS NULL
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS messages_bot_update_idx`.execute(db);
}
