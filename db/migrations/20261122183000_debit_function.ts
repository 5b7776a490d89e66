import { sql, type Kysely } from 'kysely';

// The debit runs for every fan message. As one function it is one round trip
// instead of four (BEGIN, insert, update, COMMIT), and still one transaction:
// the usage row is unique per (bot, kind, Telegram update), so a redelivered
// update is never charged twice, and a balance never goes below 0 or moves
// from 999999 (unlimited).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION fanline_debit_credit(p_user uuid, p_bot uuid, p_kind text, p_source text, p_update bigint)
    RETURNS TABLE (status text, debit_id bigint, remaining integer)
    LANGUAGE plpgsql AS $fn$
    DECLARE
      v_id bigint;
      v_remaining integer;
    BEGIN
      INSERT INTO usage_debits (user_id, bot_id, kind, source, telegram_update_id)
      VALUES (p_user, p_bot, p_kind, p_source, p_update)
      ON CONFLICT (bot_id, kind, telegram_update_id) WHERE telegram_update_id IS NOT NULL DO NOTHING
      RETURNING id INTO v_id;
      IF v_id IS NULL THEN
        RETURN QUERY SELECT 'duplicate'::text, NULL::bigint, NULL::integer;
        RETURN;
      END IF;

      IF p_kind = 'voice' THEN
        UPDATE users
          SET voice_messages_remaining = CASE WHEN voice_messages_remaining = 999999 THEN 999999 ELSE voice_messages_remaining - 1 END
          WHERE id = p_user AND voice_messages_remaining > 0
          RETURNING voice_messages_remaining INTO v_remaining;
      ELSE
        UPDATE users
          SET messages_remaining = CASE WHEN messages_remaining = 999999 THEN 999999 ELSE messages_remaining - 1 END
          WHERE id = p_user AND messages_remaining > 0
          RETURNING messages_remaining INTO v_remaining;
      END IF;

      IF v_remaining IS NULL THEN
        DELETE FROM usage_debits WHERE id = v_id;
        RETURN QUERY SELECT 'exhausted'::text, NULL::bigint, NULL::integer;
        RETURN;
      END IF;
      RETURN QUERY SELECT 'debited'::text, v_id, v_remaining;
    END
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS fanline_debit_credit(uuid, uuid, text, text, bigint)`.execute(db);
}
