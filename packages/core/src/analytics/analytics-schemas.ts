import { z } from 'zod';
import { PLATFORMS } from '../plans';

/** The analytics answers (analytics-types.ts names the figures; these schemas are what the API sends of them). */

export const botMessagesSchema = z.object({
  bot_id: z.string(),
  bot_name: z.string(),
  messages: z.number(),
});

export const trendPointSchema = z.object({
  date: z.string(),
  revenue: z.number(),
  messages: z.number(),
});

export const botFigureSchema = z.object({
  bot_id: z.string(),
  name: z.string(),
  messages: z.number(),
  revenue: z.number(),
});

export const hourCountSchema = z.object({
  hour: z.number(),
  messages: z.number(),
});

export const recentTransactionSchema = z.object({
  bot_name: z.string(),
  platform: z.enum(PLATFORMS),
  time_ago: z.string(),
  created_at: z.string(),
  amount: z.number(),
  type: z.enum(['subscription', 'per_message', 'tip']),
});

/** Revenue less what the LLM and voice cost, in dollars. */
const marginSchema = z.object({ revenue: z.number(), llm_cost: z.number(), voice_cost: z.number(), margin: z.number() });

export const botMarginSchema = marginSchema.extend({ bot_id: z.string(), name: z.string() });

export const fanMarginSchema = z.object({
  fan_id: z.string(),
  bot_name: z.string(),
  fan_name: z.string(),
  revenue: z.number(),
  cost: z.number(),
  margin: z.number(),
});

/** A figure per channel. */
const perPlatformSchema = z.object({ instagram: z.number(), telegram: z.number(), whatsapp: z.number() });

export const dashboardAnalyticsSchema = z.object({
  today_messages: z.number(),
  today_revenue: z.number(),
  total_bots: z.number(),
  active_bots: z.number(),
  revenue_by_platform: perPlatformSchema,
  messages_by_platform: perPlatformSchema,
  messages_by_bot: z.array(botMessagesSchema),
  revenue_trend: z.array(trendPointSchema),
  top_performing_bot: botFigureSchema.nullable(),
  growth_metrics: z.object({
    new_fans_this_week: z.number(),
    growth_rate: z.number(),
    peak_activity_hours: z.array(z.number()),
  }),
  hourly_activity: z.array(hourCountSchema),
  conversion_stats: z.object({
    tip_conversion_rate: z.number(),
    avg_tip_amount: z.number(),
  }),
  engagement_metrics: z.object({
    repeat_visitor_rate: z.number(),
    avg_conversation_length: z.number(),
    messages_per_chat: z.number(),
  }),
  performance_metrics: z.object({
    top_earning_bot: botFigureSchema.nullable(),
    best_platform: z.enum(PLATFORMS).nullable(),
    avg_response_time: z.number(),
    peak_revenue_hour: z.number().nullable(),
    revenue_per_user: z.number(),
    best_day_this_month: z.object({
      date: z.string(),
      revenue: z.number(),
    }).nullable(),
  }),
  weekly_revenue: z.object({
    this_week: z.number(),
    last_week: z.number(),
    growth_percentage: z.number(),
  }),
  recent_transactions: z.array(recentTransactionSchema),
  estimated_monthly_revenue: z.number(),
  revenue_per_100_messages: z.number(),
  margins: z.object({
    by_bot: z.array(botMarginSchema),
    top_fans: z.array(fanMarginSchema),
  }),
});

export const advancedAnalyticsSchema = z.object({
  conversion_rate: z.number(),
  revenue_per_user: z.number(),
  user_retention: z.number(),
  avg_session_duration: z.number(),
  peak_hours: z.array(hourCountSchema),
  engagement_metrics: z.object({
    avg_messages_per_session: z.number(),
    bounce_rate: z.number(),
    repeat_user_rate: z.number(),
  }),
});

export const voiceAnalyticsSchema = z.object({
  voice_messages_sent: z.number(),
  voice_messages_remaining: z.number(),
  voice_engagement: z.object({
    avg_listen_rate: z.number(),
  }),
  popular_voices: z.array(z.object({
    voice_name: z.string(),
    usage_percent: z.number(),
  })),
  cost_analysis: z.object({
    current_month_cost: z.number(),
    avg_cost_per_message: z.number(),
    projected_monthly_cost: z.number(),
  }),
});

export const botAnalyticsSchema = z.object({
  bot_info: z.object({
    status: z.string(),
    platform: z.enum(PLATFORMS),
  }),
  message_stats: z.object({
    today_messages: z.number(),
    total_messages: z.number(),
    unique_users: z.number(),
    avg_messages_per_user: z.number(),
  }),
  revenue_stats: z.object({
    today_revenue: z.number(),
    total_revenue: z.number(),
    revenue_per_user: z.number(),
    total_payments: z.number(),
  }),
  performance_stats: z.object({
    response_rate: z.number(),
    avg_response_time: z.number(),
  }),
  trends: z.object({
    peak_hours: z.array(hourCountSchema),
  }),
  margin: marginSchema,
});
