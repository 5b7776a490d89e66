import { z } from 'zod';
import { BROADCAST_AUDIENCES } from './inbox-schemas';
import { PLATFORMS } from './plans';

/** A broadcast and its progress, and how many fans an audience reaches. */

export const audiencePreviewSchema = z.object({
  audience: z.enum(BROADCAST_AUDIENCES),
  count: z.number(),
  channel: z.enum(PLATFORMS),
});

export const broadcastViewSchema = z.object({
  id: z.string(),
  bot_id: z.string(),
  text: z.string(),
  audience: z.enum(BROADCAST_AUDIENCES),
  status: z.enum(['queued', 'sending', 'done', 'cancelled']),
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
  remaining: z.number(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

export const broadcastListSchema = z.object({ broadcasts: z.array(broadcastViewSchema) });
