import { performance } from 'node:perf_hooks';
import type { FakeTelegram, FakeTelegramUser, SentCall } from '@fanline/testing';
import { updateKey } from './runner-timings';

export interface LatencySummary {
  sent: number;
  answered: number;
  /** Push-to-sendMessage time of each answered message, in ms. */
  latencies: number[];
  /** From the first push to the last answer, in ms. */
  spanMs: number;
  /** Every pushed update (token#update_id), to pick the runner's timing lines for them. */
  updates: Set<string>;
}

export interface LatencyTracker {
  /** Pushes a fan text into the fake and starts the clock until the runner's matching sendMessage arrives. */
  sendFanText(token: string, fan: FakeTelegramUser): void;
  pending(): number;
  /** Stops counting replies; whatever is still pending counts as unanswered. */
  summary(): LatencySummary;
}

const MARKER = /#(\d+)#/;
/** The taps live for the whole run; the fake clears their timers when it closes. */
const TAP_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Each text carries a unique marker that the fake LLM echoes back. One tap per
 * bot watches its sendMessage calls: a waitForCall whose predicate never
 * matches but is called, synchronously, for every such call the fake records.
 * So a reply is timed the moment the fake parses it, at no per-message cost,
 * and the latency is the runner's own work plus the long-poll pick-up.
 */
export function createLatencyTracker(telegram: FakeTelegram): LatencyTracker {
  const waiting = new Map<string, number>();
  const tapped = new Set<string>();
  const latencies: number[] = [];
  const updates = new Set<string>();
  let sent = 0;
  let firstSentAt = 0;
  let lastAnsweredAt = 0;
  let closed = false;

  const onSendMessage = (call: SentCall): false => {
    const marker = typeof call.params.text === 'string' ? MARKER.exec(call.params.text)?.[1] : undefined;
    const startedAt = marker === undefined ? undefined : waiting.get(marker);
    if (closed || marker === undefined || startedAt === undefined) return false;
    waiting.delete(marker);
    lastAnsweredAt = performance.now();
    latencies.push(lastAnsweredAt - startedAt);
    return false;
  };
  const tap = (token: string) => {
    if (tapped.has(token)) return;
    tapped.add(token);
    telegram.waitForCall(token, 'sendMessage', onSendMessage, TAP_LIFETIME_MS).catch(() => {});
  };

  return {
    sendFanText(token, fan) {
      tap(token);
      sent += 1;
      const startedAt = performance.now();
      if (sent === 1) firstSentAt = startedAt;
      waiting.set(String(sent), startedAt);
      updates.add(updateKey(token, telegram.sendText(token, fan, `Hello there #${sent}#`).update_id));
    },
    pending: () => waiting.size,
    summary() {
      closed = true;
      return { sent, answered: latencies.length, latencies, spanMs: lastAnsweredAt - firstSentAt, updates };
    },
  };
}
