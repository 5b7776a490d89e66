import { sql, type RawBuilder } from 'kysely';
import type { ChatTurn, FanIdentity } from '@fanline/core';
import { compiledOnce, everyColumn, preparedStatement, type Database, type Db, type FanRow, type PlaceholderOf } from '@fanline/db';
import { takeoverIdleSince } from '../inbox/takeover';
import { gatheredPerTurn } from '../gathered-statements';
import { inputRowsBound } from './input-rows-bound';
import { isKnownMinorFan } from '../safety/fan-safety-state';
import { debitCreditCall, type DebitRequest, type DebitRow } from '../metering';

/** A known fan as the pipeline reads them, with their conversation and, when asked, the charge taken in the same statement. */
export type KnownFanRow = FanRow & {
  is_minor: boolean;
  conversation_id: string | null;
  memory_notes: string | null;
  messages_since_memory: number | null;
  /** The conversation's last turns, oldest first (the caller trims them to a token budget). */
  history: ChatTurn[];
  /** The creator has taken the conversation over and not gone idle. */
  taken_over: boolean;
  /** A takeover is recorded, idle or not. */
  takeover_recorded: boolean;
  debit: DebitRow | null;
};

export interface KnownFanRead {
  botId: string;
  from: FanIdentity;
  /** Charged in the same statement, for a fan with a conversation who has not opted out and is not taken over. */
  charge?: DebitRequest;
  /** The fan message being answered: the prompt ends with it, so a copy already stored (a retry of a given-up message) is left out of the history. */
  messageId?: string;
  takeoverIdleHours: number;
}

/** The turns of history the model is given at most (trimmed further to a token budget). */
export const HISTORY_TURNS = 40;

/** A turn's words for the model: a fan's sticker or uncaptioned photo has none, so the model reads what it was, e.g. "[sticker]". */
export const TURN_CONTENT = sql<string>`CASE WHEN content = '' AND media IS NOT NULL THEN '[' || media || ']' ELSE content END`;

/**
 * Every column of a fan, named: the pipeline's read is a prepared statement,
 * which PostgreSQL refuses to run with `fans.*` once a migration added a
 * column under a running runner (decision 020).
 */
const FAN_COLUMNS = everyColumn<FanRow>()([
  'id',
  'bot_id',
  'channel',
  'external_user_id',
  'username',
  'first_name',
  'language_code',
  'opted_out',
  'access_expires_at',
  'prepaid_messages',
  'messages_since_tip_prompt',
  'last_tip_prompt_at',
  'first_seen_at',
  'last_message_at',
  'credit_notice_at',
  'disclosed_at',
  'age_confirmed_at',
  'minor_reminder_at',
  'blocked_at',
  'media_notice_at',
  'media_group_id',
  'media_group_event_id',
]);

/**
 * The pipeline's read of a known fan (fanConversation's), gathered per bot
 * and turn of the event loop as the exchanges' records are (decision 032):
 * under load, the fans of a bot whose messages arrive together are read, and
 * charged, in one statement, one round trip and one commit. Paced, a read
 * waits only for the end of its turn. A statement locks one creator's
 * balance, as a single read did, so concurrent ones cannot deadlock. One bad
 * read fails only its own caller. Undefined: the fan is not known yet.
 */
export function readKnownFan(db: Db, read: KnownFanRead): Promise<KnownFanRow | undefined> {
  return readGathered(db, read);
}

/** Reads that can share a statement: one bot, the same takeover idle time, and charged to the same balance or not at all. */
const readGathered = gatheredPerTurn<KnownFanRead, KnownFanRow | undefined>({
  groupKey: ({ botId, charge, takeoverIdleHours }) => `${botId}:${takeoverIdleHours}:${charge ? `${charge.userId}:${charge.kind ?? 'message'}` : '-'}`,
  run: readTogether,
});

/** One group's reads in one statement; each fan's row in the order asked (undefined for a fan not known yet). */
async function readTogether(db: Db, group: readonly KnownFanRead[]): Promise<(KnownFanRow | undefined)[]> {
  const [first] = group;
  if (!first) return [];
  const { botId, charge, takeoverIdleHours } = first;
  const input = JSON.stringify(group.map(inputOf));
  // HISTORY_TURNS goes as a value, not into the text: compiledOnce takes every value through a placeholder, and the LIMIT stays the plan's parameter as before.
  const common = { botId, takeoverIdleHours, input, lastOrd: group.length - 1, historyTurns: HISTORY_TURNS };
  const query = charge ? chargedStatement(db, { ...common, userId: charge.userId, kind: charge.kind ?? 'message' }) : unchargedStatement(db, common);
  const { rows } = await db.executeQuery(query);
  const byOrdinal = new Map(rows.map(({ ord, ...row }) => [ord, row]));
  return group.map((_, index) => byOrdinal.get(index));
}

interface ReadValues extends Record<string, unknown> {
  botId: string;
  takeoverIdleHours: number;
  /** The reads, as inputOf makes them, in one JSON text. */
  input: string;
  /** The last read's ord (inputRowsBound). */
  lastOrd: number;
  historyTurns: number;
}

interface ChargedReadValues extends ReadValues {
  userId: string;
  kind: NonNullable<DebitRequest['kind']>;
}

/**
 * The statement, with the charge or without: every fan message runs one, so
 * each is compiled once (compiledOnce) and planned once per connection
 * (decision 020). Each fan's own channel and message id key the charge, so a
 * redelivered message is never charged twice.
 */
const chargedStatement = compiledOnce<ChargedReadValues, KnownFanRow & { ord: number }, Database>((db, value) => {
  const debitCall = debitCreditCall({ userId: value('userId'), botId: value('botId'), kind: value('kind'), source: sql.ref('i.source'), messageId: sql.ref('i.message_id') });
  const debit = sql`CASE WHEN conversations.id IS NOT NULL AND NOT fans.opted_out AND NOT ${takenOver(value('takeoverIdleHours'))}
    THEN (SELECT row_to_json(d) FROM ${debitCall} d) END`;
  return preparedStatement('known_fans_charged', knownFansStatement(value, debit).compile(db));
});

const unchargedStatement = compiledOnce<ReadValues, KnownFanRow & { ord: number }, Database>((db, value) =>
  preparedStatement('known_fans', knownFansStatement(value, sql`NULL::json`).compile(db)),
);

/** A takeover counts until it has gone idle, whether or not the API's sweep has handed it back yet. */
const takenOver = (idleHours: number) =>
  sql<boolean>`coalesce(conversations.taken_over_at IS NOT NULL AND conversations.creator_active_at > ${takeoverIdleSince(idleHours)}, false)`;

function knownFansStatement(value: PlaceholderOf<ReadValues>, debit: RawBuilder<unknown>) {
  return sql<KnownFanRow & { ord: number }>`
    SELECT i.ord, ${sql.join(FAN_COLUMNS.map((column) => sql.ref(`fans.${column}`)))},
      conversations.id AS conversation_id,
      conversations.memory AS memory_notes,
      conversations.message_count - conversations.memory_count_at AS messages_since_memory,
      ${isKnownMinorFan('fans')} AS is_minor,
      (
        SELECT coalesce(json_agg(json_build_object('role', CASE WHEN t.role = 'creator' THEN 'assistant' ELSE t.role END, 'content', t.content) ORDER BY t.id), '[]'::json)
        FROM (
          SELECT id, role, ${TURN_CONTENT} AS content FROM messages
          WHERE conversation_id = conversations.id AND error IS NULL AND role IN ('user', 'assistant', 'creator')
            AND (role = 'user' AND external_message_id = i.message_id) IS NOT TRUE
          ORDER BY id DESC LIMIT ${value('historyTurns')}
        ) t
      ) AS history,
      ${takenOver(value('takeoverIdleHours'))} AS taken_over,
      coalesce(conversations.taken_over_at IS NOT NULL, false) AS takeover_recorded,
      ${debit} AS debit
    FROM json_to_recordset(${value('input')}::json) AS i(ord int, channel text, external_user_id text, source text, message_id text)
    JOIN fans ON fans.bot_id = ${value('botId')} AND fans.channel = i.channel AND fans.external_user_id = i.external_user_id
    LEFT JOIN conversations ON conversations.fan_id = fans.id AND conversations.channel = fans.channel
    WHERE ${inputRowsBound(sql.ref('i.ord'), value('lastOrd'))}
  `;
}

/**
 * One read as a row of the statement's input. The input goes as one JSON
 * parameter, not as arrays through unnest: PostgreSQL sizes an unnest by its
 * array when it plans with the values, and so found its plan for the values
 * always cheaper than the generic one and planned the statement anew on every
 * run (about 0.4 ms of its CPU per message). json_to_recordset is sized the
 * same either way, so the prepared plan is kept.
 */
function inputOf(read: KnownFanRead, ord: number) {
  return { ord, channel: read.from.channel, external_user_id: read.from.externalUserId, source: read.charge?.source ?? read.from.channel, message_id: read.charge?.messageId ?? read.messageId ?? null };
}
