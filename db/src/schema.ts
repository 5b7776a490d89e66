import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PackId, PAYMENT_METHODS, Platform, PlanId, PRICING_MODELS, ProviderId, SubscriptionItem, TIP_TRIGGER_TYPES } from '@fanline/core';

/** A timestamptz: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** An enum-like text column, typed with core's union (the CHECK or the API keeps other values out). */
type Enum<T extends string> = ColumnType<T, T, T>;
type EnumDefault<T extends string> = ColumnType<T, T | undefined, T>;

/** numeric columns are parsed to number by createDb (they hold money and rates with 2–6 decimals). */
type Numeric = ColumnType<number, number | string, number | string>;
type NumericDefault = ColumnType<number, number | string | undefined, number | string>;

export interface PlansTable {
  id: Enum<PlanId>;
  name: string;
  price_cents: number;
  period: Generated<string>;
  bots: number;
  messages: number;
  voice_messages: number;
  platforms: string[];
  providers: string[];
  monetization: boolean;
  voice_upgrade_available: boolean;
  most_popular: Generated<boolean>;
  features: string[];
  sort_order: number;
  updated_at: TimestampDefault;
}

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  password_hash: string | null;
  plan: EnumDefault<PlanId>;
  is_admin: Generated<boolean>;
  is_active: Generated<boolean>;
  bots_limit: Generated<number>;
  messages_remaining: Generated<number>;
  voice_messages_remaining: Generated<number>;
  has_voice_upgrade: Generated<boolean>;
  /** How much of messages_remaining came from packs; see core's credit-balance. */
  pack_messages: Generated<number>;
  pack_voice_messages: Generated<number>;
  plan_period_end: Timestamp | null;
  stripe_customer_id: string | null;
  referral_code: string;
  referred_by: string | null;
  last_login_at: Timestamp | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface SessionsTable {
  id: string;
  secret_hash: Buffer;
  user_id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: TimestampDefault;
  expires_at: Timestamp;
}

export interface OauthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: TimestampDefault;
}

export interface OauthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  referral_code: string | null;
  created_at: TimestampDefault;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: TimestampDefault;
}

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
  /** When the fan was first told the bot is an AI; null: the next message carries the notice. */
  disclosed_at: Timestamp | null;
  /** The fan confirmed being 18 or older on this 18+ bot. */
  age_confirmed_at: Timestamp | null;
  /** The last AI and break reminder sent to this fan as a known minor. */
  minor_reminder_at: Timestamp | null;
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
  source: 'fan' | 'reply';
  detector: 'builtin' | 'openai';
  language: string;
  external_message_id: string;
  created_at: TimestampDefault;
}

/** An inbound-queue worker's heartbeat; a silent one's jobs are unlocked for others. */
export interface QueueWorkersTable {
  worker_id: string;
  runner_id: string;
  seen_at: TimestampDefault;
}

export interface BotLeasesTable {
  bot_id: string;
  runner_id: string;
  acquired_at: TimestampDefault;
  expires_at: Timestamp;
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
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: string;
  bot_id: string;
  fan_id: string | null;
  role: 'user' | 'assistant' | 'system';
  content: string;
  is_voice: Generated<boolean>;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  latency_ms: number | null;
  cost_usd: Numeric | null;
  /** The channel's id of the message (Telegram's update id): a redelivery finds its answer by it. */
  external_message_id: string | null;
  error: string | null;
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

export interface TipPromptsTable {
  id: Generated<number>;
  bot_id: string;
  fan_id: string;
  sent_at: TimestampDefault;
}

export interface PlatformSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  stripe_subscription_id: string;
  stripe_customer_id: string | null;
  item: Enum<SubscriptionItem>;
  status: string;
  amount_cents: number;
  current_period_start: Timestamp | null;
  current_period_end: Timestamp | null;
  /** When this subscription's allowance was granted; null until it first became the active one. */
  granted_at: Timestamp | null;
  ended_at: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  cancel_reason: string | null;
  canceled_at: Timestamp | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface PlatformPurchasesTable {
  id: Generated<string>;
  user_id: string;
  stripe_checkout_session_id: string;
  stripe_payment_intent_id: string | null;
  item: Enum<PackId>;
  amount_cents: number;
  currency: Generated<string>;
  messages_granted: Generated<number>;
  voice_messages_granted: Generated<number>;
  status: Generated<string>;
  created_at: TimestampDefault;
}

export interface PlatformPaymentEventsTable {
  id: Generated<number>;
  stripe_event_id: string;
  user_id: string | null;
  kind: 'invoice_paid' | 'payment_failed' | 'refund' | 'dispute';
  /** The invoice, charge or dispute id. */
  stripe_object_id: string | null;
  /** The plan or pack paid for, when known. */
  item: string | null;
  amount_cents: Generated<number>;
  currency: Generated<string>;
  created_at: TimestampDefault;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: TimestampDefault;
  processed_at: Timestamp | null;
}

export interface SupportTicketsTable {
  id: Generated<number>;
  user_id: string;
  subject: string;
  message: string;
  status: Generated<'open' | 'pending' | 'resolved' | 'closed'>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

export interface SupportTicketRepliesTable {
  id: Generated<number>;
  ticket_id: number;
  author_id: string | null;
  is_staff: boolean;
  message: string;
  created_at: TimestampDefault;
}

export interface AffiliateCommissionsTable {
  id: Generated<number>;
  affiliate_id: string;
  referred_user_id: string | null;
  source_ref: string;
  revenue_cents: number;
  commission_cents: number;
  rate_bps: number;
  created_at: TimestampDefault;
}

/** Rollups kept by triggers (migration analytics_rollups); analytics reads these, never raw messages. */
export interface BotDailyStatsTable {
  bot_id: string;
  day: ColumnType<Date, string | Date, string | Date>;
  fan_messages: Generated<number>;
  replies: Generated<number>;
  failed_replies: Generated<number>;
  voice_replies: Generated<number>;
  voice_chars: Generated<number>;
  voice_followups: Generated<number>;
  response_ms_sum: Generated<number>;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  llm_cost_usd: NumericDefault;
  revenue_usd: NumericDefault;
  payments: Generated<number>;
  tips: Generated<number>;
  tip_revenue_usd: NumericDefault;
  tip_prompts: Generated<number>;
  new_fans: Generated<number>;
  /** Runs of a fan's messages with no gap over 30 minutes that start this day, and their length in seconds. */
  sessions: Generated<number>;
  session_seconds: Generated<number>;
  /** Fans whose latest message is on this day; summed from a day on, the fans active since. */
  fans_last_active: Generated<number>;
  /** Fans who have written and whose first activity (first seen, or their latest message if earlier) is on this day. */
  fans_first_active: Generated<number>;
}

export interface BotHourlyStatsTable {
  bot_id: string;
  day: ColumnType<Date, string | Date, string | Date>;
  hour: number;
  fan_messages: Generated<number>;
  revenue_usd: NumericDefault;
}

export interface FanStatsTable {
  fan_id: string;
  bot_id: string;
  fan_messages: Generated<number>;
  replies: Generated<number>;
  voice_chars: Generated<number>;
  llm_cost_usd: NumericDefault;
  revenue_usd: NumericDefault;
  payments: Generated<number>;
}

/** Users per plan, kept by a trigger so the console's page counts need no count(*). */
export interface UserPlanCountsTable {
  plan: string;
  users: Generated<number>;
  active_users: Generated<number>;
}

export interface Database {
  plans: PlansTable;
  users: UsersTable;
  sessions: SessionsTable;
  oauth_accounts: OauthAccountsTable;
  oauth_states: OauthStatesTable;
  login_failures: LoginFailuresTable;
  bots: BotsTable;
  bot_leases: BotLeasesTable;
  queue_workers: QueueWorkersTable;
  fans: FansTable;
  protected_minors: ProtectedMinorsTable;
  crisis_referrals: CrisisReferralsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  usage_debits: UsageDebitsTable;
  fan_payments: FanPaymentsTable;
  tip_prompts: TipPromptsTable;
  platform_subscriptions: PlatformSubscriptionsTable;
  platform_purchases: PlatformPurchasesTable;
  platform_payment_events: PlatformPaymentEventsTable;
  stripe_events: StripeEventsTable;
  support_tickets: SupportTicketsTable;
  support_ticket_replies: SupportTicketRepliesTable;
  affiliate_commissions: AffiliateCommissionsTable;
  bot_daily_stats: BotDailyStatsTable;
  bot_hourly_stats: BotHourlyStatsTable;
  fan_stats: FanStatsTable;
  user_plan_counts: UserPlanCountsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type BotRow = Selectable<BotsTable>;
export type FanRow = Selectable<FansTable>;
export type PlanRow = Selectable<PlansTable>;
export type PlatformSubscriptionRow = Selectable<PlatformSubscriptionsTable>;
