import { sql, type Kysely } from 'kysely';

// The creator inbox (issue #18): every conversation live, human takeover,
// the creator's own messages, and broadcasts.
//
// - conversations: takeover (who, since when, the creator's last activity
//   there, which the idle hand-back counts from), unread fan messages, and
//   when the conversation began to need a human (a crisis, a failed reply, a
//   fan writing to a taken-over chat), cleared once the creator reads it.
// - messages: a 'creator' role for what the creator typed or broadcast, with
//   its delivery state; bot replies keep `error` for a failed send.
//   (The search's indexes come with the inbox's other read indexes, in
//   20261126020000.)
// - fans: blocked_at, set when the channel says the fan blocked the bot.
// - broadcasts and their recipients: the audience is fixed when the broadcast
//   is created, one row per fan, so a restarted worker resumes where it was
//   and no fan is sent it twice.
// - NOTIFY on 'fanline_inbox' (db/src/notifications.ts names it) for every
//   new or changed message, takeover change, read and broadcast progress, so
//   each API process pushes them to the creator's open inbox. Statement-level
//   for messages: an exchange (the fan's message and the reply) notifies once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE conversations
      ADD COLUMN taken_over_at timestamptz,
      ADD COLUMN taken_over_by uuid REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN creator_active_at timestamptz,
      ADD COLUMN unread_count integer NOT NULL DEFAULT 0,
      ADD COLUMN needs_human_at timestamptz;
    CREATE INDEX conversations_takeover_idle_idx ON conversations (creator_active_at) WHERE taken_over_at IS NOT NULL;

    ALTER TABLE messages DROP CONSTRAINT messages_role_check;
    ALTER TABLE messages ADD CONSTRAINT messages_role_check CHECK (role IN ('user', 'assistant', 'system', 'creator'));
    ALTER TABLE messages
      ADD COLUMN delivery text CHECK (delivery IN ('queued', 'sending', 'sent', 'failed')),
      ADD COLUMN broadcast_id uuid;

    ALTER TABLE fans ADD COLUMN blocked_at timestamptz;

    CREATE TABLE broadcasts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      text text NOT NULL,
      audience text NOT NULL CHECK (audience IN ('all', 'active_7d', 'active_30d', 'paying')),
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'done', 'cancelled')),
      total integer NOT NULL,
      sent integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      skipped integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );
    CREATE INDEX broadcasts_bot_idx ON broadcasts (bot_id, created_at DESC);

    CREATE TABLE broadcast_recipients (
      broadcast_id uuid NOT NULL REFERENCES broadcasts (id) ON DELETE CASCADE,
      fan_id uuid NOT NULL REFERENCES fans (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
      reason text,
      updated_at timestamptz,
      PRIMARY KEY (broadcast_id, fan_id)
    );
    CREATE INDEX broadcast_recipients_pending_idx ON broadcast_recipients (broadcast_id) WHERE status IN ('pending', 'sending');

    CREATE FUNCTION notify_inbox_messages() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('fanline_inbox', json_build_object('user_id', b.user_id, 'bot_id', n.bot_id, 'conversation_id', n.conversation_id)::text)
      FROM (SELECT DISTINCT bot_id, conversation_id FROM changed) n
      JOIN bots b ON b.id = n.bot_id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER messages_inbox_insert AFTER INSERT ON messages
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_inbox_messages();
    CREATE TRIGGER messages_inbox_update AFTER UPDATE ON messages
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_inbox_messages();

    CREATE FUNCTION notify_inbox_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('fanline_inbox', json_build_object('user_id', b.user_id, 'bot_id', NEW.bot_id, 'conversation_id', NEW.id)::text)
      FROM bots b WHERE b.id = NEW.bot_id;
      RETURN NULL;
    END $$;
    -- Not on every message's counter update: only a takeover change, a read, or a crisis (which writes no message).
    CREATE TRIGGER conversations_inbox AFTER UPDATE ON conversations FOR EACH ROW
      WHEN (OLD.taken_over_at IS DISTINCT FROM NEW.taken_over_at
        OR OLD.needs_human_at IS DISTINCT FROM NEW.needs_human_at
        OR (NEW.unread_count = 0 AND OLD.unread_count <> 0))
      EXECUTE FUNCTION notify_inbox_conversation();

    CREATE FUNCTION notify_inbox_broadcast() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('fanline_inbox', json_build_object('user_id', NEW.user_id, 'bot_id', NEW.bot_id, 'broadcast_id', NEW.id)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER broadcasts_inbox AFTER INSERT OR UPDATE ON broadcasts FOR EACH ROW EXECUTE FUNCTION notify_inbox_broadcast();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER broadcasts_inbox ON broadcasts;
    DROP FUNCTION notify_inbox_broadcast();
    DROP TRIGGER conversations_inbox ON conversations;
    DROP FUNCTION notify_inbox_conversation();
    DROP TRIGGER messages_inbox_update ON messages;
    DROP TRIGGER messages_inbox_insert ON messages;
    DROP FUNCTION notify_inbox_messages();
    DROP TABLE broadcast_recipients;
    DROP TABLE broadcasts;
    ALTER TABLE fans DROP COLUMN blocked_at;
    DELETE FROM messages WHERE role = 'creator';
    ALTER TABLE messages DROP COLUMN broadcast_id, DROP COLUMN delivery;
    ALTER TABLE messages DROP CONSTRAINT messages_role_check;
    ALTER TABLE messages ADD CONSTRAINT messages_role_check CHECK (role IN ('user', 'assistant', 'system'));
    DROP INDEX conversations_takeover_idle_idx;
    ALTER TABLE conversations
      DROP COLUMN needs_human_at,
      DROP COLUMN unread_count,
      DROP COLUMN creator_active_at,
      DROP COLUMN taken_over_by,
      DROP COLUMN taken_over_at;
  `.execute(db);
}
