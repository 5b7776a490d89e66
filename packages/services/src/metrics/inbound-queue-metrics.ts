import { sql } from 'kysely';
import { Gauge } from 'prom-client';
import type { Db } from '@fanline/db';
import { FAN_EVENT_TASK } from '../inbound-queue/inbound-queue';
import type { Logger } from '../logger';
import { metricsRegistry } from './metrics-registry';

interface QueueCounts {
  ready: string;
  scheduled: string;
  running: string;
  failed: string;
}

/**
 * The inbound queue's jobs by state, counted at scrape time in one statement
 * over graphile-worker's jobs table, which holds only the backlog (a job is
 * deleted once done). ready: due and waiting for a worker (or for the fan's
 * earlier event); scheduled: backing off before a retry; running: taken by a
 * worker; failed: out of tries, kept for the admin console's failed events.
 * Registered by the runner, once.
 */
export function observeInboundQueue(db: Db, log: Logger): void {
  if (metricsRegistry.getSingleMetric('fanline_inbound_queue_jobs')) return;
  const failed = new Gauge({
    name: 'fanline_inbound_queue_failed_jobs',
    help: 'Inbound events that used up their tries and wait in the queue for an operator.',
    registers: [metricsRegistry],
  });
  new Gauge({
    name: 'fanline_inbound_queue_jobs',
    help: 'Inbound events in the queue not yet done, by state (ready, scheduled, running).',
    labelNames: ['state'] as const,
    registers: [metricsRegistry],
    async collect() {
      try {
        const { rows } = await sql<QueueCounts>`
          SELECT count(*) FILTER (WHERE j.locked_at IS NULL AND j.attempts < j.max_attempts AND j.run_at <= now()) AS ready,
                 count(*) FILTER (WHERE j.locked_at IS NULL AND j.attempts < j.max_attempts AND j.run_at > now()) AS scheduled,
                 count(*) FILTER (WHERE j.locked_at IS NOT NULL) AS running,
                 count(*) FILTER (WHERE j.locked_at IS NULL AND j.attempts >= j.max_attempts) AS failed
          FROM graphile_worker._private_jobs j
          JOIN graphile_worker._private_tasks t ON t.id = j.task_id
          WHERE t.identifier = ${FAN_EVENT_TASK}
        `.execute(db);
        const counts = rows[0];
        if (!counts) return;
        for (const state of ['ready', 'scheduled', 'running'] as const) this.set({ state }, Number(counts[state]));
        failed.set(Number(counts.failed));
      } catch (error) {
        // A scrape still answers with the other series; the gauges keep their last values.
        log.error('Counting the inbound queue for metrics failed', { error: String(error) });
      }
    },
  });
}
