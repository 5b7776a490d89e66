import { sql } from 'kysely';
import type { FanIdentity, InboundEvent } from '@fanline/core';
import type { Db } from '@fanline/db';
import { addQueuedJob } from './queue-rows';

/** graphile-worker's task name for a fan's inbound event. */
export const FAN_EVENT_TASK = 'fan_event';

/**
 * Tries before an event is left failed for an admin to see. graphile-worker
 * waits e^attempt seconds between tries (3 s, 7 s, 20 s, ... then 6 h at
 * most), so 14 tries span about 25 hours: as long as Telegram keeps an update
 * a polling runner has not fetched. A paused bot's events wait the same way
 * and are tried at once when it is activated (resumeWaitingEvents).
 */
export const FAN_EVENT_MAX_ATTEMPTS = 14;

/** The error a queued event waits with while its bot is paused, undeployed or its owner inactive. */
export const BOT_NOT_ANSWERING = 'The bot is not answering (paused, undeployed or its owner inactive); the event waits for it';

/**
 * One named queue per fan: graphile-worker runs a named queue's jobs one at a
 * time, in order, and different queues in parallel, which is exactly one
 * event at a time per fan and many fans at once.
 */
export function fanQueueName(botId: string, fan: Pick<FanIdentity, 'channel' | 'externalUserId'>): string {
  return `fan:${botId}:${fan.channel}:${fan.externalUserId}`;
}

/** The job's key: a redelivery of an event still queued or running is dropped ('unsafe_dedupe'); after it ran, the usage keys keep it single. */
export function fanEventKey(event: Pick<InboundEvent, 'botId' | 'fan' | 'eventId'>): string {
  return `${event.botId}:${event.fan.channel}:${event.eventId}`;
}

/**
 * A bot was activated, deployed or changed: its waiting events are tried now,
 * with their tries counted afresh (the wait was the creator's, not a fault).
 */
export async function resumeWaitingEvents(db: Db, botId: string): Promise<void> {
  await sql`
    SELECT graphile_worker.reschedule_jobs(
      ARRAY(
        SELECT j.id FROM graphile_worker._private_jobs j
        WHERE j.payload->>'botId' = ${botId} AND j.locked_at IS NULL AND j.attempts > 0 AND j.attempts < j.max_attempts
      ),
      run_at => now(),
      attempts => 0
    )
  `.execute(db);
}

/**
 * Puts an inbound event on the durable queue; a webhook answers once this
 * returns, so nothing acknowledged to the channel can be lost. The insert
 * NOTIFYs the workers on commit, so an idle runner picks it up in
 * milliseconds.
 */
export async function enqueueInboundEvent(db: Db, event: InboundEvent): Promise<void> {
  await addQueuedJob(db, {
    task: FAN_EVENT_TASK,
    payload: event,
    queue: fanQueueName(event.botId, event.fan),
    maxAttempts: FAN_EVENT_MAX_ATTEMPTS,
    jobKey: fanEventKey(event),
    jobKeyMode: 'unsafe_dedupe',
  });
}
