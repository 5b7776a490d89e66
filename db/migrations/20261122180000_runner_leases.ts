import { sql, type Kysely } from 'kysely';

// Runner scale-out: each deployed bot is polled by exactly one runner, which
// holds a lease row and renews it; an expired lease may be taken over.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE bot_leases (
      bot_id uuid PRIMARY KEY REFERENCES bots (id) ON DELETE CASCADE,
      runner_id text NOT NULL,
      acquired_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX bot_leases_runner_idx ON bot_leases (runner_id);
    CREATE INDEX bot_leases_expires_idx ON bot_leases (expires_at);

    -- The one polite "out of credits" notice a fan gets; cleared by the next answered message.
    ALTER TABLE fans ADD COLUMN credit_notice_at timestamptz;

    -- One Telegram conversation per fan, so memory survives restarts.
    CREATE UNIQUE INDEX conversations_fan_channel_key ON conversations (fan_id, channel) WHERE fan_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS conversations_fan_channel_key;
    ALTER TABLE fans DROP COLUMN IF EXISTS credit_notice_at;
    DROP TABLE IF EXISTS bot_leases;
  `.execute(db);
}
