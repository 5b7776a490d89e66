import { sql } from 'kysely';
import { STARS_PER_USD, TOGETHER_MIXTRAL_MODEL } from '@fanline/core';
import { modelCostUsd } from '@fanline/services';
import type { GenerationConnection } from './analytics-world';

export interface VolumeSpec {
  /** Rows to insert in total; split into statements of `chunk` rows. */
  total: number;
  chunk: number;
  days: number;
  conversations: number;
}

export type ChunkProgress = (table: string, done: number, total: number, ms: number) => void;

/** USD per token at the together Mixtral list price (the bench bots' model). */
const PRICE_IN = modelCostUsd('together', TOGETHER_MIXTRAL_MODEL, 1_000_000, 0) / 1_000_000;
const PRICE_OUT = modelCostUsd('together', TOGETHER_MIXTRAL_MODEL, 0, 1_000_000) / 1_000_000;

/** Chunk k of n covers the k-th slice of the window, so ids grow with time as they do in production. */
async function inChunks(table: string, spec: VolumeSpec, onChunk: ChunkProgress, insert: (from: number, to: number, slice: number, slices: number) => Promise<void>) {
  const slices = Math.ceil(spec.total / spec.chunk);
  for (let k = 0; k < slices; k++) {
    const from = k * spec.chunk + 1;
    const to = Math.min(spec.total, (k + 1) * spec.chunk);
    const started = performance.now();
    await insert(from, to, k, slices);
    onChunk(table, to, spec.total, performance.now() - started);
  }
}

/** A random moment inside slice k of n of the last `days` days. */
const sliceMoment = (days: number, k: number, n: number) =>
  sql`now() - make_interval(days => ${days}) + (${k}::float8 + random()) / ${n}::float8 * make_interval(days => ${days})`;

/**
 * Fan-message/reply pairs (so `total` rows is total/2 exchanges) in random
 * conversations: replies 300–2500 ms later with tokens and cost at list price,
 * a quarter spoken on voice bots, 1 % failed.
 */
export function generateMessages(conn: GenerationConnection, spec: VolumeSpec, onChunk: ChunkProgress): Promise<void> {
  const pairs = { ...spec, total: Math.floor(spec.total / 2), chunk: Math.max(1, Math.floor(spec.chunk / 2)) };
  return inChunks('messages', pairs, (t, done, total, ms) => onChunk(t, done * 2, total * 2, ms), async (from, to, k, n) => {
    await sql`
      INSERT INTO messages (conversation_id, bot_id, fan_id, role, content, is_voice, prompt_tokens, completion_tokens, latency_ms, cost_usd, external_message_id, error, created_at)
      SELECT c.id, c.bot_id, c.fan_id, m.role, m.content, m.is_voice, m.prompt_tokens, m.completion_tokens, m.latency_ms, m.cost_usd, s.g::text, m.error, m.created_at
      FROM (
        SELECT g, 1 + floor(random() * ${spec.conversations})::bigint AS cn, ${sliceMoment(spec.days, k, n)} AS at,
               300 + floor(random() * 2200)::int AS latency, 150 + floor(random() * 900)::int AS pt, 20 + floor(random() * 180)::int AS ct, random() AS r
        FROM generate_series(${from}::bigint, ${to}::bigint) g
      ) s
      JOIN bench_conversations c ON c.n = s.cn
      CROSS JOIN LATERAL (VALUES
        ('user', 'Hey, how is your day going? #' || s.g, false, NULL::int, NULL::int, NULL::int, NULL::numeric, NULL::text, s.at),
        ('assistant', CASE WHEN s.r < 0.01 THEN '' ELSE 'So good to hear from you! Tell me more about what you are up to today.' END,
         c.voice_enabled AND s.r >= 0.01 AND s.r < 0.26, CASE WHEN s.r >= 0.01 THEN s.pt END, CASE WHEN s.r >= 0.01 THEN s.ct END,
         s.latency, CASE WHEN s.r >= 0.01 THEN round((s.pt * ${PRICE_IN}::float8 + s.ct * ${PRICE_OUT}::float8)::numeric, 6) END,
         CASE WHEN s.r < 0.01 THEN 'LLM timeout' END, s.at + s.latency * interval '1 millisecond')
      ) m(role, content, is_voice, prompt_tokens, completion_tokens, latency_ms, cost_usd, error, created_at)
    `.execute(conn);
  });
}

/**
 * Payments by random fans: half tips (5/10/25), 30 % subscriptions at 9.99, 20 %
 * per-message bundles of 10 × 0.50; Stars or cents by the bot's payment method; 1 % refunded.
 */
export function generatePayments(conn: GenerationConnection, spec: VolumeSpec, onChunk: ChunkProgress): Promise<void> {
  return inChunks('fan_payments', spec, onChunk, async (from, to, k, n) => {
    await sql`
      INSERT INTO fan_payments (bot_id, fan_id, kind, amount_minor, currency, amount_usd, status, channel, external_charge_id, invoice_payload, created_at)
      SELECT bot_id, fan_id, kind, minor, currency,
             CASE WHEN currency = 'XTR' THEN round(minor::numeric / ${STARS_PER_USD}::numeric, 2) ELSE minor / 100.0 END,
             CASE WHEN r < 0.01 THEN 'refunded' ELSE 'paid' END, 'telegram', 'bench_' || g, NULL, at
      FROM (
        SELECT s.g, s.r, s.at, c.bot_id, c.fan_id, s.kind,
               CASE WHEN c.payment_method = 'stars' THEN 'XTR' ELSE 'USD' END AS currency,
               CASE WHEN c.payment_method = 'stars' THEN ceil(s.usd * ${STARS_PER_USD}::numeric)::bigint ELSE round(s.usd * 100)::bigint END AS minor
        FROM (
          SELECT g, r, at, cn, CASE WHEN r < 0.5 THEN 'tip' WHEN r < 0.8 THEN 'subscription' ELSE 'per_message' END AS kind,
                 CASE WHEN r < 0.5 THEN (ARRAY[5, 10, 25])[1 + floor(random() * 3)::int] WHEN r < 0.8 THEN 9.99 ELSE 5.00 END AS usd
          FROM (
            SELECT g, random() AS r, ${sliceMoment(spec.days, k, n)} AS at, 1 + floor(random() * ${spec.conversations})::bigint AS cn
            FROM generate_series(${from}::bigint, ${to}::bigint) g
          ) raw
        ) s
        JOIN bench_conversations c ON c.n = s.cn
      ) p
    `.execute(conn);
  });
}

export function generateTipPrompts(conn: GenerationConnection, spec: VolumeSpec, onChunk: ChunkProgress): Promise<void> {
  return inChunks('tip_prompts', spec, onChunk, async (from, to, k, n) => {
    await sql`
      INSERT INTO tip_prompts (bot_id, fan_id, sent_at)
      SELECT c.bot_id, c.fan_id, s.at
      FROM (
        SELECT g, ${sliceMoment(spec.days, k, n)} AS at, 1 + floor(random() * ${spec.conversations})::bigint AS cn
        FROM generate_series(${from}::bigint, ${to}::bigint) g
      ) s
      JOIN bench_conversations c ON c.n = s.cn
    `.execute(conn);
  });
}
