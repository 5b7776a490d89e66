import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FakeOpenAI, FakeTelegram, FakeTelegramUser } from '@fanline/testing';
import type { LatencyTracker } from './latency-tracker';
import { waitUntil } from './wait-until';

export interface FanLoad {
  tokens: readonly string[];
  fans: readonly FakeTelegramUser[];
  /** Messages per second across all bots. */
  rate: number;
  seconds: number;
}

/** The fakes a load talks to. */
export interface Fakes {
  telegram: FakeTelegram;
  openai: FakeOpenAI;
}

const TICK_MS = 5;
const CLEAR_LOGS_MS = 1_000;
/** How long a load waits for outstanding replies; later ones count as unanswered. */
export const DRAIN_MS = 30_000;
/** Between two rounds of every fan at once, so one round's last writes are not the next round's queue. */
const ROUND_PAUSE_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** M fans per bot; the same Telegram user ids recur across bots, each pair being its own private chat. */
export function benchFans(count: number): FakeTelegramUser[] {
  return Array.from({ length: count }, (_, i) => ({ id: 900_001 + i, first_name: `Fan ${i + 1}`, username: `bench_fan_${i + 1}` }));
}

/**
 * Empties the fakes' logs every second until the returned stop is called, so
 * the load generator's own memory and GC pauses stay flat and out of the
 * measured latency.
 */
export function trimFakeLogs({ telegram, openai }: Fakes): () => void {
  const timer = setInterval(() => {
    openai.requests.length = 0;
    telegram.clearCalls();
  }, CLEAR_LOGS_MS);
  return () => {
    clearInterval(timer);
    openai.requests.length = 0;
  };
}

/**
 * Sends fan texts to random (bot, fan) pairs at a steady rate: each 5 ms tick
 * catches up to rate × elapsed, so timer jitter does not lower the rate.
 */
export async function sendFanLoad(load: FanLoad, tracker: LatencyTracker, fakes: Fakes): Promise<void> {
  const total = load.rate * load.seconds;
  const startedAt = performance.now();
  const stopTrimming = trimFakeLogs(fakes);
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - startedAt) / 1000) * load.rate));
    for (; sent < due; sent++) {
      const token = load.tokens[randomInt(load.tokens.length)];
      const fan = load.fans[randomInt(load.fans.length)];
      if (token && fan) tracker.sendFanText(token, fan);
    }
    await sleep(TICK_MS);
  }
  stopTrimming();
}

/**
 * Flat out, a closed loop: every (bot, fan) pair sends its next text as soon
 * as the reply to its last one arrives, for `seconds`. Returns the replies a
 * second in the steady state: from the moment every pair has had a reply
 * (the first texts all leave at once, a burst the bot first works through)
 * to the end, or over the whole run if that left less than a third of it. The texts
 * still in flight at the end are answered and timed, but not counted in it.
 */
export async function sendFlatOut(tokens: readonly string[], fans: readonly FakeTelegramUser[], seconds: number, tracker: LatencyTracker, fakes: Fakes): Promise<number> {
  const startedAt = performance.now();
  const endsAt = startedAt + seconds * 1000;
  const stopTrimming = trimFakeLogs(fakes);
  const pairs = tokens.flatMap((token) => fans.map((fan) => ({ token, fan, key: `${token}#${fan.id}` })));
  const unanswered = new Set(pairs.map((pair) => pair.key));
  let steadyFrom: number | undefined;
  let replies = 0;
  let steadyReplies = 0;
  const converse = (pair: (typeof pairs)[number]) =>
    tracker.sendFanText(pair.token, pair.fan, () => {
      const now = performance.now();
      if (now >= endsAt) return;
      replies += 1;
      if (steadyFrom !== undefined) steadyReplies += 1;
      if (unanswered.delete(pair.key) && unanswered.size === 0) steadyFrom = now;
      converse(pair);
    });
  pairs.forEach(converse);
  await sleep(seconds * 1000);
  stopTrimming();
  const steadySeconds = steadyFrom === undefined ? 0 : (endsAt - steadyFrom) / 1000;
  return steadySeconds < seconds / 3 ? replies / seconds : steadyReplies / steadySeconds;
}

/**
 * Every (bot, fan) pair sends one text at the same moment, `rounds` times;
 * each round starts a second after the last one's replies are all in (or
 * after the drain gave up on them).
 */
export async function sendBursts(tokens: readonly string[], fans: readonly FakeTelegramUser[], rounds: number, tracker: LatencyTracker, fakes: Fakes): Promise<void> {
  const stopTrimming = trimFakeLogs(fakes);
  for (let round = 1; round <= rounds; round++) {
    if (round > 1) await sleep(ROUND_PAUSE_MS);
    for (const token of tokens) for (const fan of fans) tracker.sendFanText(token, fan);
    await waitUntil(`round ${round}'s replies`, () => tracker.pending() === 0, DRAIN_MS, TICK_MS).catch(() => {});
  }
  stopTrimming();
}
