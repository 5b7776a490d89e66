import { sql } from 'kysely';
import type { FanMediaKind } from '@fanline/core';
import { compiledOnce, preparedStatement, type Database, type Db } from '@fanline/db';
import { gatheredPerTurn } from '../gathered-statements';
import { inputRowsBound } from './input-rows-bound';
import { MESSAGE_ID_WINDOW } from './fan-store';

export interface Exchange {
  conversationId: string;
  botId: string;
  fanId: string;
  /** The channel's id of the fan's message. */
  messageId: string;
  fanText: string;
  /** What the fan's message was when not typed text (a voice note: fanText is its transcript). */
  fanMedia?: FanMediaKind;
  reply?: { text: string; promptTokens: number; completionTokens: number; latencyMs: number; costUsd: number; isVoice: boolean };
  /** Why there is no reply (the model failed), or, beside a reply, why it never reached the fan. */
  error?: string;
}

/** Fan counters after an exchange, for the tip trigger. */
export interface FanCounters {
  messages_since_tip_prompt: number;
  last_tip_prompt_at: Date | null;
  first_seen_at: Date;
}

interface PendingExchange {
  exchange: Exchange;
  usePrepaid: boolean;
  /** When recordExchange was called: the fan's message is stored at this time, the reply a millisecond later. */
  at: Date;
}

/**
 * Stores the fan's message and the bot's reply (or the failure), and moves the
 * conversation, bot and fan counters. An answered message (a reply that
 * reached the fan) also clears the fan's credit notice, counts toward the tip
 * window and uses one prepaid message when `usePrepaid`. Returns the fan's
 * counters, or null when the fan is gone.
 *
 * Every fan message runs this, so the exchanges a bot records in one turn of
 * the event loop go to PostgreSQL as one statement, as the session lookups do
 * (decision 021): under load, one round trip, one commit and one pass of the
 * statistics triggers (which add up the whole statement per bot and day)
 * serve many replies. A reply is recorded after it was sent, so the wait for
 * the turn to end is on no fan's path. A statement that fails (a fan deleted
 * meanwhile) fails only its own caller.
 */
export function recordExchange(db: Db, exchange: Exchange, usePrepaid = false): Promise<FanCounters | null> {
  return recordGathered(db, { exchange, usePrepaid, at: new Date() });
}

/**
 * One statement per bot, the bots side by side. Each statement touches one
 * bot's shared rows (its day and hour statistics, its activity time) in the
 * order every statement does, as a single exchange did, so concurrent
 * statements cannot deadlock; a statement over several bots could lock their
 * rows in different orders.
 */
const recordGathered = gatheredPerTurn<PendingExchange, FanCounters | null>({
  groupKey: (item) => item.exchange.botId,
  rounds: distinctRounds,
  run: recordTogether,
});

/**
 * Splits one bot's gathered exchanges, in order, into runs where no fan or
 * conversation appears twice: one statement updates each row once. A fan's
 * events are handled one at a time, so in practice there is one run.
 */
function distinctRounds(pending: readonly PendingExchange[]): PendingExchange[][] {
  const rounds: PendingExchange[][] = [];
  let round: PendingExchange[] = [];
  const seen = new Set<string>();
  for (const item of pending) {
    const { fanId, conversationId } = item.exchange;
    if (seen.has(fanId) || seen.has(conversationId)) {
      rounds.push(round);
      round = [];
      seen.clear();
    }
    round.push(item);
    seen.add(fanId).add(conversationId);
  }
  if (round.length) rounds.push(round);
  return rounds;
}

/** One bot's exchanges in one statement; their fans' counters in the same order (null for a fan that is gone). */
async function recordTogether(db: Db, round: readonly PendingExchange[]): Promise<(FanCounters | null)[]> {
  const botId = round[0]?.exchange.botId;
  if (botId === undefined) return [];
  const latest = new Date(Math.max(...round.map((item) => item.at.getTime())));
  const { rows } = await db.executeQuery(recordStatement(db, { botId, latest, input: JSON.stringify(round.map(inputOf)), lastOrd: round.length - 1 }));
  const byFan = new Map(rows.map(({ fan_id, ...counters }) => [fan_id, counters]));
  return round.map((item) => byFan.get(item.exchange.fanId) ?? null);
}

interface RecordValues extends Record<string, unknown> {
  botId: string;
  /** The latest exchange's time: the bot's activity time. */
  latest: Date;
  /** The exchanges, as inputOf makes them, in one JSON text. */
  input: string;
  /** The last exchange's ord (inputRowsBound). */
  lastOrd: number;
}

/**
 * The record of a bot's exchanges: every fan message runs it, so it is
 * compiled once (compiledOnce) and planned once per connection (decision
 * 020); the JSON input makes it one text for any number of exchanges.
 */
const recordStatement = compiledOnce<RecordValues, FanCounters & { fan_id: string }, Database>((db, value) => {
  const botId = value('botId');
  const latest = value('latest');
  const statement = sql<FanCounters & { fan_id: string }>`
    WITH input AS (
      -- One JSON parameter, not arrays through unnest, so the prepared plan is kept (see known-fan-reads.ts).
      -- fan_stored: the fan's message is in the conversation already (an admin's retry of a message given up,
      -- a redelivery after a failed reply was recorded), so only the reply is added and nothing is counted twice.
      SELECT i.*, EXISTS (
        SELECT 1 FROM messages m WHERE m.bot_id = ${botId} AND m.external_message_id = i.message_id AND m.role = 'user'
          AND m.conversation_id = i.conversation_id AND m.created_at > i.at - ${MESSAGE_ID_WINDOW}
      ) AS fan_stored
      FROM json_to_recordset(${value('input')}::json) AS i(
        ord int, conversation_id uuid, fan_id uuid, message_id text, fan_text text, fan_media text, has_reply boolean, reply_text text,
        is_voice boolean, prompt_tokens int, completion_tokens int, latency_ms int, cost_usd numeric, error text, answered boolean, use_prepaid boolean, at timestamptz
      )
      WHERE ${inputRowsBound(sql.ref('i.ord'), value('lastOrd'))}
    ),
    stored AS (
      -- The fan's message, then the reply a millisecond later, exchange by exchange: ids keep that order too.
      INSERT INTO messages (conversation_id, bot_id, fan_id, role, content, is_voice, prompt_tokens, completion_tokens, latency_ms, cost_usd, external_message_id, error, created_at, media)
      SELECT i.conversation_id, ${botId}::uuid, i.fan_id, m.role, m.content, m.is_voice, m.prompt_tokens, m.completion_tokens, m.latency_ms, m.cost_usd, i.message_id, m.error, m.created_at, m.media
      FROM input i
      CROSS JOIN LATERAL (VALUES
        (1, 'user', i.fan_text, false, NULL::int, NULL::int, NULL::int, NULL::numeric, NULL::text, i.at, i.fan_media),
        (2, 'assistant', i.reply_text, i.is_voice, i.prompt_tokens, i.completion_tokens, i.latency_ms, i.cost_usd, i.error, i.at + interval '1 millisecond', NULL::text)
      ) AS m(n, role, content, is_voice, prompt_tokens, completion_tokens, latency_ms, cost_usd, error, created_at, media)
      WHERE m.n = 2 OR NOT i.fan_stored
      ORDER BY i.ord, m.n
      RETURNING 1
    ),
    conversation AS (
      UPDATE conversations c SET
        message_count = c.message_count + CASE WHEN i.has_reply THEN 2 ELSE 1 END - CASE WHEN i.fan_stored THEN 1 ELSE 0 END,
        last_message_at = i.at,
        unread_count = c.unread_count + CASE WHEN i.fan_stored THEN 0 ELSE 1 END,
        -- A model that failed leaves the fan waiting: the creator's inbox says a human is needed.
        needs_human_at = CASE WHEN i.has_reply THEN c.needs_human_at ELSE coalesce(c.needs_human_at, i.at) END
      FROM input i WHERE c.id = i.conversation_id
      RETURNING 1
    ),
    bot AS (
      -- At most one write per bot every 10 s: a busy bot's row is not rewritten per message.
      UPDATE bots SET last_activity_at = ${latest}
      WHERE id = ${botId} AND (last_activity_at IS NULL OR last_activity_at < ${latest}::timestamptz - interval '10 seconds')
      RETURNING 1
    ),
    fan AS (
      UPDATE fans f SET
        -- A fan message stored before is not a new one from the fan: the channel's reply window still runs from it.
        last_message_at = CASE WHEN i.fan_stored THEN f.last_message_at ELSE i.at END,
        blocked_at = CASE WHEN i.fan_stored THEN f.blocked_at END,
        credit_notice_at = CASE WHEN i.answered THEN NULL ELSE f.credit_notice_at END,
        messages_since_tip_prompt = f.messages_since_tip_prompt + CASE WHEN i.answered THEN 1 ELSE 0 END,
        prepaid_messages = greatest(0, f.prepaid_messages - CASE WHEN i.use_prepaid THEN 1 ELSE 0 END)
      FROM input i WHERE f.id = i.fan_id
      RETURNING f.id AS fan_id, f.messages_since_tip_prompt, f.last_tip_prompt_at, f.first_seen_at
    )
    -- Data-modifying CTEs always run to completion, read or not.
    SELECT fan_id, messages_since_tip_prompt, last_tip_prompt_at, first_seen_at FROM fan
  `;
  return preparedStatement('record_exchanges', statement.compile(db));
});

/** One exchange as a row of the statement's input. */
function inputOf({ exchange, usePrepaid, at }: PendingExchange, ord: number) {
  const { reply } = exchange;
  const answered = reply !== undefined && exchange.error === undefined;
  return {
    ord,
    conversation_id: exchange.conversationId,
    fan_id: exchange.fanId,
    message_id: exchange.messageId,
    fan_text: exchange.fanText,
    fan_media: exchange.fanMedia ?? null,
    has_reply: reply !== undefined,
    reply_text: reply?.text ?? '',
    is_voice: reply?.isVoice ?? false,
    prompt_tokens: reply?.promptTokens ?? null,
    completion_tokens: reply?.completionTokens ?? null,
    latency_ms: reply?.latencyMs ?? null,
    cost_usd: reply?.costUsd ?? null,
    error: exchange.error ?? (reply ? null : 'unknown error'),
    answered,
    use_prepaid: answered && usePrepaid,
    at,
  };
}
