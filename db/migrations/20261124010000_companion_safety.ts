import { sql, type Kysely } from 'kysely';

// Companion-bot safety (SB 243, EU AI Act art. 50):
// - bots.adult_only marks an 18+ bot; template_id remembers the template a bot
//   was made from, so an adult template keeps requiring the mark on later edits.
// - fans.disclosed_at: when the fan was first told the bot is an AI (null: the
//   next message they get carries the notice). age_confirmed_at: the fan said
//   they are 18+ on this 18+ bot. minor_reminder_at: the last 3-hour AI and
//   break reminder sent to a known minor.
// - protected_minors is keyed by channel and the channel's user id, not by fan,
//   so every bot of the platform knows the minor and /delete_my_data (which
//   deletes the fan row) keeps the flag.
// - crisis_referrals records each crisis reply without the message text, and
//   outlives the fan and the bot (SET NULL) for the yearly count. The unique key
//   makes a redelivered update count once.
// - conversations.crisis_flagged_at shows the creator that a conversation was flagged.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE bots
      ADD COLUMN adult_only boolean NOT NULL DEFAULT false,
      ADD COLUMN template_id text;

    ALTER TABLE fans
      ADD COLUMN disclosed_at timestamptz,
      ADD COLUMN age_confirmed_at timestamptz,
      ADD COLUMN minor_reminder_at timestamptz;

    ALTER TABLE conversations ADD COLUMN crisis_flagged_at timestamptz;

    -- Bots already speaking with a "Seductive" voice become 18+ now (the five ids of core's VOICES marked adult).
    UPDATE bots SET adult_only = true
    WHERE voice_enabled AND voice_id IN ('21m00Tcm4TlvDq8ikWAM', 'EXAVITQu4vr4xnSDxMaL', 'MF3mGyEYCl7XYWbV9V6O', 'XB0fDUnXU5powFXDhCwa', 'pFZP5JQG7iQjIQuC4Bku');

    CREATE TABLE protected_minors (
      channel text NOT NULL CHECK (channel IN ('telegram', 'instagram')),
      channel_user_id text NOT NULL,
      flagged_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (channel, channel_user_id)
    );

    CREATE TABLE crisis_referrals (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      bot_id uuid REFERENCES bots (id) ON DELETE SET NULL,
      fan_id uuid REFERENCES fans (id) ON DELETE SET NULL,
      channel text NOT NULL,
      source text NOT NULL CHECK (source IN ('fan', 'reply')),
      detector text NOT NULL CHECK (detector IN ('builtin', 'openai')),
      language text NOT NULL,
      update_id bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (fan_id, source, update_id)
    );
    CREATE INDEX crisis_referrals_created_idx ON crisis_referrals (created_at);
    CREATE INDEX crisis_referrals_bot_idx ON crisis_referrals (bot_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS crisis_referrals;
    DROP TABLE IF EXISTS protected_minors;
    ALTER TABLE conversations DROP COLUMN IF EXISTS crisis_flagged_at;
    ALTER TABLE fans DROP COLUMN IF EXISTS disclosed_at, DROP COLUMN IF EXISTS age_confirmed_at, DROP COLUMN IF EXISTS minor_reminder_at;
    ALTER TABLE bots DROP COLUMN IF EXISTS adult_only, DROP COLUMN IF EXISTS template_id;
  `.execute(db);
}
