import { z } from 'zod';
import { FAN_MEDIA_KINDS } from './channels/inbound-event';
import { PLATFORMS } from './plans';

/** The creator inbox answers: conversation pages, one conversation with its fan card, transcript pages. */

export const conversationSummarySchema = z.object({
  id: z.string(),
  bot_id: z.string(),
  bot_name: z.string(),
  channel: z.enum(PLATFORMS),
  fan: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
  }),
  last_message_at: z.string(),
  last_message: z.string().nullable(),
  last_message_role: z.enum(['bot', 'fan', 'creator']).nullable(),
  unread: z.number(),
  taken_over: z.boolean(),
  needs_human: z.boolean(),
  opted_out: z.boolean(),
});

export const conversationPageSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  pagination: z.object({
    page: z.number(),
    page_size: z.number(),
    total: z.number(),
    total_pages: z.number(),
    has_next: z.boolean(),
    has_previous: z.boolean(),
    total_capped: z.boolean(),
  }),
});

export const conversationDetailSchema = z.object({
  id: z.string(),
  bot: z.object({
    id: z.string(),
    name: z.string(),
    channel: z.enum(PLATFORMS),
  }),
  fan: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    first_seen_at: z.string(),
    last_message_at: z.string().nullable(),
    messages: z.number(),
    payments_usd: z.number(),
    tips_usd: z.number(),
    subscribed_until: z.string().nullable(),
    prepaid_messages: z.number(),
    opted_out: z.boolean(),
    blocked: z.boolean(),
  }),
  taken_over: z.boolean(),
  taken_over_at: z.string().nullable(),
  unread: z.number(),
  needs_human: z.boolean(),
  crisis_flagged_at: z.string().nullable(),
});

export const transcriptMessageSchema = z.object({
  id: z.number(),
  role: z.enum(['bot', 'fan', 'creator']),
  text: z.string(),
  is_voice: z.boolean(),
  /** A fan's message that was not typed: a voice note (text is its transcript), a photo (its caption), a sticker… */
  media: z.enum(FAN_MEDIA_KINDS).nullable(),
  created_at: z.string(),
  delivery: z.enum(['sent', 'delivered', 'read', 'failed', 'queued', 'sending']).nullable(),
  error: z.string().nullable(),
  broadcast_id: z.string().nullable(),
});

export const transcriptEventSchema = z.object({
  kind: z.enum(['payment', 'tip_prompt']),
  created_at: z.string(),
  payment: z.object({
    kind: z.enum(['subscription', 'per_message', 'tip']),
    amount_usd: z.number(),
    status: z.enum(['paid', 'refunded']),
  }).optional(),
});

export const transcriptPageSchema = z.object({
  messages: z.array(transcriptMessageSchema),
  events: z.array(transcriptEventSchema),
  has_more: z.boolean(),
});

export const takeoverStateSchema = z.object({
  taken_over: z.boolean(),
});

export const queuedCreatorMessageSchema = z.object({
  message: z.object({
    id: z.number(),
    delivery: z.literal('queued'),
  }),
});

/** The Inbox tab's badge: conversations with unread fan messages. */
export const unreadCountSchema = z.object({ conversations: z.number() });

/** The JSON export of conversations (streamed as a file, so documented rather than validated). */
export const conversationExportFileSchema = z.object({
  conversations: z.array(
    z.object({
      id: z.string(),
      bot: z.string(),
      channel: z.enum(PLATFORMS),
      started_at: z.iso.datetime(),
      fan: z.object({ id: z.string(), name: z.string(), username: z.string().nullable() }),
      messages: z.array(
        z.object({
          id: z.number(),
          role: z.enum(['bot', 'fan', 'creator']),
          text: z.string(),
          is_voice: z.boolean(),
          delivery: z.string().nullable(),
          error: z.string().nullable(),
          created_at: z.iso.datetime(),
        }),
      ),
    }),
  ),
});

/** One event of the inbox's live feed: `ready` when the server listens (read afresh then), or what changed, to refetch. */
export const inboxFeedEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ready') }),
  z.object({ kind: z.literal('change'), bot_id: z.string(), conversation_id: z.string().optional(), broadcast_id: z.string().optional() }),
]);

/** GET, PUT and DELETE /api/conversations/{id}/memory: the bot's notes about the fan, and when they last changed. */
export const fanMemorySchema = z.object({
  memory: z.string(),
  updated_at: z.string().nullable(),
});
