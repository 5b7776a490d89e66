// Broadcasts: one message to many fans of a bot, sent at the channel's pace, once per fan.
import type { Generated } from 'kysely';
import type { Timestamp, TimestampDefault } from './column-types';

export type BroadcastAudience = 'all' | 'active_7d' | 'active_30d' | 'paying';
export type BroadcastStatus = 'queued' | 'sending' | 'done' | 'cancelled';

/** A message to many fans of one bot; its audience is fixed in broadcast_recipients when it is created. */
export interface BroadcastsTable {
  id: Generated<string>;
  bot_id: string;
  user_id: string;
  text: string;
  audience: BroadcastAudience;
  status: Generated<BroadcastStatus>;
  total: number;
  sent: Generated<number>;
  failed: Generated<number>;
  skipped: Generated<number>;
  created_at: TimestampDefault;
  finished_at: Timestamp | null;
}

export interface BroadcastRecipientsTable {
  broadcast_id: string;
  fan_id: string;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed' | 'skipped'>;
  /** Why it failed or was skipped, in the creator's words. */
  reason: string | null;
  updated_at: Timestamp | null;
}
