import type { FakeTelegram } from '@fanline/testing';
import { updateKey } from './runner-timings';

/** How the API answered the fake Telegram's webhook POSTs of the measured updates. */
export interface IngestSummary {
  /** Every POST's duration (request start → response end, as the fake records it), in ms; retries included. */
  latencies: number[];
  posts: number;
  /** POSTs answered with other than 2xx, or failed on the network: each made the fake retry. */
  failed: number;
  /** Measured updates the API never acknowledged by the end of the drain. */
  undelivered: number;
}

/**
 * Reads the fake's delivery log for the phase's bots, keeping only the updates
 * of the measured load (`updates`, keys from updateKey), so warm-up POSTs,
 * which also create each fan's rows downstream, never count.
 */
export function readIngest(telegram: FakeTelegram, tokens: readonly string[], updates: ReadonlySet<string>): IngestSummary {
  const ingest: IngestSummary = { latencies: [], posts: 0, failed: 0, undelivered: 0 };
  for (const token of tokens) {
    for (const delivery of telegram.webhookDeliveries(token)) {
      if (!updates.has(updateKey(token, delivery.update_id))) continue;
      ingest.posts += 1;
      ingest.latencies.push(delivery.ms);
      if (delivery.status < 200 || delivery.status > 299) ingest.failed += 1;
    }
    ingest.undelivered += telegram.pendingUpdates(token);
  }
  return ingest;
}
