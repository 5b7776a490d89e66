import { sql } from 'kysely';
import { conversationListSchema, TRANSCRIPT_PAGE_SIZE, transcriptSchema } from '@fanline/core';
import type { Db } from '@fanline/db';
import { conversationDetail, listConversations, transcriptPage } from '@fanline/services';

/** One inbox read, as a REST path and as the service call its procedure makes. */
export type InboxRequest =
  | { kind: 'list'; botId?: string; params: Record<string, string> }
  | { kind: 'messages'; id: string; before?: number }
  | { kind: 'card'; id: string };

/** What the cases pick from: the creator's bots, and long conversations with the first id of their latest page. */
export interface InboxSamples {
  botIds: string[];
  conversations: { id: string; before: number }[];
}

export interface InboxCase {
  name: string;
  pick(samples: InboxSamples, random: () => number): InboxRequest;
}

export const COMMON_WORD = 'gym';
export const RARE_WORD = 'concert';
export const FAN_NAME = 'kenji';

const one = <T>(items: readonly T[], random: () => number): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};
const list = (params: Record<string, string>) => (): InboxRequest => ({ kind: 'list', params: { page_size: '20', ...params } });

/** The cases of issue #18 point 7, each as the web inbox asks for it. */
export const INBOX_CASES: readonly InboxCase[] = [
  { name: 'list, all bots, page 1', pick: list({ page: '1' }) },
  { name: 'list, all bots, page 5', pick: list({ page: '5' }) },
  { name: 'list, one bot, page 1', pick: (s, r) => ({ kind: 'list', botId: one(s.botIds, r), params: { page: '1', page_size: '20' } }) },
  { name: 'list, taken_over', pick: list({ page: '1', filter: 'taken_over' }) },
  { name: 'list, needs_human', pick: list({ page: '1', filter: 'needs_human' }) },
  { name: 'list, paying', pick: list({ page: '1', filter: 'paying' }) },
  { name: `list, search "${COMMON_WORD}"`, pick: list({ page: '1', search: COMMON_WORD }) },
  { name: `list, search "${RARE_WORD}"`, pick: list({ page: '1', search: RARE_WORD }) },
  { name: `list, search "${FAN_NAME}"`, pick: list({ page: '1', search: FAN_NAME }) },
  { name: 'transcript, latest page', pick: (s, r) => ({ kind: 'messages', id: one(s.conversations, r).id }) },
  { name: 'transcript, older page', pick: (s, r) => ({ kind: 'messages', ...one(s.conversations, r) }) },
  { name: 'fan card', pick: (s, r) => ({ kind: 'card', id: one(s.conversations, r).id }) },
];

export function pathOf(request: InboxRequest): string {
  if (request.kind === 'card') return `/api/conversations/${request.id}`;
  if (request.kind === 'messages') {
    return `/api/conversations/${request.id}/messages?limit=${TRANSCRIPT_PAGE_SIZE}${request.before === undefined ? '' : `&before=${request.before}`}`;
  }
  const query = new URLSearchParams(request.params).toString();
  return request.botId ? `/api/chatbots/${request.botId}/conversations?${query}` : `/api/conversations?${query}`;
}

/** The service function the route's procedure calls, with the input its schema makes of the query. */
export function callService(db: Db, userId: string, request: InboxRequest) {
  if (request.kind === 'card') return conversationDetail(db, userId, request.id);
  if (request.kind === 'messages') return transcriptPage(db, userId, transcriptSchema.parse({ id: request.id, before: request.before, limit: TRANSCRIPT_PAGE_SIZE }));
  return listConversations(db, userId, conversationListSchema.parse({ ...request.params, id: request.botId }));
}

/** A line on what the read found, so a fast answer is seen to be a full one. */
export async function describeResult(db: Db, userId: string, request: InboxRequest): Promise<string> {
  const result = await callService(db, userId, request);
  const count = (n: number) => n.toLocaleString('en-US');
  if ('conversations' in result) return `${result.conversations.length} rows of ${count(result.pagination.total)}`;
  if ('messages' in result) return `${result.messages.length} messages, ${result.events.length} event${result.events.length === 1 ? '' : 's'}${result.has_more ? ', more before' : ''}`;
  return `${count(result.fan.messages)} messages, $${result.fan.payments_usd + result.fan.tips_usd} paid`;
}

/**
 * Up to 100 of the creator's conversations with a hundred messages or more
 * (two full pages), and the first id of each one's latest page, which the
 * web app sends as `before` to scroll up.
 */
export async function inboxSamples(db: Db, userId: string, botIds: string[]): Promise<InboxSamples> {
  const { rows } = await sql<{ id: string; before: number }>`
    SELECT c.id, p.id AS before
    FROM (
      SELECT c.id FROM conversations c JOIN bots b ON b.id = c.bot_id
      WHERE b.user_id = ${userId} AND c.fan_id IS NOT NULL AND c.message_count >= ${2 * TRANSCRIPT_PAGE_SIZE}
      ORDER BY random() LIMIT 100
    ) c
    CROSS JOIN LATERAL (
      SELECT m.id FROM messages m WHERE m.conversation_id = c.id AND m.role IN ('user', 'assistant', 'creator')
      ORDER BY m.id DESC OFFSET ${TRANSCRIPT_PAGE_SIZE - 1} LIMIT 1
    ) p
  `.execute(db);
  if (rows.length === 0) throw new Error(`The creator has no conversation of ${2 * TRANSCRIPT_PAGE_SIZE} messages or more`);
  return { botIds, conversations: rows.map((r) => ({ id: r.id, before: Number(r.before) })) };
}
