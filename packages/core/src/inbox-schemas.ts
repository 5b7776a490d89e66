import { z } from 'zod';
import { numberField, textField } from './input-fields';
import { TELEGRAM_MESSAGE_LIMIT } from './telegram-limits';

// The creator inbox (docs/product.md §20): conversations, transcripts,
// takeover, the creator's own messages, broadcasts and export.

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const BROADCAST_NOT_FOUND = 'Broadcast not found';
export const NOT_TAKEN_OVER = 'Take the conversation over before replying';
export const FAN_OPTED_OUT = 'This fan opted out of messages';
export const NOT_AN_ADULT = 'This 18+ bot may only write to fans who confirmed they are 18 or older';

/** A taken-over conversation hands itself back after this long without a creator message (TAKEOVER_IDLE_HOURS). */
export const TAKEOVER_IDLE_HOURS_DEFAULT = 12;

export const INBOX_PAGE_SIZE = 20;
export const TRANSCRIPT_PAGE_SIZE = 50;

export const CONVERSATION_FILTERS = ['all', 'needs_human', 'taken_over', 'paying', 'opted_out'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

export const BROADCAST_AUDIENCES = ['all', 'active_7d', 'active_30d', 'paying'] as const;
export type BroadcastAudienceId = (typeof BROADCAST_AUDIENCES)[number];

export const conversationIdSchema = z.uuid({ error: CONVERSATION_NOT_FOUND });
export const broadcastIdSchema = z.uuid({ error: BROADCAST_NOT_FOUND });
const botId = z.uuid({ error: 'Bot not found' });

const page = numberField('Page', (n) => n.int('must be a whole number').min(1, 'must be 1 or more')).default(1);
const pageSize = numberField('Page size', (n) => n.int('must be a whole number').min(1, 'must be 1 or more').max(100, 'must be 100 or less')).default(INBOX_PAGE_SIZE);

/** GET /api/conversations and /api/chatbots/{id}/conversations: newest activity first. */
export const conversationListSchema = z.object({
  /** One bot's conversations; all the creator's when absent. */
  id: botId.optional(),
  page,
  page_size: pageSize,
  search: textField('Search').trim().max(200, 'must be 200 characters or fewer').default(''),
  filter: z.enum(CONVERSATION_FILTERS, { error: "must be one of 'all', 'needs_human', 'taken_over', 'paying', 'opted_out'" }).default('all'),
});
export type ConversationListQuery = z.output<typeof conversationListSchema>;

/** GET /api/conversations/{id}/messages?before&limit: the page of messages before an id, newest last. */
export const transcriptSchema = z.object({
  id: conversationIdSchema,
  before: numberField('Before', (n) => n.int('must be a whole number').min(1, 'must be 1 or more')).optional(),
  limit: numberField('Limit', (n) => n.int('must be a whole number').min(1, 'must be 1 or more').max(200, 'must be 200 or less')).default(TRANSCRIPT_PAGE_SIZE),
});
export type TranscriptQuery = z.output<typeof transcriptSchema>;

export const conversationByIdSchema = z.object({ id: conversationIdSchema });

const messageText = textField('Text', 'Text is required')
  .trim()
  .min(1, 'Text cannot be empty')
  .max(TELEGRAM_MESSAGE_LIMIT, `Text must be at most ${TELEGRAM_MESSAGE_LIMIT} characters`);

/** POST /api/conversations/{id}/messages: what the creator types to a fan of a taken-over conversation. */
export const creatorMessageSchema = z.object({ id: conversationIdSchema, text: messageText });

/** POST /api/chatbots/{id}/broadcasts, and the preview of its audience. */
export const broadcastAudienceSchema = z.object({
  id: botId,
  audience: z.enum(BROADCAST_AUDIENCES, { error: "must be one of 'all', 'active_7d', 'active_30d', 'paying'" }).default('all'),
});
export const broadcastCreateSchema = broadcastAudienceSchema.extend({ text: messageText });
export type BroadcastCreate = z.output<typeof broadcastCreateSchema>;

export const broadcastByIdSchema = z.object({ id: broadcastIdSchema });

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: "must be 'csv' or 'json'" }).default('json');
