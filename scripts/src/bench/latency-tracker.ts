import { performance } from 'node:perf_hooks';
import type { FakeTelegram, FakeTelegramUser, SentCall } from '@fanline/testing';
import { updateKey } from './runner-timings';

export interface LatencySummary {
  sent: number;
  answered: number;
  /** Push-to-answer time of each answered message (its sendMessage, or its first draft or message), in ms. */
  latencies: number[];
  /** From the first push to the last answer, in ms. */
  spanMs: number;
  /** Every pushed update (token#update_id), to pick the runner's timing lines for them. */
  updates: Set<string>;
}

export interface LatencyTracker {
  /**
   * Pushes a fan text into the fake and starts the clock until the bot's
   * matching answer arrives; `onAnswered` runs then (a closed-loop load
   * sends the fan's next text from it).
   */
  sendFanText(token: string, fan: FakeTelegramUser, onAnswered?: () => void): void;
  pending(): number;
  /** Stops counting replies; whatever is still pending counts as unanswered. */
  summary(): LatencySummary;
}

type Listener = (call: SentCall) => void;

const MARKER = /#(\d+)#/;
/** The taps live for the whole run; the fake clears their timers when it closes. */
const TAP_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Markers are unique across trackers, so a late reply to one load's text is never taken for the next load's. */
let lastMarker = 0;
/** Per fake, per method and token: the trackers listening to that bot's calls of it. */
const listeners = new WeakMap<FakeTelegram, Map<string, Set<Listener>>>();

/**
 * The call a tracker times a text to: the reply's message, or a streamed reply's first draft. A
 * streamed reply can also come whole with no draft before it (a reply finished before its first
 * draft was due), so with `sendMessageDraft` the message answers too, whichever comes first.
 */
export type AnswerMethod = 'sendMessage' | 'sendMessageDraft';
const ANSWERING_CALLS: Record<AnswerMethod, readonly AnswerMethod[]> = {
  sendMessage: ['sendMessage'],
  sendMessageDraft: ['sendMessageDraft', 'sendMessage'],
};

/**
 * Adds `listener` to the token's calls of `method`; returns its removal. One
 * tap per token and method for the whole run, however many trackers come and go: a
 * waitForCall whose predicate never matches but is called, synchronously, for
 * every call the fake records. The fake runs every waiter's predicate on every
 * call, so a tap per tracker would add up over a run's many loads.
 */
function listen(telegram: FakeTelegram, token: string, method: AnswerMethod, listener: Listener): () => void {
  let byToken = listeners.get(telegram);
  if (!byToken) listeners.set(telegram, (byToken = new Map()));
  const key = `${method} ${token}`;
  let set = byToken.get(key);
  if (!set) {
    const tokenListeners = (set = new Set());
    byToken.set(key, set);
    const tap = (call: SentCall): false => {
      for (const each of tokenListeners) each(call);
      return false;
    };
    telegram.waitForCall(token, method, tap, TAP_LIFETIME_MS).catch(() => {});
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Each text carries a unique marker that the fake LLM echoes back, so a reply
 * is timed the moment the fake parses it, at no per-message cost, and the
 * latency is the bot's own work plus the long-poll pick-up. With
 * `sendMessageDraft`, a text is answered by the first draft that shows its marker, or by
 * its message if no draft came before it.
 */
export function createLatencyTracker(telegram: FakeTelegram, method: AnswerMethod = 'sendMessage'): LatencyTracker {
  const waiting = new Map<string, { startedAt: number; onAnswered: (() => void) | undefined }>();
  const unlisten: (() => void)[] = [];
  const tapped = new Set<string>();
  const latencies: number[] = [];
  const updates = new Set<string>();
  let sent = 0;
  let firstSentAt = 0;
  let lastAnsweredAt = 0;

  const onAnswer = (call: SentCall) => {
    const marker = typeof call.params.text === 'string' ? MARKER.exec(call.params.text)?.[1] : undefined;
    const started = marker === undefined ? undefined : waiting.get(marker);
    if (marker === undefined || started === undefined) return;
    waiting.delete(marker);
    lastAnsweredAt = performance.now();
    latencies.push(lastAnsweredAt - started.startedAt);
    // Not from inside the fake's record of this call: its answer to the bot comes first.
    if (started.onAnswered) setImmediate(started.onAnswered);
  };

  return {
    sendFanText(token, fan, onAnswered) {
      if (!tapped.has(token)) {
        tapped.add(token);
        for (const call of ANSWERING_CALLS[method]) unlisten.push(listen(telegram, token, call, onAnswer));
      }
      sent += 1;
      const startedAt = performance.now();
      if (sent === 1) firstSentAt = startedAt;
      const marker = ++lastMarker;
      waiting.set(String(marker), { startedAt, onAnswered });
      updates.add(updateKey(token, telegram.sendText(token, fan, `Hello there #${marker}#`).update_id));
    },
    pending: () => waiting.size,
    summary() {
      for (const stop of unlisten.splice(0)) stop();
      return { sent, answered: latencies.length, latencies, spanMs: lastAnsweredAt - firstSentAt, updates };
    },
  };
}
