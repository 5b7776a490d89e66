// Fans on every channel: conversations, messages, the usage ledger, payments and safety records.
import type { Generated } from 'kysely';
import type { Platform } from '@fanline/core';
import type { Timestamp, TimestampDefault, Enum, EnumDefault, Numeric, NumericDefault } from './column-types';

export interface FansTable {
  id: Generated<string>;
  bot_id: string;
  channel: Enum<Platform>;
  /** The channel's id of the fan (Telegram user id, Instagram-scoped id), as text. */
  external_user_id: string;
  username: string | null;
  first_name: string | null;
  language_code: string | null;
  opted_out: Generated<boolean>;
  access_expires_at: Timestamp | null;
  prepaid_messages: Generated<number>;
  messages_since_tip_prompt: Generated<number>;
  last_tip_prompt_at: Timestamp | null;
  first_seen_at: TimestampDefault;
  last_message_at: Timestamp | null;
  credit_notice_at: Timestamp | null;
  /** When the fan was last told the bot cannot take what they sent (a sticker, a video…): at most once an hour. */
  media_notice_at: Generated<Date | null>;
  /** The album (Telegram's media_group_id) the fan's last photos came in, and the message of it that is answered. */
  media_group_id: Generated<string | null>;
  media_group_event_id: Generated<string | null>;
  /** When the fan was first told the bot is an AI; null: the next message carries the notice. */
  disclosed_at: Timestamp | null;
  /** The fan confirmed being 18 or older on this 18+ bot. */
  age_confirmed_at: Timestamp | null;
  /** The last AI and break reminder sent to this fan as a known minor. */
  minor_reminder_at: Timestamp | null;
  /** When the channel last said the fan blocked the bot; cleared when they write again. */
  blocked_at: Timestamp | null;
}

/** Fans who said they are under 18, known to every bot; survives /delete_my_data. */
export interface ProtectedMinorsTable {
  channel: Enum<Platform>;
  channel_user_id: string;
  flagged_at: TimestampDefault;
}

/** One crisis reply, without the message text (SB 243 yearly report). */
export interface CrisisReferralsTable {
  id: Generated<number>;
  user_id: string | null;
  bot_id: string | null;
  fan_id: string | null;
  channel: Enum<Platform>;
  /** fan: the fan's message was screened as a crisis; reply: a model reply was blocked; model: the model's own reply gave the crisis resources. */
  source: 'fan' | 'reply' | 'model';
  detector: 'builtin' | 'openai' | 'model';
  language: string;
  external_message_id: string;
  created_at: TimestampDefault;
}

export interface ConversationsTable {
  id: Generated<string>;
  bot_id: string;
  fan_id: string | null;
  channel: EnumDefault<Platform | 'test'>;
  message_count: Generated<number>;
  started_at: TimestampDefault;
  last_message_at: TimestampDefault;
  /** The latest crisis referral in this conversation, shown to the creator. */
  crisis_flagged_at: Timestamp | null;
  /** The creator took the conversation over: the AI is paused for this fan. */
  taken_over_at: Timestamp | null;
  taken_over_by: string | null;
  /** The creator's last message or takeover here; the idle hand-back counts from it. */
  creator_active_at: Timestamp | null;
  /** Fan messages since the creator last read the conversation. */
  unread_count: Generated<number>;
  /** Since when it needs a human (a crisis, a failed reply, a fan writing to a taken-over chat); cleared on read. */
  needs_human_at: Timestamp | null;
  /** The bot's short notes about the fan (facts, preferences, open threads); '' when none. */
  memory: Generated<string>;
  memory_updated_at: Timestamp | null;
  /** The last message the notes take in. */
  memory_through_id: Generated<number>;
  /** message_count when the notes were last written. */
  memory_count_at: Generated<number>;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: string;
  bot_id: string;
  fan_id: string | null;
  /** user: the fan; assistant: the bot; creator: what the creator typed or broadcast. */
  role: 'user' | 'assistant' | 'system' | 'creator';
  content: string;
  is_voice: Generated<boolean>;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  latency_ms: number | null;
  cost_usd: Numeric | null;
  /** The channel's id of the message (Telegram's update id): a redelivery finds its answer by it. */
  external_message_id: string | null;
  error: string | null;
  /** A creator message's delivery; null for the fan's and the bot's (a failed bot reply has an error). */
  delivery: 'queued' | 'sending' | 'sent' | 'failed' | null;
  /** A fan's message that was not typed text: a voice note (the row holds its transcript), a photo (its caption), a sticker… */
  media: Generated<'voice' | 'photo' | 'sticker' | 'video' | 'document' | 'location' | 'contact' | 'other' | null>;
  /** The broadcast this creator message was part of. */
  broadcast_id: string | null;
  created_at: TimestampDefault;
}

export interface UsageDebitsTable {
  id: Generated<number>;
  user_id: string;
  bot_id: string | null;
  kind: 'message' | 'voice';
  /** The channel the charge came from; with the message id and kind it makes a redelivery free. */
  source: Enum<Platform | 'test'>;
  external_message_id: string | null;
  amount: Generated<number>;
  created_at: TimestampDefault;
}

export interface FanPaymentsTable {
  id: Generated<string>;
  bot_id: string;
  fan_id: string | null;
  kind: 'subscription' | 'per_message' | 'tip';
  amount_minor: number;
  currency: string;
  amount_usd: NumericDefault;
  status: Generated<'paid' | 'refunded'>;
  channel: Enum<Platform>;
  /** The channel's charge id (Telegram's telegram_payment_charge_id): unique per channel, so a payment records once. */
  external_charge_id: string;
  provider_payment_charge_id: string | null;
  invoice_payload: string | null;
  created_at: TimestampDefault;
}

/** A voice note kept for a channel that fetches audio by URL (Instagram), until it expires. */
export interface VoiceClipsTable {
  id: Generated<string>;
  bot_id: string;
  content: Buffer;
  content_type: string;
  expires_at: Timestamp;
  created_at: TimestampDefault;
}

export interface TipPromptsTable {
  id: Generated<number>;
  bot_id: string;
  fan_id: string;
  sent_at: TimestampDefault;
}

/** The latest a channel reported of one sent message (WhatsApp's statuses), by the channel's id of it. */
export interface DeliveryReceiptsTable {
  channel: Platform;
  external_id: string;
  bot_id: string | null;
  /** The fan's message the bot's reply answered: the reply row's external_message_id. */
  answering: string | null;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** Why it failed, in the creator's words. */
  error: string | null;
  updated_at: TimestampDefault;
}
