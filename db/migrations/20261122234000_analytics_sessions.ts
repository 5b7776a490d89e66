import { sql, type Kysely } from 'kysely';

// A session is a fan's run of messages to one bot with no gap over 30 minutes.
// The day rollup counts the sessions that start each day and the seconds from
// each session's first fan message to its last, so session length needs no
// scan either. The messages trigger is redefined to keep both, and existing
// days are backfilled once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE bot_daily_stats
      ADD COLUMN sessions integer NOT NULL DEFAULT 0,
      ADD COLUMN session_seconds bigint NOT NULL DEFAULT 0;

    CREATE OR REPLACE FUNCTION fanline_rollup_messages() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bot_daily_stats AS s (bot_id, day, fan_messages, replies, failed_replies, voice_replies, voice_chars,
                                        voice_followups, response_ms_sum, prompt_tokens, completion_tokens, llm_cost_usd,
                                        sessions, session_seconds)
      SELECT n.bot_id, (n.created_at AT TIME ZONE 'UTC')::date,
             count(*) FILTER (WHERE n.role = 'user'),
             count(*) FILTER (WHERE n.role = 'assistant' AND n.error IS NULL),
             count(*) FILTER (WHERE n.role = 'assistant' AND n.error IS NOT NULL),
             count(*) FILTER (WHERE n.role = 'assistant' AND n.error IS NULL AND n.is_voice),
             coalesce(sum(length(n.content)) FILTER (WHERE n.role = 'assistant' AND n.error IS NULL AND n.is_voice), 0),
             -- A fan writing back after a voice note is the only sign Telegram gives that it was heard.
             count(*) FILTER (WHERE n.role = 'user' AND reply.is_voice),
             coalesce(sum(n.latency_ms) FILTER (WHERE n.role = 'assistant' AND n.error IS NULL), 0),
             coalesce(sum(n.prompt_tokens), 0),
             coalesce(sum(n.completion_tokens), 0),
             coalesce(sum(n.cost_usd), 0),
             count(*) FILTER (WHERE n.role = 'user' AND (previous.created_at IS NULL OR n.created_at - previous.created_at > interval '30 minutes')),
             coalesce(sum(extract(epoch FROM n.created_at - previous.created_at))
               FILTER (WHERE n.role = 'user' AND n.created_at - previous.created_at <= interval '30 minutes'), 0)::bigint
      FROM inserted n
      LEFT JOIN LATERAL (
        SELECT p.created_at FROM messages p
        WHERE n.role = 'user' AND p.conversation_id = n.conversation_id AND p.id < n.id AND p.role = 'user'
        ORDER BY p.id DESC LIMIT 1
      ) previous ON true
      LEFT JOIN LATERAL (
        SELECT p.is_voice FROM messages p
        WHERE n.role = 'user' AND p.conversation_id = n.conversation_id AND p.id < n.id AND p.role = 'assistant' AND p.error IS NULL
        ORDER BY p.id DESC LIMIT 1
      ) reply ON true
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
        llm_cost_usd = s.llm_cost_usd + excluded.llm_cost_usd,
        sessions = s.sessions + excluded.sessions,
        session_seconds = s.session_seconds + excluded.session_seconds;

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

    WITH fan AS (
      SELECT bot_id, (created_at AT TIME ZONE 'UTC')::date AS day, created_at,
             lag(created_at) OVER (PARTITION BY conversation_id ORDER BY id) AS previous
      FROM messages WHERE role = 'user'
    ), days AS (
      SELECT bot_id, day,
             count(*) FILTER (WHERE previous IS NULL OR created_at - previous > interval '30 minutes') AS sessions,
             coalesce(sum(extract(epoch FROM created_at - previous)) FILTER (WHERE created_at - previous <= interval '30 minutes'), 0)::bigint AS seconds
      FROM fan GROUP BY 1, 2
    )
    UPDATE bot_daily_stats s SET sessions = days.sessions, session_seconds = days.seconds
    FROM days WHERE s.bot_id = days.bot_id AND s.day = days.day;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The rollups keep working with the previous trigger; only the session columns go.
  await sql`ALTER TABLE bot_daily_stats DROP COLUMN IF EXISTS sessions, DROP COLUMN IF EXISTS session_seconds`.execute(db);
}
