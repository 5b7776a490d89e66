import { sql, type Kysely } from 'kysely';

/**
 * The Inbox tab's badge counts a creator's conversations with unread fan
 * messages (inbox.unreadCount) on every dashboard load and every 30 s. Few
 * conversations are unread at a time, so a partial index on them keeps that
 * count at index speed for a creator with 100,000 fans.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX conversations_unread_idx ON conversations (bot_id) WHERE unread_count > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX conversations_unread_idx`.execute(db);
}
