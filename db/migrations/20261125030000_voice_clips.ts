import { sql, type Kysely } from 'kysely';

// Voice notes on Instagram (issue #17): Instagram takes audio only by URL, so
// the runner stores each note here and sends a signed, expiring APP_URL link
// to it (GET /api/media/voice/{id}.wav). Meta fetches it once, at send time;
// clips are deleted an hour after they expire.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE voice_clips (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      content bytea NOT NULL,
      content_type text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX voice_clips_expiry_idx ON voice_clips (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE voice_clips`.execute(db);
}
