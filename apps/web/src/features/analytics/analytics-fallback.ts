import type { AdvancedAnalytics, DashboardAnalytics, HourCount, VoiceAnalytics } from '@fanline/core';

// docs/product.md §11/§8: when a load fails, zeroed figures are shown in place of the real
// ones. Zeros only: the spec's placeholder revenue per user (999.99) would
// read as a real number, so it is deliberately not reproduced.

const zeroHours = (): HourCount[] => Array.from({ length: 24 }, (_, hour) => ({ hour, messages: 0 }));

export const FALLBACK_DASHBOARD: DashboardAnalytics = {
  today_messages: 0,
  today_revenue: 0,
  total_bots: 0,
  active_bots: 0,
  revenue_by_platform: { instagram: 0, telegram: 0, whatsapp: 0 },
  messages_by_platform: { instagram: 0, telegram: 0, whatsapp: 0 },
  messages_by_bot: [],
  revenue_trend: [],
  top_performing_bot: null,
  growth_metrics: { new_fans_this_week: 0, growth_rate: 0, peak_activity_hours: [] },
  hourly_activity: [],
  conversion_stats: { tip_conversion_rate: 0, avg_tip_amount: 0 },
  engagement_metrics: { repeat_visitor_rate: 0, avg_conversation_length: 0, messages_per_chat: 0 },
  performance_metrics: {
    top_earning_bot: null,
    best_platform: null,
    avg_response_time: 0,
    peak_revenue_hour: null,
    revenue_per_user: 0,
    best_day_this_month: null,
  },
  weekly_revenue: { this_week: 0, last_week: 0, growth_percentage: 0 },
  recent_transactions: [],
  estimated_monthly_revenue: 0,
  revenue_per_100_messages: 0,
  margins: { by_bot: [], top_fans: [] },
};

export const FALLBACK_ADVANCED: AdvancedAnalytics = {
  conversion_rate: 0,
  revenue_per_user: 0,
  user_retention: 0,
  avg_session_duration: 0,
  peak_hours: zeroHours(),
  engagement_metrics: { avg_messages_per_session: 0, bounce_rate: 0, repeat_user_rate: 0 },
};

export const FALLBACK_VOICE: VoiceAnalytics = {
  voice_messages_sent: 0,
  voice_messages_remaining: 0,
  voice_engagement: { avg_listen_rate: 0 },
  popular_voices: [],
  cost_analysis: { current_month_cost: 0, avg_cost_per_message: 0, projected_monthly_cost: 0 },
};
