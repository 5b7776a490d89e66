import { z } from 'zod';
import { affectedCountSchema } from './answer-schemas';
import { PAYMENT_METHODS, PRICING_MODELS, TIP_TRIGGER_TYPES } from './bot-schemas';
import { PLATFORMS, PROVIDERS } from './plans';

/** What the bot procedures answer: the API's view of a bot (secrets masked), bulk results and counts. */

export const botViewSchema = z.object({
  id: z.string(),
  telegram_token: z.string().nullable(),
  has_telegram_token: z.boolean(),
  telegram_payment_token: z.string().nullable(),
  has_telegram_payment_token: z.boolean(),
  payment_token: z.string().nullable(),
  has_payment_token: z.boolean(),
  instagram_token: z.string().nullable(),
  has_instagram_token: z.boolean(),
  has_instagram_config: z.boolean(),
  instagram_token_error: z.string().nullable(),
  account_connected: z.boolean(),
  account_error: z.string().nullable(),
  is_active: z.boolean(),
  is_deployed: z.boolean(),
  bot_username: z.string().nullable(),
  bot_link: z.string().nullable(),
  attention_reason: z.string().nullable(),
  /** When the creator's cloned voice this bot spoke in was withdrawn; it speaks in the default voice until one is chosen. */
  voice_withdrawn_at: z.string().nullable(),
  last_activity: z.string().nullable(),
  messages_today: z.number(),
  revenue_today: z.number(),
  crisis_flags_30d: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  description: z.string(),
  name: z.string(),
  personality: z.string(),
  greeting: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  llm_provider: z.enum(PROVIDERS),
  llm_model: z.string(),
  temperature: z.number(),
  max_tokens: z.number(),
  voice_enabled: z.boolean(),
  voice_id: z.string().nullable(),
  stream_replies: z.boolean(),
  monetization_enabled: z.boolean(),
  payment_method: z.enum(PAYMENT_METHODS),
  pricing_model: z.enum(PRICING_MODELS),
  price_per_message: z.number(),
  subscription_price: z.number(),
  stripe_price_id: z.string().nullable(),
  instagram_username: z.string().nullable(),
  instagram_page_id: z.string().nullable(),
  tip_flow_enabled: z.boolean(),
  tip_trigger_type: z.enum(TIP_TRIGGER_TYPES),
  tip_timing: z.number(),
  tip_amounts: z.array(z.number()),
  tip_message: z.string(),
  adult_only: z.boolean(),
  template_id: z.string().nullable(),
});

/** A bulk action on the creator's bots, with the bots it left alone and why. */
export const bulkResultSchema = affectedCountSchema.extend({
  skipped: z.array(z.object({
    id: z.string(),
    name: z.string(),
    reason: z.string(),
  })),
});

export const creatorStatsSchema = z.object({
  total_bots: z.number(),
  active_bots: z.number(),
  deployed_bots: z.number(),
  messages_today: z.number(),
  messages_remaining: z.number(),
  bots_limit: z.number(),
});

export const flaggedConversationSchema = z.object({
  conversation_id: z.string(),
  fan_name: z.string(),
  flagged_at: z.string(),
  referrals: z.number(),
});

export const telegramBotInfoSchema = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
});

export const botToggleResultSchema = z.object({ message: z.string(), is_active: z.boolean() });

/** The bot's reply to a test message. */
export const chatTestReplySchema = z.object({ response: z.string() });

/** The dashboard's streamed chat test: the reply so far while the model writes it, then the whole reply. */
export const chatTestEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draft'), text: z.string() }),
  z.object({
    type: z.literal('reply'),
    response: z.string(),
    /** The creator's knowledge the reply was given, best first. */
    knowledge: z.array(z.object({ document_id: z.string(), title: z.string(), excerpt: z.string() })),
  }),
]);
export type ChatTestEvent = z.output<typeof chatTestEventSchema>;

/** A bot's knowledge document, as GET /api/chatbots/{id}/knowledge lists it. */
export const knowledgeDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  source: z.enum(['text', 'file']),
  filename: z.string().nullable(),
  bytes: z.number(),
  chunks: z.number(),
  created_at: z.string(),
});
export const knowledgeListSchema = z.object({ documents: z.array(knowledgeDocumentSchema) });
/** POST /api/chatbots/{id}/knowledge → 201. */
export const knowledgeAddedSchema = z.object({ document: z.object({ id: z.string(), title: z.string(), chunks: z.number() }) });
export const knowledgeDeletedSchema = z.object({ deleted: z.literal(true) });
