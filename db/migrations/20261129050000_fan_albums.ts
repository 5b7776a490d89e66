import { sql, type Kysely } from 'kysely';

/**
 * Albums (issue #37): fans.media_group_id and media_group_event_id are the last album (Telegram's
 * media_group_id) the fan's photos came in, and the message of it that is answered; the album's
 * other photos are recorded without a reply or a charge.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE fans ADD COLUMN media_group_id text, ADD COLUMN media_group_event_id text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE fans DROP COLUMN IF EXISTS media_group_id, DROP COLUMN IF EXISTS media_group_event_id`.execute(db);
}
