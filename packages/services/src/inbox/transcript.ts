import { sql } from 'kysely';
import type { FanMediaKind, Platform, TranscriptQuery } from '@fanline/core';
import type { Db } from '@fanline/db';
import { messageReceipt, type StoredReceipt } from '../channels/delivery-receipts';
import { ownedConversation } from './conversation-access';
import { fanDisplayName } from './fan-label';

export type TranscriptRole = 'fan' | 'bot' | 'creator';
/**
 * A creator message's delivery; a bot reply is sent or failed (with its reason), or delivered and
 * read where the channel reports it (delivery receipts); a fan's message has none.
 */
export type Delivery = 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed' | null;

export interface TranscriptMessage {
  id: number;
  role: TranscriptRole;
  text: string;
  is_voice: boolean;
  /** A fan's message that was not typed (a voice note, a photo, a sticker…). */
  media: FanMediaKind | null;
  created_at: string;
  delivery: Delivery;
  /** Why it failed or went unanswered. */
  error: string | null;
  /** Sent as part of this broadcast. */
  broadcast_id: string | null;
}

/** A payment or a tip prompt, shown between the messages at its time. */
export interface TranscriptEvent {
  kind: 'payment' | 'tip_prompt';
  created_at: string;
  /** For a payment: subscription, per_message or tip, with its amount. */
  payment?: { kind: 'subscription' | 'per_message' | 'tip'; amount_usd: number; status: 'paid' | 'refunded' };
}

export interface TranscriptPage {
  messages: TranscriptMessage[];
  events: TranscriptEvent[];
  /** Older messages remain: ask again with before = messages[0].id. */
  has_more: boolean;
}

/** The stored roles a transcript shows (not the system's), as the inbox names them: the one map for the list, the transcript and the export. */
export const ROLES = { user: 'fan', assistant: 'bot', creator: 'creator' } as const satisfies Record<string, TranscriptRole>;
export const TRANSCRIPT_ROLES = Object.keys(ROLES) as Array<keyof typeof ROLES>;

function deliveryOf(row: { role: string; delivery: Delivery; error: string | null; receipt: StoredReceipt }): Delivery {
  // Once the channel took a creator's message, its receipts (where it reports them) say what became of it.
  if (row.role === 'creator') return row.delivery === 'sent' && row.receipt ? row.receipt.status : row.delivery;
  if (row.role === 'assistant') return row.error ? 'failed' : (row.receipt?.status ?? 'sent');
  return null;
}

/**
 * One page of a conversation, newest last: the `limit` messages before
 * `before` (or the latest), and the payments and tip prompts of the same
 * stretch of time, so scrolling up reads each once.
 */
export async function transcriptPage(db: Db, userId: string, query: TranscriptQuery): Promise<TranscriptPage> {
  const conversation = await ownedConversation(db, userId, query.id);
  let messages = db
    .selectFrom('messages')
    .select(['id', 'role', 'content', 'is_voice', 'media', 'created_at', 'delivery', 'error', 'broadcast_id'])
    // What the channel reported of a reply or a creator's message, where it reports anything.
    .select(messageReceipt.as('receipt'))
    .where('conversation_id', '=', conversation.id)
    .where('role', 'in', TRANSCRIPT_ROLES)
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
  if (query.before !== undefined) messages = messages.where('id', '<', query.before);
  const rows = await messages.execute();
  const has_more = rows.length > query.limit;
  const page = rows.slice(0, query.limit).reverse();

  // The page's stretch of time: from its first message (or the beginning) to the next page's first (or now).
  const from = has_more && page[0] ? page[0].created_at : new Date(0);
  const until = query.before !== undefined && page.length ? await nextMessageTime(db, conversation.id, page[page.length - 1]!.id) : null;
  const [payments, prompts] = await Promise.all([
    db
      .selectFrom('fan_payments')
      .select(['kind', 'amount_usd', 'status', 'created_at'])
      .where('fan_id', '=', conversation.fan_id)
      .where('bot_id', '=', conversation.bot_id)
      .where('created_at', '>=', from)
      .$if(until !== null, (q) => q.where('created_at', '<', until!))
      .execute(),
    db
      .selectFrom('tip_prompts')
      .select(['sent_at'])
      .where('fan_id', '=', conversation.fan_id)
      .where('sent_at', '>=', from)
      .$if(until !== null, (q) => q.where('sent_at', '<', until!))
      .execute(),
  ]);
  const events: TranscriptEvent[] = [
    ...payments.map((p) => ({
      kind: 'payment' as const,
      created_at: new Date(p.created_at).toISOString(),
      payment: { kind: p.kind, amount_usd: Number(p.amount_usd), status: p.status },
    })),
    ...prompts.map((t) => ({ kind: 'tip_prompt' as const, created_at: new Date(t.sent_at).toISOString() })),
  ].sort((a, b) => a.created_at.localeCompare(b.created_at));

  return {
    messages: page.map((row) => ({
      id: Number(row.id),
      role: ROLES[row.role as keyof typeof ROLES],
      text: row.content,
      is_voice: row.is_voice,
      media: row.media,
      created_at: new Date(row.created_at).toISOString(),
      delivery: deliveryOf(row),
      error: row.error ?? row.receipt?.error ?? null,
      broadcast_id: row.broadcast_id,
    })),
    events,
    has_more,
  };
}

async function nextMessageTime(db: Db, conversationId: string, afterId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('messages')
    .select('created_at')
    .where('conversation_id', '=', conversationId)
    .where('role', 'in', TRANSCRIPT_ROLES)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

export interface ConversationDetail {
  id: string;
  bot: { id: string; name: string; channel: Platform };
  fan: {
    id: string;
    name: string;
    username: string | null;
    first_seen_at: string;
    last_message_at: string | null;
    messages: number;
    payments_usd: number;
    tips_usd: number;
    /** Paid access until then (a subscription), or null. */
    subscribed_until: string | null;
    prepaid_messages: number;
    opted_out: boolean;
    blocked: boolean;
  };
  taken_over: boolean;
  taken_over_at: string | null;
  unread: number;
  needs_human: boolean;
  crisis_flagged_at: string | null;
}

/** The fan card beside a transcript: who the fan is, what they paid and whether they can be reached. */
export async function conversationDetail(db: Db, userId: string, conversationId: string): Promise<ConversationDetail> {
  const owned = await ownedConversation(db, userId, conversationId);
  const row = await db
    .selectFrom('conversations as c')
    .innerJoin('fans as f', 'f.id', 'c.fan_id')
    .select([
      'c.message_count',
      'c.taken_over_at',
      'c.unread_count',
      'c.needs_human_at',
      'c.crisis_flagged_at',
      'f.id as fan_id',
      'f.first_name',
      'f.username',
      'f.external_user_id',
      'f.first_seen_at',
      'f.last_message_at',
      'f.access_expires_at',
      'f.prepaid_messages',
      'f.opted_out',
      'f.blocked_at',
    ])
    .select([
      sql<string>`(SELECT coalesce(sum(p.amount_usd) FILTER (WHERE p.kind <> 'tip'), 0) FROM fan_payments p WHERE p.fan_id = f.id AND p.status = 'paid')`.as('payments_usd'),
      sql<string>`(SELECT coalesce(sum(p.amount_usd) FILTER (WHERE p.kind = 'tip'), 0) FROM fan_payments p WHERE p.fan_id = f.id AND p.status = 'paid')`.as('tips_usd'),
    ])
    .where('c.id', '=', owned.id)
    .executeTakeFirstOrThrow();
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  const subscribed = row.access_expires_at && new Date(row.access_expires_at) > new Date() ? iso(row.access_expires_at) : null;
  return {
    id: owned.id,
    bot: { id: owned.bot_id, name: owned.bot_name, channel: owned.channel },
    fan: {
      id: row.fan_id,
      name: fanDisplayName(row),
      username: row.username,
      first_seen_at: new Date(row.first_seen_at).toISOString(),
      last_message_at: iso(row.last_message_at),
      messages: row.message_count,
      payments_usd: Number(row.payments_usd),
      tips_usd: Number(row.tips_usd),
      subscribed_until: subscribed,
      prepaid_messages: row.prepaid_messages,
      opted_out: row.opted_out,
      blocked: row.blocked_at !== null,
    },
    taken_over: row.taken_over_at !== null,
    taken_over_at: iso(row.taken_over_at),
    unread: row.unread_count,
    needs_human: row.needs_human_at !== null,
    crisis_flagged_at: iso(row.crisis_flagged_at),
  };
}
