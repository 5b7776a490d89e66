import { sql, type Kysely } from 'kysely';

// A usage row's (bot, kind, update_id) key tells a redelivered Telegram update
// from a new one. Telegram keeps an update for at most 24 hours, but after a
// week without updates it restarts a bot's update ids at random, so an old key
// could make a real new message look like a redelivery and go unanswered.
// Keys now expire: a conflict with a key older than 48 hours releases the old
// row's key (the row and its charge stay) and charges the new update.
// fan-reply.ts's wasAnswered() looks back the same 48 hours.
const debitFunction = (keysExpire: boolean) => sql`
  CREATE OR REPLACE FUNCTION fanline_debit_credit(p_user uuid, p_bot uuid, p_kind text, p_source text, p_update bigint)
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
    ${keysExpire ? releaseExpiredKey : sql.raw('')}
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
`;

// Runs only on a conflict, so a plain new update pays nothing for it. If two
// deliveries of the reused id race, the second insert conflicts again and that
// delivery is a duplicate, as it should be.
const releaseExpiredKey = sql.raw(`
    IF v_id IS NULL AND p_update IS NOT NULL THEN
      UPDATE usage_debits SET telegram_update_id = NULL
        WHERE bot_id = p_bot AND kind = p_kind AND telegram_update_id = p_update
          AND created_at < now() - interval '48 hours';
      IF FOUND THEN
        INSERT INTO usage_debits (user_id, bot_id, kind, source, telegram_update_id)
        VALUES (p_user, p_bot, p_kind, p_source, p_update)
        ON CONFLICT (bot_id, kind, telegram_update_id) WHERE telegram_update_id IS NOT NULL DO NOTHING
        RETURNING id INTO v_id;
      END IF;
    END IF;`);

export async function up(db: Kysely<any>): Promise<void> {
  await debitFunction(true).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await debitFunction(false).execute(db);
}
