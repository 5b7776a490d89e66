import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FakeOpenAI, FakeTelegram, FakeTelegramUser } from '@fanline/testing';
import type { LatencyTracker } from './latency-tracker';

export interface FanLoad {
  tokens: readonly string[];
  fans: readonly FakeTelegramUser[];
  /** Messages per second across all bots. */
  rate: number;
  seconds: number;
}

const TICK_MS = 5;
const CLEAR_LLM_LOG_MS = 1_000;

/** M fans per bot; the same Telegram user ids recur across bots, each pair being its own private chat. */
export function benchFans(count: number): FakeTelegramUser[] {
  return Array.from({ length: count }, (_, i) => ({ id: 900_001 + i, first_name: `Fan ${i + 1}`, username: `bench_fan_${i + 1}` }));
}

/**
 * Sends fan texts to random (bot, fan) pairs at a steady rate: each 5 ms tick
 * catches up to rate × elapsed, so timer jitter does not lower the rate. The
 * fakes' logs are emptied every second, so the load generator's own memory and
 * GC pauses stay flat and out of the measured latency.
 */
export async function sendFanLoad(load: FanLoad, tracker: LatencyTracker, openai: FakeOpenAI, telegram: FakeTelegram): Promise<void> {
  const total = load.rate * load.seconds;
  const startedAt = performance.now();
  let sent = 0;
  let clearedAt = startedAt;
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - startedAt) / 1000) * load.rate));
    for (; sent < due; sent++) {
      const token = load.tokens[randomInt(load.tokens.length)];
      const fan = load.fans[randomInt(load.fans.length)];
      if (token && fan) tracker.sendFanText(token, fan);
    }
    if (now - clearedAt >= CLEAR_LLM_LOG_MS) {
      openai.requests.length = 0;
      telegram.clearCalls();
      clearedAt = now;
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  openai.requests.length = 0;
}
