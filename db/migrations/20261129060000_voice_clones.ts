import { sql, type Kysely } from 'kysely';

// The creator's own cloned voice (issue #39). One row a clone, kept after it is
// withdrawn and after the account is deleted: the consent record (the words the
// creator agreed to, when, from which address and browser) must outlive the
// voice. `status` is 'creating' while ElevenLabs makes it: the row holds the
// creator's one slot, so two uploads at once cannot both make a voice, and
// 'ready' once ElevenLabs answered its voice id. A withdrawn voice keeps its id
// until ElevenLabs confirms the delete (`deleted_at`), so upkeep can try again.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE voice_clones (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      user_email text NOT NULL,
      name text NOT NULL,
      status text NOT NULL DEFAULT 'creating' CHECK (status IN ('creating', 'ready', 'withdrawn')),
      elevenlabs_voice_id text UNIQUE,
      sample_count integer NOT NULL,
      sample_seconds numeric(8, 2) NOT NULL,
      consent_text text NOT NULL,
      consent_at timestamptz NOT NULL,
      consent_ip text,
      consent_user_agent text,
      created_at timestamptz NOT NULL DEFAULT now(),
      withdrawn_at timestamptz,
      withdrawn_by text CHECK (withdrawn_by IN ('creator', 'admin', 'account_deleted', 'failed')),
      deleted_at timestamptz
    );
    -- One voice a creator: a clone being made or ready holds the slot.
    CREATE UNIQUE INDEX voice_clones_one_a_creator ON voice_clones (user_id) WHERE status IN ('creating', 'ready');
    -- Upkeep finds withdrawn voices ElevenLabs has not confirmed deleting.
    CREATE INDEX voice_clones_undeleted_idx ON voice_clones (withdrawn_at) WHERE status = 'withdrawn' AND deleted_at IS NULL AND elevenlabs_voice_id IS NOT NULL;

    -- A bot whose voice was withdrawn speaks in the default voice and says so on its card until its voice is chosen again.
    ALTER TABLE bots ADD COLUMN voice_withdrawn_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE bots DROP COLUMN voice_withdrawn_at;
    DROP TABLE voice_clones;
  `.execute(db);
}
