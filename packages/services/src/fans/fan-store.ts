import { sql } from 'kysely';
import { TAKEOVER_IDLE_HOURS_DEFAULT, type ChatTurn, type FanIdentity, type FanMediaKind } from '@fanline/core';
import { everyColumn, preparedStatement, type Db, type FanRow } from '@fanline/db';
import { takeoverIdleSince } from '../inbox/takeover';
import { isKnownMinor, isKnownMinorFan } from '../safety/fan-safety-state';
import { debitCreditCall, debitOutcome, type DebitOutcome, type DebitRequest, type DebitRow } from '../metering';

/** The fan row for this bot, channel and channel user, created on first contact. */
export async function upsertFan(db: Db, botId: string, from: FanIdentity): Promise<FanRow> {
  return db
    .insertInto('fans')
    .values({
      bot_id: botId,
      channel: from.channel,
      external_user_id: from.externalUserId,
      username: from.username,
      first_name: from.firstName,
      language_code: from.languageCode,
    })
    .onConflict((oc) =>
      oc.columns(['bot_id', 'channel', 'external_user_id']).doUpdateSet({
        username: from.username,
        first_name: from.firstName,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A fan as the pipeline sees them: the row, and whether they are known to the platform as a minor. */
export type PipelineFan = FanRow & { is_minor: boolean };

export interface FanInConversation {
  fan: PipelineFan;
  conversationId: string;
  /** The conversation's last turns, oldest first (the caller trims them to a token budget). */
  history: ChatTurn[];
  /** Only when a charge was asked for and taken in the same round trip; otherwise the caller charges. */
  debit?: DebitOutcome;
  /** The creator has taken the conversation over (and not gone idle): the AI stays silent and nothing is charged. */
  takenOver: boolean;
  /** A takeover is still recorded but has gone idle: the AI answers, and the caller hands it back. */
  takeoverLapsed: boolean;
  memory: FanMemoryState;
}

/** The conversation's memory as the pipeline needs it: the notes for the prompt, and how much happened since they were written. */
export interface FanMemoryState {
  notes: string;
  /** Messages (both sides) since the notes were last written. */
  messagesSinceUpdate: number;
}

const NO_MEMORY: FanMemoryState = { notes: '', messagesSinceUpdate: 0 };

const HISTORY_TURNS = 40;

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
 * The fan, their one conversation with the bot on their channel (memory lives in it)
 * and its last turns. A known fan costs one query; only first contact writes.
 *
 * With `charge` (the caller knows no paywall applies), a known fan who has not
 * opted out is also charged in that same query, which saves a round trip per
 * message; the CASE runs the debit only then. First contact is not charged
 * here: the caller charges as usual.
 */
export async function fanConversation(db: Db, botId: string, from: FanIdentity, charge?: DebitRequest, takeoverIdleHours = TAKEOVER_IDLE_HOURS_DEFAULT): Promise<FanInConversation> {
  // A takeover counts until it has gone idle, whether or not the API's sweep has handed it back yet.
  const takenOver = sql<boolean>`coalesce(conversations.taken_over_at IS NOT NULL AND conversations.creator_active_at > ${takeoverIdleSince(takeoverIdleHours)}, false)`;
  const query = db
    .selectFrom('fans')
    .leftJoin('conversations', (join) => join.onRef('conversations.fan_id', '=', 'fans.id').onRef('conversations.channel', '=', 'fans.channel'))
    .select(FAN_COLUMNS.map((column) => `fans.${column}` as const))
    .select('conversations.id as conversation_id')
    .select('conversations.memory as memory_notes')
    .select(sql<number>`conversations.message_count - conversations.memory_count_at`.as('messages_since_memory'))
    .select(isKnownMinorFan('fans').as('is_minor'))
    .select(
      sql<ChatTurn[]>`(
        SELECT coalesce(json_agg(json_build_object('role', CASE WHEN t.role = 'creator' THEN 'assistant' ELSE t.role END, 'content', t.content) ORDER BY t.id), '[]'::json)
        FROM (
          SELECT id, role, ${TURN_CONTENT} AS content FROM messages
          WHERE conversation_id = conversations.id AND error IS NULL AND role IN ('user', 'assistant', 'creator')
          ORDER BY id DESC LIMIT ${HISTORY_TURNS}
        ) t
      )`.as('history'),
    )
    .select(takenOver.as('taken_over'))
    .select(sql<boolean>`coalesce(conversations.taken_over_at IS NOT NULL, false)`.as('takeover_recorded'))
    .select(
      (charge
        ? sql<DebitRow | null>`CASE WHEN conversations.id IS NOT NULL AND NOT fans.opted_out AND NOT ${takenOver} THEN (SELECT row_to_json(d) FROM ${debitCreditCall(charge)} d) END`
        : sql<null>`NULL::json`
      ).as('debit'),
    )
    .where('fans.bot_id', '=', botId)
    .where('fans.channel', '=', from.channel)
    .where('fans.external_user_id', '=', from.externalUserId);
  // Every fan message runs it: planned once per connection (decision 020), two texts (with and without the charge).
  const { rows } = await db.executeQuery(preparedStatement(charge ? 'fan_conversation_charged' : 'fan_conversation', query.compile()));
  const known = rows[0];
  if (known?.conversation_id) {
    const { conversation_id, history, debit, taken_over, takeover_recorded, memory_notes, messages_since_memory, ...fan } = known;
    return {
      fan,
      conversationId: conversation_id,
      history,
      memory: { notes: memory_notes ?? '', messagesSinceUpdate: Number(messages_since_memory ?? 0) },
      takenOver: taken_over,
      takeoverLapsed: takeover_recorded && !taken_over,
      ...(debit && charge ? { debit: debitOutcome(debit, charge) } : {}),
    };
  }
  const [row, isMinor] = await Promise.all([upsertFan(db, botId, from), isKnownMinor(db, from)]);
  const fan = { ...row, is_minor: isMinor };
  return { fan, conversationId: await conversationOf(db, botId, fan.id, from.channel), history: [], takenOver: false, takeoverLapsed: false, memory: NO_MEMORY };
}

/** The fan's one conversation with the bot on their channel (memory lives in it). */
export async function conversationOf(db: Db, botId: string, fanId: string, channel: FanIdentity['channel']): Promise<string> {
  // The no-op update makes RETURNING give the existing row's id on a conflict.
  const row = await db
    .insertInto('conversations')
    .values({ bot_id: botId, fan_id: fanId, channel })
    .onConflict((oc) => oc.columns(['fan_id', 'channel']).where('fan_id', 'is not', null).doUpdateSet({ channel }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * How long a channel's message id names one message: the usage key's window
 * (migration 20261125010000), since a channel may reuse its ids after a long
 * silence. Every "was this message seen?" test uses it.
 */
export const MESSAGE_ID_WINDOW = sql`interval '48 hours'`;

/**
 * The reply already stored for a fan's message (a voice note's text too), or
 * null when it was not answered. Only MESSAGE_ID_WINDOW counts: an older
 * answer belongs to another message. The channels' ids never look alike (a
 * number, an opaque string), so bot and id suffice.
 */
export async function storedReply(db: Db, botId: string, messageId: string): Promise<string | null> {
  const row = await messagesWithId(db, botId, messageId, 'assistant').select('content').where('error', 'is', null).orderBy('id', 'desc').executeTakeFirst();
  return row?.content ?? null;
}

/** This bot's messages of one side carrying the channel's message id, within MESSAGE_ID_WINDOW. */
export function messagesWithId(db: Db, botId: string, messageId: string, role: 'user' | 'assistant') {
  return db
    .selectFrom('messages')
    .where('bot_id', '=', botId)
    .where('external_message_id', '=', messageId)
    .where('role', '=', role)
    .where('created_at', '>', sql<Date>`now() - ${MESSAGE_ID_WINDOW}`);
}

/** The last turns of a conversation, oldest first (the caller trims them to a token budget). */
export async function recentTurns(db: Db, conversationId: string, limit = HISTORY_TURNS): Promise<ChatTurn[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['role', TURN_CONTENT.as('content')])
    .where('conversation_id', '=', conversationId)
    .where('error', 'is', null)
    .where('role', 'in', ['user', 'assistant', 'creator'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  // What the creator wrote in a takeover is the bot's own turn to the model.
  return rows.reverse().map((r) => ({ role: r.role === 'creator' ? 'assistant' : (r.role as ChatTurn['role']), content: r.content }));
}

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

/**
 * Stores the fan's message and the bot's reply (or the failure), and moves the
 * conversation, bot and fan counters, all in one statement: this runs for every
 * fan message. An answered message (a reply that reached the fan) also clears the fan's credit notice,
 * counts toward the tip window and uses one prepaid message when `usePrepaid`.
 */
export async function recordExchange(db: Db, exchange: Exchange, usePrepaid = false): Promise<FanCounters | null> {
  const now = new Date();
  const later = new Date(now.getTime() + 1);
  const { reply } = exchange;
  const answered = reply !== undefined && exchange.error === undefined;
  const replyRow = reply
    ? sql`(${exchange.conversationId}, ${exchange.botId}, ${exchange.fanId}, 'assistant', ${reply.text}, ${reply.isVoice}, ${reply.promptTokens}, ${reply.completionTokens}, ${reply.latencyMs}, ${reply.costUsd}, ${exchange.messageId}, ${exchange.error ?? null}, ${later}, NULL)`
    : sql`(${exchange.conversationId}, ${exchange.botId}, ${exchange.fanId}, 'assistant', '', false, NULL, NULL, NULL, NULL, ${exchange.messageId}, ${exchange.error ?? 'unknown error'}, ${later}, NULL)`;
  const statement = sql<FanCounters>`
    WITH stored AS (
      INSERT INTO messages (conversation_id, bot_id, fan_id, role, content, is_voice, prompt_tokens, completion_tokens, latency_ms, cost_usd, external_message_id, error, created_at, media)
      VALUES
        (${exchange.conversationId}, ${exchange.botId}, ${exchange.fanId}, 'user', ${exchange.fanText}, false, NULL, NULL, NULL, NULL, ${exchange.messageId}, NULL, ${now}, ${exchange.fanMedia ?? null}::text),
        ${replyRow}
      RETURNING 1
    ),
    conversation AS (
      UPDATE conversations SET
        message_count = message_count + ${reply ? 2 : 1},
        last_message_at = ${now},
        unread_count = unread_count + 1,
        -- A model that failed leaves the fan waiting: the creator's inbox says a human is needed.
        needs_human_at = CASE WHEN ${reply !== undefined} THEN needs_human_at ELSE coalesce(needs_human_at, ${now}) END
      WHERE id = ${exchange.conversationId}
      RETURNING 1
    ),
    bot AS (
      -- At most one write per bot every 10 s: a busy bot's row is not rewritten per message.
      UPDATE bots SET last_activity_at = ${now}
      WHERE id = ${exchange.botId} AND (last_activity_at IS NULL OR last_activity_at < ${now}::timestamptz - interval '10 seconds')
      RETURNING 1
    ),
    fan AS (
      UPDATE fans SET
        last_message_at = ${now},
        blocked_at = NULL,
        credit_notice_at = CASE WHEN ${answered} THEN NULL ELSE credit_notice_at END,
        messages_since_tip_prompt = messages_since_tip_prompt + ${answered ? 1 : 0},
        prepaid_messages = greatest(0, prepaid_messages - ${answered && usePrepaid ? 1 : 0})
      WHERE id = ${exchange.fanId}
      RETURNING messages_since_tip_prompt, last_tip_prompt_at, first_seen_at
    )
    -- Data-modifying CTEs always run to completion, read or not.
    SELECT messages_since_tip_prompt, last_tip_prompt_at, first_seen_at FROM fan
  `;
  // Every fan message runs it: planned once per connection (decision 020), one text with a reply and one without.
  const { rows } = await db.executeQuery(preparedStatement(reply ? 'record_exchange' : 'record_failed_exchange', statement.compile(db)));
  return rows[0] ?? null;
}
