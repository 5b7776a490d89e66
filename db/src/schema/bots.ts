// Bots, and the runners that lease them and drain the inbound queue.
import type { ColumnType, Generated } from 'kysely';
import type { PAYMENT_METHODS, Platform, PRICING_MODELS, ProviderId, TIP_TRIGGER_TYPES } from '@fanline/core';
import type { Timestamp, TimestampDefault, EnumDefault, NumericDefault } from './column-types';

export interface BotsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  description: string;
  personality: string;
  greeting: string | null;
  platform: EnumDefault<Platform>;
  llm_provider: EnumDefault<ProviderId>;
  llm_model: string;
  temperature: NumericDefault;
  max_tokens: Generated<number>;
  voice_enabled: Generated<boolean>;
  voice_id: string | null;
  /** When the creator's cloned voice this bot spoke in was withdrawn; it speaks in the default voice until one is chosen again. */
  voice_withdrawn_at: Timestamp | null;
  /** Replies show as drafts while the model writes them, where the channel has drafts. */
  stream_replies: Generated<boolean>;
  /** Chunks of the bot's knowledge documents; 0: the fan pipeline skips the knowledge search. */
  knowledge_chunks: Generated<number>;
  monetization_enabled: Generated<boolean>;
  payment_method: EnumDefault<(typeof PAYMENT_METHODS)[number]>;
  pricing_model: EnumDefault<(typeof PRICING_MODELS)[number]>;
  price_per_message: NumericDefault;
  subscription_price: NumericDefault;
  stripe_price_id: string | null;
  telegram_token_enc: string | null;
  telegram_token_digest: string | null;
  telegram_token_hint: string | null;
  telegram_payment_token_enc: string | null;
  /** Sealed secret_token for Telegram webhook mode; Telegram sends it back on every call. */
  telegram_webhook_secret_enc: string | null;
  payment_token_enc: string | null;
  instagram_username: string | null;
  instagram_token_enc: string | null;
  instagram_page_id: string | null;
  tip_flow_enabled: Generated<boolean>;
  tip_trigger_type: EnumDefault<(typeof TIP_TRIGGER_TYPES)[number]>;
  tip_timing: Generated<number>;
  tip_amounts: ColumnType<number[], number[] | undefined, number[]>;
  tip_message: Generated<string>;
  is_active: Generated<boolean>;
  is_deployed: Generated<boolean>;
  bot_username: string | null;
  telegram_bot_id: number | null;
  deployed_at: Timestamp | null;
  attention_reason: string | null;
  last_activity_at: Timestamp | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** An 18+ bot: each new fan confirms their age before the first reply. */
  adult_only: Generated<boolean>;
  /** The template the bot was made from; an adult template keeps requiring adult_only. */
  template_id: string | null;
}

export interface BotLeasesTable {
  bot_id: string;
  runner_id: string;
  acquired_at: TimestampDefault;
  expires_at: Timestamp;
}

/** A polled update fetched and not yet finished: what a killed runner leaves for the next lease holder. */
export interface PolledUpdatesTable {
  bot_id: string;
  /** Telegram's update_id (bigint: pg returns it as a string). */
  update_id: ColumnType<string, number | string, never>;
  /** The channel-neutral inbound event (InboundEvent), as JSON. */
  event: ColumnType<unknown, string, never>;
  received_at: TimestampDefault;
}

/** A polling runner's presence, renewed by its lease heartbeat; past expires_at it counts as gone. */
export interface PollingRunnersTable {
  runner_id: string;
  /** Its RUNNER_CAPACITY, so the others know how many bots it can take. */
  capacity: number;
  joined_at: TimestampDefault;
  expires_at: Timestamp;
}

/** An inbound-queue worker's heartbeat; a silent one's jobs are unlocked for others. */
export interface QueueWorkersTable {
  worker_id: string;
  runner_id: string;
  seen_at: TimestampDefault;
}

/** A bot's knowledge document (issue #36): pasted text or an uploaded file, cut into chunks. */
export interface KnowledgeDocumentsTable {
  id: Generated<string>;
  bot_id: string;
  title: string;
  source: 'text' | 'file';
  filename: string | null;
  content_type: string | null;
  bytes: number;
  chunks: number;
  created_at: Generated<Date>;
}

/** A chunk of a knowledge document, found by full-text search (`search`, generated from `content`). */
export interface KnowledgeChunksTable {
  id: Generated<number>;
  document_id: string;
  bot_id: string;
  ordinal: number;
  content: string;
  search: Generated<string>;
}

/** How many of a bot's knowledge chunks hold each word; the search picks its candidates by the rarest. */
export interface KnowledgeTermsTable {
  bot_id: string;
  term: string;
  chunks: number;
}

/**
 * A knowledge chunk's embedding, where the server has pgvector (the table
 * exists only there). `embedding` is pgvector's text form, '[0.1,0.2,...]'.
 */
export interface KnowledgeEmbeddingsTable {
  chunk_id: number;
  bot_id: string;
  model: string;
  embedding: string;
}
