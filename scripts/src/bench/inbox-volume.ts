import { sql } from 'kysely';
import { STARS_PER_USD } from '@fanline/core';
import { FAN_LINES, REPLY_LINES } from '../demo-data/demo-patterns';
import type { GenerationConnection } from './analytics-world';

export type ChunkProgress = (done: number, total: number, ms: number) => void;

/** Longer fan messages, in 12 % of them. */
const LONG_FAN_LINES = [
  'ok so today was honestly kind of a mess, my boss moved the deadline again and I had to stay late',
  'can we talk about something else for a bit? I need to get my mind off work',
  'I keep thinking about what you said last time, it actually helped a lot',
];
/** A rare word for the search: in 0.3 % of fan messages. */
const RARE_FAN_LINE = 'I’m at the concert tonight, the band is amazing and I wish you could hear it';
/** Rows of `messages` per INSERT: about a second's work each, and a progress line. */
const PAIRS_PER_CHUNK = 100_000;

/**
 * Every exchange of every fan conversation, spread evenly from its start to
 * its last message, numbered in time order so message ids grow with time
 * (a conversation's messages lie scattered over the table, as in production).
 * The last two replies of a taken-over conversation are the creator's.
 */
async function planExchanges(conn: GenerationConnection): Promise<number> {
  await sql`
    CREATE TEMP TABLE inbox_pairs AS
    SELECT row_number() OVER (ORDER BY at) AS n, s.*
    FROM (
      SELECT c.id AS conversation_id, c.bot_id, c.fan_id, (c.taken_over_at IS NOT NULL AND i > c.message_count / 2 - 2) AS by_creator,
             CASE WHEN c.message_count = 2 THEN c.last_message_at
                  ELSE c.started_at + (c.last_message_at - c.started_at) * ((i - 1)::float8 / (c.message_count / 2 - 1)) END AS at
      FROM conversations c CROSS JOIN LATERAL generate_series(1, c.message_count / 2) i
      WHERE c.fan_id IS NOT NULL
    ) s
  `.execute(conn);
  await sql`CREATE INDEX ON inbox_pairs (n)`.execute(conn);
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM inbox_pairs`.execute(conn);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Messages, a fan's and its reply per exchange: fan messages of 6–100
 * characters ("concert" in 0.3 % of them), replies of one to three
 * sentences (40–250), a tenth of them spoken, 1 % failed (no text, an
 * error), 0.3 % typed by the creator.
 */
export async function generateMessages(conn: GenerationConnection, onChunk: ChunkProgress): Promise<number> {
  const total = await planExchanges(conn);
  const fan = [...FAN_LINES];
  const reply = [...REPLY_LINES];
  for (let from = 1; from <= total; from += PAIRS_PER_CHUNK) {
    const to = Math.min(total, from + PAIRS_PER_CHUNK - 1);
    const started = performance.now();
    await sql`
      INSERT INTO messages (conversation_id, bot_id, fan_id, role, content, is_voice, prompt_tokens, completion_tokens, latency_ms, external_message_id, error, delivery, created_at)
      SELECT p.conversation_id, p.bot_id, p.fan_id, m.role, m.content, m.is_voice, m.pt, m.ct, m.latency, m.external_id, m.error, m.delivery, m.created_at
      FROM (
        SELECT p.*, p.by_creator OR p.r2 < 0.003 AS creator, p.r < 0.01 AND NOT (p.by_creator OR p.r2 < 0.003) AS failed, 300 + floor(random() * 2200)::int AS latency,
               CASE WHEN p.r3 < 0.003 THEN ${RARE_FAN_LINE} WHEN p.r3 < 0.12 THEN long[1 + floor(random() * ${LONG_FAN_LINES.length})::int] ELSE fan[1 + floor(random() * ${fan.length})::int] END AS fan_text,
               -- p.n * 0 ties the subquery to the row, so each reply draws its own sentences.
               array_to_string(ARRAY(SELECT reply[1 + floor(random() * ${reply.length})::int] FROM generate_series(1, 1 + floor(random() * 3)::int + (p.n * 0)::int)), ' ') AS reply_text
        FROM (SELECT *, random() AS r, random() AS r2, random() AS r3 FROM inbox_pairs WHERE n BETWEEN ${from} AND ${to}) p
        CROSS JOIN (SELECT ${sql.val(fan)}::text[] AS fan, ${sql.val(reply)}::text[] AS reply, ${sql.val(LONG_FAN_LINES)}::text[] AS long) lines
      ) p
      CROSS JOIN LATERAL (VALUES
        (0, 'user', p.fan_text, false, NULL::int, NULL::int, NULL::int, p.n || 'u', NULL::text, NULL::text, p.at - p.latency * interval '1 millisecond'),
        (1, CASE WHEN p.creator THEN 'creator' ELSE 'assistant' END, CASE WHEN p.failed THEN '' ELSE p.reply_text END,
         p.r >= 0.01 AND p.r < 0.11 AND NOT p.creator, CASE WHEN NOT p.creator THEN 150 + floor(p.r2 * 900)::int END,
         CASE WHEN NOT p.creator THEN 20 + length(p.reply_text) / 4 END, CASE WHEN NOT p.creator THEN p.latency END, NULL::text,
         CASE WHEN p.failed THEN 'LLM timeout' END, CASE WHEN p.creator THEN 'sent' END, p.at)
      ) m(ord, role, content, is_voice, pt, ct, latency, external_id, error, delivery, created_at)
      ORDER BY p.n, m.ord
    `.execute(conn);
    onChunk(to * 2, total * 2, performance.now() - started);
  }
  return total * 2;
}

/**
 * Payments: fans who chat more pay more often (4 % of one-exchange fans,
 * half of those past a hundred exchanges), one to five times each between
 * their first and last message. Half tips, 30 % subscriptions, 20 % message
 * bundles; 1 % refunded. Stars or cents by the bot's payment method.
 * Subscribers of the last 30 days have paid access.
 */
export async function generatePayments(conn: GenerationConnection): Promise<number> {
  const { numAffectedRows } = await sql`
    INSERT INTO fan_payments (bot_id, fan_id, kind, amount_minor, currency, amount_usd, status, channel, external_charge_id, created_at)
    SELECT bot_id, fan_id, kind, CASE WHEN currency = 'XTR' THEN ceil(usd * ${STARS_PER_USD})::bigint ELSE round(usd * 100)::bigint END, currency, usd,
           CASE WHEN r < 0.01 THEN 'refunded' ELSE 'paid' END, channel, 'inbox_' || row_number() OVER (), at
    FROM (
      SELECT c.bot_id, c.fan_id, c.channel, random() AS r, CASE WHEN b.payment_method = 'stars' THEN 'XTR' ELSE 'USD' END AS currency,
             c.started_at + (c.last_message_at - c.started_at) * random() AS at, k.kind,
             CASE k.kind WHEN 'tip' THEN (ARRAY[5, 10, 25])[1 + floor(random() * 3)::int] WHEN 'subscription' THEN 9.99 ELSE 5.00 END AS usd
      FROM conversations c
      JOIN bots b ON b.id = c.bot_id
      -- c.message_count * 0 ties the series to the row, so each paying fan draws their own count.
      CROSS JOIN LATERAL generate_series(1, 1 + floor(random() * 5)::int + (c.message_count * 0)) g
      CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.5 THEN 'tip' WHEN random() < 0.6 THEN 'subscription' ELSE 'per_message' END AS kind) k
      WHERE c.fan_id IS NOT NULL AND random() < least(0.5, 0.04 + c.message_count / 400.0)
    ) p
  `.execute(conn);
  await sql`
    UPDATE fans f SET access_expires_at = p.at + interval '30 days'
    FROM (SELECT fan_id, max(created_at) AS at FROM fan_payments WHERE kind = 'subscription' AND status = 'paid' GROUP BY fan_id) p
    WHERE f.id = p.fan_id AND p.at > now() - interval '30 days'
  `.execute(conn);
  return Number(numAffectedRows ?? 0);
}

/** A tip prompt every tenth exchange or so, at the time of that exchange. */
export async function generateTipPrompts(conn: GenerationConnection): Promise<number> {
  const { numAffectedRows } = await sql`
    INSERT INTO tip_prompts (bot_id, fan_id, sent_at)
    SELECT bot_id, fan_id, at + interval '5 seconds' FROM inbox_pairs WHERE random() < 0.1
  `.execute(conn);
  return Number(numAffectedRows ?? 0);
}
