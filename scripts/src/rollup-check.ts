import { sql } from 'kysely';
import type { Db } from '@fanline/db';

export interface RollupFigure {
  figure: string;
  rollup: string;
  raw: string;
  equal: boolean;
}

export interface RollupCheck {
  figures: RollupFigure[];
  /** The figures whose rollup total differs from the count or sum over the raw rows. */
  mismatches: string[];
  dailyRows: number;
  hourlyRows: number;
  fanRows: number;
}

/**
 * Compares every rollup total with the same figure computed from the raw
 * tables (messages, fan_payments, tip_prompts, fans), all compared as exact
 * numerics in SQL. Reads each raw table once (the small fans table a few times).
 */
export async function checkRollups(db: Db): Promise<RollupCheck> {
  const { rows } = await sql<RollupFigure>`
    WITH d AS (
      SELECT count(*) AS n, sum(fan_messages) AS fan_messages, sum(replies) AS replies, sum(failed_replies) AS failed_replies,
             sum(voice_replies) AS voice_replies, sum(voice_chars) AS voice_chars, sum(response_ms_sum) AS response_ms_sum,
             sum(prompt_tokens) AS prompt_tokens, sum(completion_tokens) AS completion_tokens, sum(llm_cost_usd) AS llm_cost_usd,
             sum(revenue_usd) AS revenue_usd, sum(payments) AS payments, sum(tips) AS tips, sum(tip_revenue_usd) AS tip_revenue_usd,
             sum(tip_prompts) AS tip_prompts, sum(new_fans) AS new_fans,
             sum(fans_last_active) AS fans_last_active, sum(fans_first_active) AS fans_first_active
      FROM bot_daily_stats
    ),
    -- The active-fan counts must be right day by day, not only in total: a fan counted on the wrong day shifts the 30-day figures.
    fan_days AS (
      SELECT bot_id, (ts AT TIME ZONE 'UTC')::date AS day, sum(last_active) AS last_active, sum(first_active) AS first_active
      FROM (
        SELECT bot_id, last_message_at AS ts, 1 AS last_active, 0 AS first_active FROM fans WHERE last_message_at IS NOT NULL
        UNION ALL
        SELECT bot_id, least(first_seen_at, last_message_at), 0, 1 FROM fans WHERE last_message_at IS NOT NULL
      ) f
      GROUP BY 1, 2
    ),
    a AS (
      SELECT count(*) FILTER (WHERE coalesce(r.last_active, 0) <> coalesce(s.fans_last_active, 0)) AS last_off,
             count(*) FILTER (WHERE coalesce(r.first_active, 0) <> coalesce(s.fans_first_active, 0)) AS first_off,
             coalesce(sum(r.last_active), 0) AS last_active, coalesce(sum(r.first_active), 0) AS first_active
      FROM fan_days r FULL JOIN bot_daily_stats s ON s.bot_id = r.bot_id AND s.day = r.day
    ),
    h AS (SELECT count(*) AS n, sum(fan_messages) AS fan_messages, sum(revenue_usd) AS revenue_usd FROM bot_hourly_stats),
    f AS (SELECT count(*) AS n, sum(fan_messages) AS fan_messages, sum(replies) AS replies, sum(revenue_usd) AS revenue_usd FROM fan_stats),
    m AS (
      SELECT count(*) FILTER (WHERE role = 'user') AS fan_messages,
             count(*) FILTER (WHERE role = 'user' AND fan_id IS NOT NULL) AS fan_messages_with_fan,
             count(*) FILTER (WHERE role = 'assistant' AND error IS NULL) AS replies,
             count(*) FILTER (WHERE role = 'assistant' AND error IS NULL AND fan_id IS NOT NULL) AS replies_with_fan,
             count(*) FILTER (WHERE role = 'assistant' AND error IS NOT NULL) AS failed_replies,
             count(*) FILTER (WHERE role = 'assistant' AND error IS NULL AND is_voice) AS voice_replies,
             coalesce(sum(length(content)) FILTER (WHERE role = 'assistant' AND error IS NULL AND is_voice), 0) AS voice_chars,
             coalesce(sum(latency_ms) FILTER (WHERE role = 'assistant' AND error IS NULL), 0) AS response_ms_sum,
             coalesce(sum(prompt_tokens), 0) AS prompt_tokens, coalesce(sum(completion_tokens), 0) AS completion_tokens,
             coalesce(sum(cost_usd), 0) AS llm_cost_usd
      FROM messages WHERE role IN ('user', 'assistant')
    ),
    p AS (
      SELECT count(*) AS payments, coalesce(sum(amount_usd), 0) AS revenue_usd, count(*) FILTER (WHERE kind = 'tip') AS tips,
             coalesce(sum(amount_usd) FILTER (WHERE kind = 'tip'), 0) AS tip_revenue_usd,
             coalesce(sum(amount_usd) FILTER (WHERE fan_id IS NOT NULL), 0) AS revenue_with_fan
      FROM fan_payments WHERE status = 'paid'
    )
    SELECT figure, rollup::text AS rollup, raw::text AS raw, rollup = raw AS equal
    FROM d, h, f, m, p, a, LATERAL (VALUES
      ('daily fan_messages', coalesce(d.fan_messages, 0)::numeric, m.fan_messages::numeric),
      ('daily replies', coalesce(d.replies, 0), m.replies),
      ('daily failed_replies', coalesce(d.failed_replies, 0), m.failed_replies),
      ('daily voice_replies', coalesce(d.voice_replies, 0), m.voice_replies),
      ('daily voice_chars', coalesce(d.voice_chars, 0), m.voice_chars),
      ('daily response_ms_sum', coalesce(d.response_ms_sum, 0), m.response_ms_sum),
      ('daily prompt_tokens', coalesce(d.prompt_tokens, 0), m.prompt_tokens),
      ('daily completion_tokens', coalesce(d.completion_tokens, 0), m.completion_tokens),
      -- Replies' costs, and those of the other model calls (fan memory updates, embeddings).
      ('daily llm_cost_usd', coalesce(d.llm_cost_usd, 0), m.llm_cost_usd + (SELECT coalesce(sum(cost_usd), 0) FROM model_costs)),
      ('daily revenue_usd', coalesce(d.revenue_usd, 0), p.revenue_usd),
      ('daily payments', coalesce(d.payments, 0), p.payments),
      ('daily tips', coalesce(d.tips, 0), p.tips),
      ('daily tip_revenue_usd', coalesce(d.tip_revenue_usd, 0), p.tip_revenue_usd),
      ('daily tip_prompts', coalesce(d.tip_prompts, 0), (SELECT count(*) FROM tip_prompts)),
      ('daily new_fans', coalesce(d.new_fans, 0), (SELECT count(*) FROM fans)),
      ('daily fans_last_active', coalesce(d.fans_last_active, 0), a.last_active),
      ('daily fans_first_active', coalesce(d.fans_first_active, 0), a.first_active),
      ('daily fans_last_active, days that differ', a.last_off, 0),
      ('daily fans_first_active, days that differ', a.first_off, 0),
      ('hourly fan_messages', coalesce(h.fan_messages, 0), m.fan_messages),
      ('hourly revenue_usd', coalesce(h.revenue_usd, 0), p.revenue_usd),
      ('fan_stats fan_messages', coalesce(f.fan_messages, 0), m.fan_messages_with_fan),
      ('fan_stats replies', coalesce(f.replies, 0), m.replies_with_fan),
      ('fan_stats revenue_usd', coalesce(f.revenue_usd, 0), p.revenue_with_fan),
      ('daily rows', d.n, d.n),
      ('hourly rows', h.n, h.n),
      ('fan_stats rows', f.n, f.n)
    ) v(figure, rollup, raw)
  `.execute(db);
  const value = (name: string) => Number(rows.find((r) => r.figure === name)?.rollup ?? 0);
  const figures = rows.filter((r) => !r.figure.endsWith(' rows'));
  return {
    figures,
    mismatches: figures.filter((r) => !r.equal).map((r) => `${r.figure}: rollup ${r.rollup} ≠ raw ${r.raw}`),
    dailyRows: value('daily rows'),
    hourlyRows: value('hourly rows'),
    fanRows: value('fan_stats rows'),
  };
}
