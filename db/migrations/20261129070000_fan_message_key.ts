import { sql, type Kysely } from 'kysely';

// "Is this fan message already in the conversation?" is asked by the exchange's record (an
// administrator's retry of a given-up message adds only the reply), by a redelivered voice note or
// photo, and by a message given up. Without this, each scanned the bot's last 48 hours of messages.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX messages_fan_message_key_idx ON messages (bot_id, external_message_id)
    WHERE external_message_id IS NOT NULL AND role = 'user'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS messages_fan_message_key_idx`.execute(db);
}
