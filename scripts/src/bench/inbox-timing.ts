import type { Db } from '@fanline/db';
import { timedGet, type BenchApi } from './analytics-api';
import { callService, describeResult, pathOf, type InboxCase, type InboxRequest, type InboxSamples } from './inbox-cases';
import { percentile } from './percentile';

export const TARGET_P95_MS = 50;

export interface Spread {
  p50: number;
  p95: number;
  p99: number;
}

export interface CaseResult {
  name: string;
  /** What the first read found (rows and total, messages and events). */
  found: string;
  /** The whole request: the bench's fetch to the last byte of the body. */
  http: Spread;
  /** The service function alone, on the bench's own pool. */
  service: Spread;
  /** One request of the case, for EXPLAIN. */
  sample: InboxRequest;
}

const spread = (times: readonly number[]): Spread => ({ p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });

export const meetsTarget = (result: CaseResult) => result.http.p95 < TARGET_P95_MS;

async function timeService(db: Db, userId: string, request: InboxRequest): Promise<number> {
  const started = performance.now();
  await callService(db, userId, request);
  return performance.now() - started;
}

/**
 * Sequential reads as the creator, each on a freshly picked bot or
 * conversation: a warm-up, then `requests` through HTTP, then `requests`
 * through the service function.
 */
export async function timeCase(api: BenchApi, db: Db, userId: string, inboxCase: InboxCase, samples: InboxSamples, requests: number, warmUp: number): Promise<CaseResult> {
  const pick = () => inboxCase.pick(samples, Math.random);
  const sample = pick();
  const found = await describeResult(db, userId, sample);
  for (let i = 0; i < warmUp; i++) {
    await timedGet(api, pathOf(pick()), userId);
    await timeService(db, userId, pick());
  }
  const http: number[] = [];
  for (let i = 0; i < requests; i++) http.push(await timedGet(api, pathOf(pick()), userId));
  const service: number[] = [];
  for (let i = 0; i < requests; i++) service.push(await timeService(db, userId, pick()));
  return { name: inboxCase.name, found, http: spread(http), service: spread(service), sample };
}
