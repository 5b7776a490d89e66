// Rollups kept by triggers; analytics reads these, never raw messages.
import type { ColumnType, Generated } from 'kysely';
import type { NumericDefault } from './column-types';

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

/** What model calls other than replies cost (a fan memory's update, an embedding); a trigger adds it to the rollups' llm_cost_usd. */
export interface ModelCostsTable {
  id: Generated<string>;
  bot_id: string;
  fan_id: string | null;
  kind: 'memory' | 'embedding' | 'transcription';
  provider: string;
  model: string;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  cost_usd: NumericDefault;
  created_at: Generated<Date>;
}
