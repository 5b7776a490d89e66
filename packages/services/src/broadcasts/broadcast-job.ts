import type { Db } from '@fanline/db';
import { addQueuedJob } from '../inbound-queue/queue-rows';

/** graphile-worker's task that sends a broadcast, one slice of at most BROADCAST_SLICE_MS at a time. */
export const BROADCAST_TASK = 'broadcast';

/**
 * Tries of one slice before it is left failed. graphile-worker waits
 * e^attempt seconds between tries, 6 h at most, so 25 span about four days:
 * a channel outage or a paused bot. The last try settles every recipient
 * (see sendBroadcastSlice), so a broadcast always ends.
 */
export const BROADCAST_MAX_ATTEMPTS = 25;

export interface BroadcastJob {
  broadcastId: string;
  /**
   * The bot, as a fan event's payload names it: when a paused bot is
   * activated again, resumeWaitingEvents tries its waiting jobs at once,
   * broadcasts included.
   */
  botId: string;
}

/**
 * One named queue per bot: graphile-worker runs a named queue's jobs one at a
 * time, so two broadcasts of one bot never send at once and the pace holds
 * per bot, while other bots' broadcasts run in parallel.
 */
export function broadcastQueueName(botId: string): string {
  return `broadcast:${botId}`;
}

/**
 * Queues the next slice of a broadcast: on creation (in the transaction that
 * writes its recipients) and by each slice that leaves recipients for the
 * next. The job key keeps one waiting job per broadcast; added while a slice
 * runs, graphile-worker makes a new job that runs after it.
 */
export async function queueBroadcastSlice(db: Db, job: BroadcastJob): Promise<void> {
  await addQueuedJob(db, {
    task: BROADCAST_TASK,
    payload: { broadcastId: job.broadcastId, botId: job.botId },
    queue: broadcastQueueName(job.botId),
    maxAttempts: BROADCAST_MAX_ATTEMPTS,
    jobKey: `broadcast:${job.broadcastId}`,
  });
}
