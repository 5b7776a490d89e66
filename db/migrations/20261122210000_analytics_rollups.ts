import { sql, type Kysely } from 'kysely';

// Analytics reads rollups, never the raw messages: per bot and UTC day, per bot
// and UTC hour, and per fan. Statement-level triggers with transition tables
// keep them current as rows arrive: one aggregate upsert per statement, so the
// runner's two-row exchange insert costs one trigger run, and a bulk load is
// rolled up in one pass. Deleting a bot cascades to its rollups; deleting a fan
// (/delete_my_data) removes their fan row but keeps the anonymous day totals.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE bot_daily_stats (
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      day date NOT NULL,
      fan_messages integer NOT NULL DEFAULT 0,
      replies integer NOT NULL DEFAULT 0,
      failed_replies integer NOT NULL DEFAULT 0,
      voice_replies integer NOT NULL DEFAULT 0,
      voice_chars bigint NOT NULL DEFAULT 0,
      voice_followups integer NOT NULL DEFAULT 0,
      response_ms_sum bigint NOT NULL DEFAULT 0,
      prompt_tokens bigint NOT NULL DEFAULT 0,
      completion_tokens bigint NOT NULL DEFAULT 0,
      llm_cost_usd numeric(16, 6) NOT NULL DEFAULT 0,
      revenue_usd numeric(14, 2) NOT NULL DEFAULT 0,
      payments integer NOT NULL DEFAULT 0,
      tips integer NOT NULL DEFAULT 0,
      tip_revenue_usd numeric(14, 2) NOT NULL DEFAULT 0,
      tip_prompts integer NOT NULL DEFAULT 0,
      new_fans integer NOT NULL DEFAULT 0,
      PRIMARY KEY (bot_id, day)
    );

    CREATE TABLE bot_hourly_stats (
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      day date NOT NULL,
      hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
      fan_messages integer NOT NULL DEFAULT 0,
      revenue_usd numeric(14, 2) NOT NULL DEFAULT 0,
      PRIMARY KEY (bot_id, day, hour)
    );

    CREATE TABLE fan_stats (
      fan_id uuid PRIMARY KEY REFERENCES fans (id) ON DELETE CASCADE,
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      fan_messages integer NOT NULL DEFAULT 0,
      replies integer NOT NULL DEFAULT 0,
      voice_chars bigint NOT NULL DEFAULT 0,
      llm_cost_usd numeric(16, 6) NOT NULL DEFAULT 0,
      revenue_usd numeric(14, 2) NOT NULL DEFAULT 0,
      payments integer NOT NULL DEFAULT 0
    );
    CREATE INDEX fan_stats_bot_revenue_idx ON fan_stats (bot_id, revenue_usd DESC);

    -- "Fans active in a window" is "fans whose last message is in it"; these make that an index range.
    CREATE INDEX fans_bot_last_message_idx ON fans (bot_id, last_message_at) INCLUDE (first_seen_at);
    CREATE INDEX fans_bot_first_seen_activity_idx ON fans (bot_id, first_seen_at) INCLUDE (last_message_at);
    DROP INDEX fans_bot_first_seen_idx;
    CREATE INDEX conversations_bot_activity_idx ON conversations (bot_id, last_message_at) INCLUDE (started_at, message_count);
    CREATE INDEX fan_payments_bot_fan_created_idx ON fan_payments (bot_id, created_at) INCLUDE (fan_id, amount_usd, status);

    CREATE FUNCTION fanline_rollup_messages() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bot_daily_stats AS s (bot_id, day, fan_messages, replies, failed_replies, voice_replies, voice_chars,
                                        voice_followups, response_ms_sum, prompt_tokens, completion_tokens, llm_cost_usd)
      SELECT n.bot_id, (n.created_at AT TIME ZONE 'UTC')::date,
             count(*) FILTER (WHERE n.role = 'user'),
             count(*) FILTER (WHERE n.role = 'assistant' AND n.error IS NULL),
             count(*) FILTER (WHERE n.role = 'assistant' AND n.error IS NOT NULL),
             count(*) FILTER (WHERE n.role = 'assistant' AND n.error IS NULL AND n.is_voice),
             coalesce(sum(length(n.content)) FILTER (WHERE n.role = 'assistant' AND n.error IS NULL AND n.is_voice), 0),
             -- A fan writing back after a voice note is the only sign Telegram gives that it was heard.
             count(*) FILTER (WHERE n.role = 'user' AND (
               SELECT p.is_voice FROM messages p
               WHERE p.conversation_id = n.conversation_id AND p.id < n.id AND p.role = 'assistant' AND p.error IS NULL
               ORDER BY p.id DESC LIMIT 1)),
             coalesce(sum(n.latency_ms) FILTER (WHERE n.role = 'assistant' AND n.error IS NULL), 0),
             coalesce(sum(n.prompt_tokens), 0),
             coalesce(sum(n.completion_tokens), 0),
             coalesce(sum(n.cost_usd), 0)
      FROM inserted n
      WHERE n.role IN ('user', 'assistant')
      GROUP BY 1, 2
      ON CONFLICT (bot_id, day) DO UPDATE SET
        fan_messages = s.fan_messages + excluded.fan_messages,
        replies = s.replies + excluded.replies,
        failed_replies = s.failed_replies + excluded.failed_replies,
        voice_replies = s.voice_replies + excluded.voice_replies,
        voice_chars = s.voice_chars + excluded.voice_chars,
        voice_followups = s.voice_followups + excluded.voice_followups,
        response_ms_sum = s.response_ms_sum + excluded.response_ms_sum,
        prompt_tokens = s.prompt_tokens + excluded.prompt_tokens,
        completion_tokens = s.completion_tokens + excluded.completion_tokens,
        llm_cost_usd = s.llm_cost_usd + excluded.llm_cost_usd;

      INSERT INTO bot_hourly_stats AS s (bot_id, day, hour, fan_messages)
      SELECT n.bot_id, (n.created_at AT TIME ZONE 'UTC')::date, extract(hour FROM n.created_at AT TIME ZONE 'UTC')::smallint, count(*)
      FROM inserted n
      WHERE n.role = 'user'
      GROUP BY 1, 2, 3
      ON CONFLICT (bot_id, day, hour) DO UPDATE SET fan_messages = s.fan_messages + excluded.fan_messages;

      INSERT INTO fan_stats AS s (fan_id, bot_id, fan_messages, replies, voice_chars, llm_cost_usd)
      SELECT n.fan_id, n.bot_id,
             count(*) FILTER (WHERE n.role = 'user'),
             count(*) FILTER (WHERE n.role = 'assistant' AND n.error IS NULL),
             coalesce(sum(length(n.content)) FILTER (WHERE n.role = 'assistant' AND n.error IS NULL AND n.is_voice), 0),
             coalesce(sum(n.cost_usd), 0)
      FROM inserted n
      WHERE n.fan_id IS NOT NULL AND n.role IN ('user', 'assistant')
      GROUP BY 1, 2
      ON CONFLICT (fan_id) DO UPDATE SET
        fan_messages = s.fan_messages + excluded.fan_messages,
        replies = s.replies + excluded.replies,
        voice_chars = s.voice_chars + excluded.voice_chars,
        llm_cost_usd = s.llm_cost_usd + excluded.llm_cost_usd;
      RETURN NULL;
    END $$;

    CREATE TRIGGER messages_rollup AFTER INSERT ON messages
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION fanline_rollup_messages();

    -- Payments count while paid; a refund (status paid → refunded) takes them back out.
    CREATE TYPE fanline_payment_delta AS (bot_id uuid, fan_id uuid, kind text, amount_usd numeric, created_at timestamptz, sign integer);

    CREATE FUNCTION fanline_apply_payment_deltas(deltas fanline_payment_delta[]) RETURNS void LANGUAGE sql AS $$
      INSERT INTO bot_daily_stats AS s (bot_id, day, revenue_usd, payments, tips, tip_revenue_usd)
      SELECT bot_id, (created_at AT TIME ZONE 'UTC')::date, sum(sign * amount_usd), sum(sign),
             coalesce(sum(sign) FILTER (WHERE kind = 'tip'), 0), coalesce(sum(sign * amount_usd) FILTER (WHERE kind = 'tip'), 0)
      FROM unnest(deltas) GROUP BY 1, 2
      ON CONFLICT (bot_id, day) DO UPDATE SET
        revenue_usd = s.revenue_usd + excluded.revenue_usd,
        payments = s.payments + excluded.payments,
        tips = s.tips + excluded.tips,
        tip_revenue_usd = s.tip_revenue_usd + excluded.tip_revenue_usd;

      INSERT INTO bot_hourly_stats AS s (bot_id, day, hour, revenue_usd)
      SELECT bot_id, (created_at AT TIME ZONE 'UTC')::date, extract(hour FROM created_at AT TIME ZONE 'UTC')::smallint, sum(sign * amount_usd)
      FROM unnest(deltas) GROUP BY 1, 2, 3
      ON CONFLICT (bot_id, day, hour) DO UPDATE SET revenue_usd = s.revenue_usd + excluded.revenue_usd;

      INSERT INTO fan_stats AS s (fan_id, bot_id, revenue_usd, payments)
      SELECT d.fan_id, d.bot_id, sum(d.sign * d.amount_usd), sum(d.sign)
      FROM unnest(deltas) d JOIN fans f ON f.id = d.fan_id
      GROUP BY 1, 2
      ON CONFLICT (fan_id) DO UPDATE SET revenue_usd = s.revenue_usd + excluded.revenue_usd, payments = s.payments + excluded.payments;
    $$;

    CREATE FUNCTION fanline_rollup_payments() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM fanline_apply_payment_deltas(ARRAY(
          SELECT ROW(bot_id, fan_id, kind, amount_usd, created_at, 1)::fanline_payment_delta FROM inserted WHERE status = 'paid'));
      ELSE
        PERFORM fanline_apply_payment_deltas(ARRAY(
          SELECT ROW(n.bot_id, n.fan_id, n.kind, n.amount_usd, n.created_at, CASE WHEN n.status = 'paid' THEN 1 ELSE -1 END)::fanline_payment_delta
          FROM inserted n JOIN removed o ON o.id = n.id
          WHERE o.status IS DISTINCT FROM n.status AND 'paid' IN (o.status, n.status)));
      END IF;
      RETURN NULL;
    END $$;

    CREATE TRIGGER fan_payments_rollup_insert AFTER INSERT ON fan_payments
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION fanline_rollup_payments();
    CREATE TRIGGER fan_payments_rollup_update AFTER UPDATE ON fan_payments
      REFERENCING OLD TABLE AS removed NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION fanline_rollup_payments();

    CREATE FUNCTION fanline_rollup_tip_prompts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bot_daily_stats AS s (bot_id, day, tip_prompts)
      SELECT bot_id, (sent_at AT TIME ZONE 'UTC')::date, count(*) FROM inserted GROUP BY 1, 2
      ON CONFLICT (bot_id, day) DO UPDATE SET tip_prompts = s.tip_prompts + excluded.tip_prompts;
      RETURN NULL;
    END $$;
    CREATE TRIGGER tip_prompts_rollup AFTER INSERT ON tip_prompts
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION fanline_rollup_tip_prompts();

    CREATE FUNCTION fanline_rollup_fans() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bot_daily_stats AS s (bot_id, day, new_fans)
      SELECT bot_id, (first_seen_at AT TIME ZONE 'UTC')::date, count(*) FROM inserted GROUP BY 1, 2
      ON CONFLICT (bot_id, day) DO UPDATE SET new_fans = s.new_fans + excluded.new_fans;
      RETURN NULL;
    END $$;
    CREATE TRIGGER fans_rollup AFTER INSERT ON fans
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION fanline_rollup_fans();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS fans_rollup ON fans;
    DROP TRIGGER IF EXISTS tip_prompts_rollup ON tip_prompts;
    DROP TRIGGER IF EXISTS fan_payments_rollup_update ON fan_payments;
    DROP TRIGGER IF EXISTS fan_payments_rollup_insert ON fan_payments;
    DROP TRIGGER IF EXISTS messages_rollup ON messages;
    DROP FUNCTION IF EXISTS fanline_rollup_fans(), fanline_rollup_tip_prompts(), fanline_rollup_payments(), fanline_rollup_messages(),
      fanline_apply_payment_deltas(fanline_payment_delta[]);
    DROP TYPE IF EXISTS fanline_payment_delta;
    DROP INDEX IF EXISTS fan_payments_bot_fan_created_idx, conversations_bot_activity_idx, fans_bot_last_message_idx, fans_bot_first_seen_activity_idx;
    CREATE INDEX IF NOT EXISTS fans_bot_first_seen_idx ON fans (bot_id, first_seen_at);
    DROP TABLE IF EXISTS fan_stats, bot_hourly_stats, bot_daily_stats;
  `.execute(db);
}
