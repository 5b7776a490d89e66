import type { Platform } from '../plans';

/** The answers of GET /api/analytics/* (docs/product.md §11). Money is in US dollars, times are UTC. */

export interface HourCount {
  /** 0–23, UTC. */
  hour: number;
  messages: number;
}

export interface TrendPoint {
  /** YYYY-MM-DD (UTC). */
  date: string;
  revenue: number;
  messages: number;
}

export interface BotMessages {
  bot_id: string;
  bot_name: string;
  messages: number;
}

export interface BotFigure {
  bot_id: string;
  name: string;
  messages: number;
  revenue: number;
}

export interface RecentTransaction {
  bot_name: string;
  platform: Platform;
  time_ago: string;
  /** ISO timestamp, for clients that format it themselves. */
  created_at: string;
  amount: number;
  type: 'subscription' | 'per_message' | 'tip';
}

export interface BotMargin {
  bot_id: string;
  name: string;
  revenue: number;
  llm_cost: number;
  voice_cost: number;
  margin: number;
}

export interface FanMargin {
  fan_id: string;
  bot_name: string;
  fan_name: string;
  revenue: number;
  cost: number;
  margin: number;
}

export interface DashboardAnalytics {
  today_messages: number;
  today_revenue: number;
  total_bots: number;
  active_bots: number;
  revenue_by_platform: { instagram: number; telegram: number; whatsapp: number };
  /** Fan messages in the last 30 days by the channel of the bot they wrote to. */
  messages_by_platform: { instagram: number; telegram: number; whatsapp: number };
  messages_by_bot: BotMessages[];
  revenue_trend: TrendPoint[];
  top_performing_bot: BotFigure | null;
  growth_metrics: { new_fans_this_week: number; growth_rate: number; peak_activity_hours: number[] };
  /** Beyond the spec: all 24 hours behind peak_activity_hours, for the Command Center's chart. */
  hourly_activity: HourCount[];
  conversion_stats: { tip_conversion_rate: number; avg_tip_amount: number };
  engagement_metrics: { repeat_visitor_rate: number; avg_conversation_length: number; messages_per_chat: number };
  performance_metrics: {
    top_earning_bot: BotFigure | null;
    best_platform: Platform | null;
    avg_response_time: number;
    peak_revenue_hour: number | null;
    revenue_per_user: number;
    best_day_this_month: { date: string; revenue: number } | null;
  };
  weekly_revenue: { this_week: number; last_week: number; growth_percentage: number };
  recent_transactions: RecentTransaction[];
  estimated_monthly_revenue: number;
  revenue_per_100_messages: number;
  margins: { by_bot: BotMargin[]; top_fans: FanMargin[] };
}

export interface AdvancedAnalytics {
  conversion_rate: number;
  revenue_per_user: number;
  user_retention: number;
  avg_session_duration: number;
  peak_hours: HourCount[];
  engagement_metrics: { avg_messages_per_session: number; bounce_rate: number; repeat_user_rate: number };
}

export interface VoiceAnalytics {
  voice_messages_sent: number;
  voice_messages_remaining: number;
  voice_engagement: { avg_listen_rate: number };
  popular_voices: { voice_name: string; usage_percent: number }[];
  cost_analysis: { current_month_cost: number; avg_cost_per_message: number; projected_monthly_cost: number };
}

export interface BotAnalytics {
  bot_info: { status: string; platform: Platform };
  message_stats: { today_messages: number; total_messages: number; unique_users: number; avg_messages_per_user: number };
  revenue_stats: { today_revenue: number; total_revenue: number; revenue_per_user: number; total_payments: number };
  performance_stats: { response_rate: number; avg_response_time: number };
  trends: { peak_hours: HourCount[] };
  margin: { revenue: number; llm_cost: number; voice_cost: number; margin: number };
}
