import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PlansTable, UsersTable, SessionsTable, OauthAccountsTable, OauthStatesTable, LoginFailuresTable, InstagramAccountsTable } from './schema/accounts';
import type { BotsTable, BotLeasesTable, QueueWorkersTable } from './schema/bots';
import type { FansTable, ProtectedMinorsTable, CrisisReferralsTable, ConversationsTable, MessagesTable, UsageDebitsTable, FanPaymentsTable, TipPromptsTable, VoiceClipsTable } from './schema/fans';
import type { PlatformSubscriptionsTable, PlatformPurchasesTable, PlatformPaymentEventsTable, StripeEventsTable, AffiliateCommissionsTable } from './schema/billing';
import type { BroadcastsTable, BroadcastRecipientsTable } from './schema/broadcasts';
import type { SupportTicketsTable, SupportTicketRepliesTable } from './schema/support';
import type { BotDailyStatsTable, BotHourlyStatsTable, FanStatsTable, UserPlanCountsTable } from './schema/analytics';

export type * from './schema/accounts';
export type * from './schema/bots';
export type * from './schema/fans';
export type * from './schema/billing';
export type * from './schema/support';
export type * from './schema/analytics';

export interface Database {
  plans: PlansTable;
  users: UsersTable;
  sessions: SessionsTable;
  oauth_accounts: OauthAccountsTable;
  oauth_states: OauthStatesTable;
  instagram_accounts: InstagramAccountsTable;
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
  voice_clips: VoiceClipsTable;
  broadcasts: BroadcastsTable;
  broadcast_recipients: BroadcastRecipientsTable;
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
