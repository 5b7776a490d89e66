import type { TelegramError } from './telegram-param-checks';
import type { Params } from './telegram-request-params';

/**
 * Telegram's flood limit on bulk sending and its answer to a chat whose user
 * blocked the bot, so a test fails where production would. Telegram's Bots
 * FAQ (core.telegram.org/bots/faq, "My bot is hitting limits, how do I avoid
 * this?") puts bulk notifications at about 30 messages a second per bot; past
 * that the Bot API answers 429 with parameters.retry_after.
 */
export const SENDS_PER_SECOND_DEFAULT = 30;

/** The calls that deliver a message to a fan, and so count toward the limit. */
const COUNTED_METHODS = new Set(['sendMessage', 'sendVoice']);

export interface FakeTelegramOptions {
  /** sendMessage and sendVoice calls one bot may make within any second before the rest get 429; SENDS_PER_SECOND_DEFAULT unless told. */
  sendsPerSecond?: number;
}

/** A bot's accepted sends: their times, the most within any one second, and how many were refused with 429 (all along). */
export interface SendPace {
  times: number[];
  busiestSecond: number;
  refused: number;
}

export const BLOCKED_BY_USER: TelegramError = { error_code: 403, description: 'Forbidden: bot was blocked by the user' };

export interface SendLimitState {
  /** When each counted send was accepted (ms since the epoch), oldest first. */
  sendTimes: number[];
  /** Sends refused with 429. */
  floodRefusals: number;
  /** Chats (as text) whose user blocked the bot. */
  blockedChats: Set<string>;
}

export function newSendLimitState(): SendLimitState {
  return { sendTimes: [], floodRefusals: 0, blockedChats: new Set() };
}

/**
 * The 429 for a counted send that would be the (limit + 1)th within one
 * second, or null, in which case the send is counted at `now`. retry_after is
 * the whole seconds until the oldest send of the window leaves it (at least 1,
 * as Telegram never says 0).
 */
export function floodRefusal(state: SendLimitState, method: string, now: number, limit: number): TelegramError | null {
  if (!COUNTED_METHODS.has(method)) return null;
  const times = state.sendTimes;
  let inWindow = 0;
  for (let i = times.length - 1; i >= 0 && times[i]! > now - 1000; i--) inWindow++;
  if (inWindow >= limit) {
    state.floodRefusals += 1;
    const oldest = times[times.length - inWindow]!;
    const retryAfter = Math.max(1, Math.ceil((oldest + 1000 - now) / 1000));
    return { error_code: 429, description: `Too Many Requests: retry after ${retryAfter}`, retry_after: retryAfter };
  }
  times.push(now);
  return null;
}

/** Any call into a chat whose user blocked the bot is refused with 403, as Telegram does. */
export function blockedRefusal(state: SendLimitState, params: Params): TelegramError | null {
  return params.chat_id !== undefined && state.blockedChats.has(String(params.chat_id)) ? BLOCKED_BY_USER : null;
}

/** The most sends accepted within any one second (a window [t, t + 1000 ms) starting at a send). */
export function busiestSecond(times: readonly number[]): number {
  let most = 0;
  for (let start = 0, end = 0; start < times.length; start++) {
    while (end < times.length && times[end]! < times[start]! + 1000) end++;
    most = Math.max(most, end - start);
  }
  return most;
}

/** Forgets sends older than the current window, keeping what the limit still needs. */
export function forgetOldSends(state: SendLimitState, now: number): void {
  state.sendTimes = state.sendTimes.filter((time) => time > now - 1000);
  state.floodRefusals = 0;
}
