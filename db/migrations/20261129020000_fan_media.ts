import { sql, type Kysely } from 'kysely';

/**
 * Fans' voice notes, photos and other media (issue #37).
 * - messages.media: what a fan's message was when it was not typed text (a voice note's row holds
 *   its transcript, a photo's its caption), so the inbox shows it; null for typed text and for
 *   the bot's and creator's messages.
 * - fans.media_notice_at: when the fan was last told the bot cannot take what they sent (a
 *   sticker, a video…); told at most once an hour, so a sticker flood gets one line.
 * - model_costs takes transcriptions, priced per minute of audio.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE messages ADD COLUMN media text
      CHECK (media IN ('voice', 'photo', 'sticker', 'video', 'document', 'location', 'contact', 'other'));
    ALTER TABLE fans ADD COLUMN media_notice_at timestamptz;
    ALTER TABLE model_costs DROP CONSTRAINT model_costs_kind_check;
    ALTER TABLE model_costs ADD CONSTRAINT model_costs_kind_check CHECK (kind IN ('memory', 'embedding', 'transcription'));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The transcription costs go first, or the narrower check would not hold.
  await sql`
    DELETE FROM model_costs WHERE kind = 'transcription';
    ALTER TABLE model_costs DROP CONSTRAINT model_costs_kind_check;
    ALTER TABLE model_costs ADD CONSTRAINT model_costs_kind_check CHECK (kind IN ('memory', 'embedding'));
    ALTER TABLE fans DROP COLUMN IF EXISTS media_notice_at;
    ALTER TABLE messages DROP COLUMN IF EXISTS media;
  `.execute(db);
}
