import { timedGet, type BenchApi } from './analytics-api';
import { percentile } from './percentile';
import type { BenchCreator } from './analytics-world';

export interface EndpointResult {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

interface Endpoint {
  name: string;
  /** A path to read, and the creator whose session reads it. */
  pick(creator: BenchCreator, random: () => number): string;
}

/** The four analytics reads, each as its creator would call it (nexus with the voice upgrade, so all are allowed). */
export const ANALYTICS_ENDPOINTS: readonly Endpoint[] = [
  { name: 'dashboard', pick: (c) => `/api/analytics/dashboard/${c.id}` },
  { name: 'advanced', pick: (c) => `/api/analytics/advanced/${c.id}` },
  { name: 'voice', pick: (c) => `/api/analytics/voice/${c.id}` },
  { name: 'bot', pick: (c, random) => `/api/analytics/bot/${c.botIds[Math.floor(random() * c.botIds.length)] ?? ''}` },
];

/** Sequential requests over random creators (and their bots): a warm-up, then `requests` timed ones. */
export async function timeEndpoint(api: BenchApi, endpoint: Endpoint, creators: readonly BenchCreator[], requests: number, warmUp: number): Promise<EndpointResult> {
  const call = () => {
    const creator = creators[Math.floor(Math.random() * creators.length)];
    if (!creator) throw new Error('no creators to read as');
    return timedGet(api, endpoint.pick(creator, Math.random), creator.id);
  };
  for (let i = 0; i < warmUp; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) times.push(await call());
  return { name: endpoint.name, requests, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
}
