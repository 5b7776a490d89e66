import { sql, type Kysely } from 'kysely';

// Channel-neutral keys (issue #16): a fan is (bot, channel, external user id),
// a message or a charge is (bot, channel, external message id). Every row that
// exists today is Telegram's, so the moves below are renames and casts: a
// Telegram user id or update id becomes its decimal text, and nothing is lost.
// Instagram's ids (IGSIDs, message ids) are strings, hence text.
// - conversations.chat_id goes: a fan's private chat is the fan, so the
//   channel's address is the fan's external user id.
// - usage_debits.source already names the channel ('telegram', 'instagram',
//   'test'); the unique key gains it, and the debit function takes a text key.
// - bots.telegram_webhook_secret_enc holds the sealed secret_token Telegram
//   sends back on every webhook call (TELEGRAM_MODE=webhook).
// - queue_workers: each inbound-queue worker's last heartbeat. graphile-worker
//   leaves a killed worker's jobs locked for 4 hours; a live runner that sees
//   a worker silent past its lease frees them with force_unlock_workers.
// ALTER ... TYPE rewrites messages and usage_debits; on a large table run it
// in a quiet hour (10M messages took about a minute here).
// The debit function as of 20261123010000, over either key: the new text key
// with the channel in it, or (down) the old Telegram update id.
interface DebitKey {
  type: 'text' | 'bigint';
  column: 'external_message_id' | 'telegram_update_id';
  conflict: string;
}
const NEW_KEY: DebitKey = { type: 'text', column: 'external_message_id', conflict: '(bot_id, source, kind, external_message_id)' };
const OLD_KEY: DebitKey = { type: 'bigint', column: 'telegram_update_id', conflict: '(bot_id, kind, telegram_update_id)' };

const debitFunction = (key: DebitKey) => sql.raw(`
  CREATE FUNCTION fanline_debit_credit(p_user uuid, p_bot uuid, p_kind text, p_source text, p_message ${key.type})
  RETURNS TABLE (status text, debit_id bigint, remaining integer)
  LANGUAGE plpgsql AS $fn$
  DECLARE
    v_id bigint;
    v_remaining integer;
  BEGIN
    INSERT INTO usage_debits (user_id, bot_id, kind, source, ${key.column})
    VALUES (p_user, p_bot, p_kind, p_source, p_message)
    ON CONFLICT ${key.conflict} WHERE ${key.column} IS NOT NULL DO NOTHING
    RETURNING id INTO v_id;
    -- A key older than 48 hours belongs to another message (Telegram restarts
    -- update ids after a week of silence): release it and charge this one.
    IF v_id IS NULL AND p_message IS NOT NULL THEN
      UPDATE usage_debits SET ${key.column} = NULL
        WHERE bot_id = p_bot AND source = p_source AND kind = p_kind AND ${key.column} = p_message
          AND created_at < now() - interval '48 hours';
      IF FOUND THEN
        INSERT INTO usage_debits (user_id, bot_id, kind, source, ${key.column})
        VALUES (p_user, p_bot, p_kind, p_source, p_message)
        ON CONFLICT ${key.conflict} WHERE ${key.column} IS NOT NULL DO NOTHING
        RETURNING id INTO v_id;
      END IF;
    END IF;
    IF v_id IS NULL THEN
      RETURN QUERY SELECT 'duplicate'::text, NULL::bigint, NULL::integer;
      RETURN;
    END IF;

    IF p_kind = 'voice' THEN
      UPDATE users SET voice_messages_remaining = voice_messages_remaining - 1
        WHERE id = p_user AND voice_messages_remaining > 0 AND voice_messages_remaining <> 999999
        RETURNING voice_messages_remaining INTO v_remaining;
      IF v_remaining IS NULL THEN
        SELECT voice_messages_remaining INTO v_remaining FROM users WHERE id = p_user AND voice_messages_remaining = 999999;
      END IF;
    ELSE
      UPDATE users SET messages_remaining = messages_remaining - 1
        WHERE id = p_user AND messages_remaining > 0 AND messages_remaining <> 999999
        RETURNING messages_remaining INTO v_remaining;
      IF v_remaining IS NULL THEN
        SELECT messages_remaining INTO v_remaining FROM users WHERE id = p_user AND messages_remaining = 999999;
      END IF;
    END IF;

    IF v_remaining IS NULL THEN
      DELETE FROM usage_debits WHERE id = v_id;
      RETURN QUERY SELECT 'exhausted'::text, NULL::bigint, NULL::integer;
      RETURN;
    END IF;
    RETURN QUERY SELECT 'debited'::text, v_id, v_remaining;
  END
  $fn$;
`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE fans ADD COLUMN channel text NOT NULL DEFAULT 'telegram' CHECK (channel IN ('telegram', 'instagram'));
    ALTER TABLE fans ALTER COLUMN channel DROP DEFAULT;
    ALTER TABLE fans RENAME COLUMN telegram_user_id TO external_user_id;
    ALTER TABLE fans ALTER COLUMN external_user_id TYPE text USING external_user_id::text;
    ALTER TABLE fans DROP CONSTRAINT fans_bot_id_telegram_user_id_key;
    ALTER TABLE fans ADD CONSTRAINT fans_bot_channel_user_key UNIQUE (bot_id, channel, external_user_id);

    ALTER TABLE conversations DROP COLUMN chat_id;

    ALTER TABLE messages RENAME COLUMN telegram_update_id TO external_message_id;
    ALTER TABLE messages ALTER COLUMN external_message_id TYPE text USING external_message_id::text;
    ALTER INDEX messages_bot_update_idx RENAME TO messages_bot_message_key_idx;

    DROP FUNCTION fanline_debit_credit(uuid, uuid, text, text, bigint);
    DROP INDEX usage_debits_update_key;
    ALTER TABLE usage_debits RENAME COLUMN telegram_update_id TO external_message_id;
    ALTER TABLE usage_debits ALTER COLUMN external_message_id TYPE text USING external_message_id::text;
    CREATE UNIQUE INDEX usage_debits_message_key ON usage_debits (bot_id, source, kind, external_message_id)
      WHERE external_message_id IS NOT NULL;

    ALTER TABLE fan_payments ADD COLUMN channel text NOT NULL DEFAULT 'telegram' CHECK (channel IN ('telegram', 'instagram'));
    ALTER TABLE fan_payments ALTER COLUMN channel DROP DEFAULT;
    ALTER TABLE fan_payments RENAME COLUMN telegram_payment_charge_id TO external_charge_id;
    ALTER TABLE fan_payments DROP CONSTRAINT fan_payments_telegram_payment_charge_id_key;
    ALTER TABLE fan_payments ADD CONSTRAINT fan_payments_channel_charge_key UNIQUE (channel, external_charge_id);

    ALTER TABLE crisis_referrals RENAME COLUMN update_id TO external_message_id;
    ALTER TABLE crisis_referrals ALTER COLUMN external_message_id TYPE text USING external_message_id::text;

    ALTER TABLE bots ADD COLUMN telegram_webhook_secret_enc text;

    CREATE TABLE queue_workers (
      worker_id text PRIMARY KEY,
      runner_id text NOT NULL,
      seen_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
  await debitFunction(NEW_KEY).execute(db);
}

// Down keeps Telegram's rows only where their keys are numbers again; an
// Instagram fan, message or payment has no place in the old schema.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE queue_workers;
    ALTER TABLE bots DROP COLUMN telegram_webhook_secret_enc;

    DELETE FROM crisis_referrals WHERE channel <> 'telegram';
    ALTER TABLE crisis_referrals ALTER COLUMN external_message_id TYPE bigint USING external_message_id::bigint;
    ALTER TABLE crisis_referrals RENAME COLUMN external_message_id TO update_id;

    DELETE FROM fan_payments WHERE channel <> 'telegram';
    ALTER TABLE fan_payments DROP CONSTRAINT fan_payments_channel_charge_key;
    ALTER TABLE fan_payments RENAME COLUMN external_charge_id TO telegram_payment_charge_id;
    ALTER TABLE fan_payments ADD CONSTRAINT fan_payments_telegram_payment_charge_id_key UNIQUE (telegram_payment_charge_id);
    ALTER TABLE fan_payments DROP COLUMN channel;

    DROP FUNCTION fanline_debit_credit(uuid, uuid, text, text, text);
    DROP INDEX usage_debits_message_key;
    UPDATE usage_debits SET external_message_id = NULL WHERE source <> 'telegram';
    ALTER TABLE usage_debits ALTER COLUMN external_message_id TYPE bigint USING external_message_id::bigint;
    ALTER TABLE usage_debits RENAME COLUMN external_message_id TO telegram_update_id;
    CREATE UNIQUE INDEX usage_debits_update_key ON usage_debits (bot_id, kind, telegram_update_id)
      WHERE telegram_update_id IS NOT NULL;

    ALTER INDEX messages_bot_message_key_idx RENAME TO messages_bot_update_idx;
    DELETE FROM messages WHERE fan_id IN (SELECT id FROM fans WHERE channel <> 'telegram');
    ALTER TABLE messages ALTER COLUMN external_message_id TYPE bigint USING external_message_id::bigint;
    ALTER TABLE messages RENAME COLUMN external_message_id TO telegram_update_id;

    ALTER TABLE conversations ADD COLUMN chat_id bigint;

    DELETE FROM fans WHERE channel <> 'telegram';
    ALTER TABLE fans DROP CONSTRAINT fans_bot_channel_user_key;
    ALTER TABLE fans ALTER COLUMN external_user_id TYPE bigint USING external_user_id::bigint;
    ALTER TABLE fans RENAME COLUMN external_user_id TO telegram_user_id;
    ALTER TABLE fans ADD CONSTRAINT fans_bot_id_telegram_user_id_key UNIQUE (bot_id, telegram_user_id);
    ALTER TABLE fans DROP COLUMN channel;
    UPDATE conversations c SET chat_id = f.telegram_user_id FROM fans f WHERE f.id = c.fan_id;
  `.execute(db);
  await debitFunction(OLD_KEY).execute(db);
}
