import { sql, type Kysely } from 'kysely';

// An unlimited balance (999999) used to be "updated" to 999999 on every fan
// message. That rewrote the owner's row each time, and its row lock, held
// until the commit's WAL flush, queued every bot of that owner behind one
// another. Now an unlimited balance is only read. A limited one is debited as
// before; if the UPDATE finds no row, a second look tells "exhausted" from
// "became unlimited meanwhile". Same outcomes, same usage rows.
const debitFunction = (skipUnlimited: boolean) => sql`
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
    IF v_id IS NULL THEN
      RETURN QUERY SELECT 'duplicate'::text, NULL::bigint, NULL::integer;
      RETURN;
    END IF;

    ${skipUnlimited ? skipUnlimitedBody : rewriteUnlimitedBody}

    IF v_remaining IS NULL THEN
      DELETE FROM usage_debits WHERE id = v_id;
      RETURN QUERY SELECT 'exhausted'::text, NULL::bigint, NULL::integer;
      RETURN;
    END IF;
    RETURN QUERY SELECT 'debited'::text, v_id, v_remaining;
  END
  $fn$;
`;

const skipUnlimitedBody = sql.raw(`
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
    END IF;`);

// The body of 20261122183000_debit_function, for down().
const rewriteUnlimitedBody = sql.raw(`
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
    END IF;`);

export async function up(db: Kysely<any>): Promise<void> {
  await debitFunction(true).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await debitFunction(false).execute(db);
}
