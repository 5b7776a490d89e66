import { sql } from 'kysely';
import { TAKEOVER_IDLE_HOURS_DEFAULT, type ChatTurn, type FanIdentity } from '@fanline/core';
import type { Db, FanRow } from '@fanline/db';
import { isKnownMinor } from '../safety/fan-safety-state';
import { debitOutcome, type DebitOutcome, type DebitRequest } from '../metering';
import { HISTORY_TURNS, readKnownFan, TURN_CONTENT } from './known-fan-reads';

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

export interface FanConversationOptions {
  charge?: DebitRequest | undefined;
  /** The fan message being answered, left out of the history it reads (KnownFanRead's messageId). */
  messageId?: string;
  takeoverIdleHours?: number;
}

/**
 * The fan, their one conversation with the bot on their channel (memory lives in it)
 * and its last turns. A known fan costs one query; only first contact writes.
 *
 * With `charge` (the caller knows no paywall applies), a known fan who has not
 * opted out is also charged in that same query, which saves a round trip per
 * message; the CASE runs the debit only then. First contact is not charged
 * here: the caller charges as usual.
 */
export async function fanConversation(db: Db, botId: string, from: FanIdentity, options: FanConversationOptions = {}): Promise<FanInConversation> {
  const { charge, messageId, takeoverIdleHours = TAKEOVER_IDLE_HOURS_DEFAULT } = options;
  const known = await readKnownFan(db, { botId, from, ...(charge ? { charge } : {}), ...(messageId ? { messageId } : {}), takeoverIdleHours });
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
