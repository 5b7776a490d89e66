import { z } from 'zod';
import { wireDateTimeSchema } from './answer-schemas';
import { PLAN_IDS, PLATFORMS } from './plans';

/** What the administrator console is answered: users, bots, platform figures, the audit trail and failed fan events. */

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(PLAN_IDS),
  bots_limit: z.number(),
  messages_remaining: z.number(),
  voice_messages_remaining: z.number(),
  has_voice_upgrade: z.boolean(),
  /** The user has a cloned voice in use (the users list says it; its consent record is read apart). */
  has_voice_clone: z.boolean().optional(),
  is_active: z.boolean(),
  email: z.string(),
  is_admin: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});

export const adminBotSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  is_deployed: z.boolean(),
  platform: z.enum(PLATFORMS),
  user_name: z.string(),
  user_email: z.string(),
  message_count: z.number(),
  created_at: z.string(),
  last_message_at: z.string().nullable(),
});

export const adminPlatformAnalyticsSchema = z.object({
  users: z.object({
    total: z.number(),
    active: z.number(),
    by_plan: z.object({
      spark: z.number(),
      ignite: z.number(),
      flow: z.number(),
      nexus: z.number(),
    }),
  }),
  bots: z.object({
    total: z.number(),
    active: z.number(),
    deployed: z.number(),
  }),
  messages: z.object({
    last_24h: z.number(),
  }),
});

export const moneySchema = z.object({
  count: z.number(),
  amount: z.number(),
});

/** What one plan (or the voice upgrade) brings in a month, and from how many users. */
const planRevenueSchema = z.object({ revenue: z.number(), users: z.number() });

export const adminFinancialsSchema = z.object({
  monthly_revenue: z.number(),
  active_subscriptions: z.number(),
  churn_rate: z.number(),
  arpu: z.number(),
  plan_breakdown: z.object({ spark: planRevenueSchema, ignite: planRevenueSchema, flow: planRevenueSchema, nexus: planRevenueSchema, voice_upgrades: planRevenueSchema }),
  payment_success_rate: z.number().nullable(),
  failed_payments: moneySchema,
  disputes: moneySchema,
  refunds: moneySchema,
  revenue_last_30_days: z.number(),
});

export const crisisReferralYearSchema = z.object({
  year: z.number(),
  referrals: z.number(),
  from_fan_messages: z.number(),
  from_blocked_replies: z.number(),
  from_model_replies: z.number(),
});

export const affiliateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  referrals: z.number(),
  revenue: z.number(),
  commission: z.number(),
  top_earner: z.boolean(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  subject_user_id: z.string().nullable(),
  subject_email: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});

export const failedInboundEventSchema = z.object({
  id: z.string(),
  bot_id: z.string().nullable(),
  bot_name: z.string().nullable(),
  channel: z.string().nullable(),
  kind: z.string().nullable(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: wireDateTimeSchema,
  failed_at: wireDateTimeSchema,
});

/** Where a console page sits among the rest. */
const consolePaginationSchema = z.object({ total_pages: z.number(), has_next: z.boolean(), has_previous: z.boolean() });

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: consolePaginationSchema.extend({ total_users: z.number(), total_capped: z.boolean() }),
});

export const adminBotsPageSchema = z.object({ bots: z.array(adminBotSchema), pagination: consolePaginationSchema.extend({ total_bots: z.number() }) });

export const auditLogPageSchema = z.object({ entries: z.array(auditEntrySchema), pagination: consolePaginationSchema.extend({ total_entries: z.number() }) });
