import type { ServerResponse } from 'node:http';
import { sendJson } from './fake-server';
import { readAllowedUpdates, type UpdateQueue } from './fake-telegram-updates';
import { sendError, type TelegramError } from './telegram-param-checks';
import type { Params } from './telegram-request-params';

export interface OpenPoll {
  res: ServerResponse;
  limit: number;
  timer?: NodeJS.Timeout;
  done: boolean;
  /** Who asked: the path before /bot<token> in its API root ('' without one), so tests can tell runners apart. */
  client: string;
}
export interface PollingState extends UpdateQueue {
  poll?: OpenPoll;
  activePolls: number;
  maxPolls: number;
  /** getUpdates calls that arrived while another client's poll was open. */
  pollerConflicts: number;
}

export const POLL_CONFLICT: TelegramError = {
  error_code: 409,
  description: 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
};
// "You will not be able to receive updates using getUpdates for as long as an outgoing webhook is set up."
export const WEBHOOK_CONFLICT: TelegramError = {
  error_code: 409,
  description: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
};
/** What Telegram answers a long poll that setWebhook cuts short (tdlib Client::abort_long_poll). */
export const SET_WEBHOOK_CONFLICT: TelegramError = { error_code: 409, description: 'Conflict: terminated by setWebhook request' };

/** Ends a getUpdates request exactly once, whether by updates, timeout, conflict or the client going away. */
export function endPoll(state: PollingState, poll: OpenPoll, answer?: (res: ServerResponse) => void): void {
  if (poll.done) return;
  poll.done = true;
  clearTimeout(poll.timer);
  state.activePolls -= 1;
  if (state.poll === poll) state.poll = undefined;
  if (answer && !poll.res.destroyed) answer(poll.res);
}

export function deliverUpdates(state: PollingState, poll: OpenPoll): void {
  endPoll(state, poll, (res) => sendJson(res, 200, { ok: true, result: state.queue.slice(0, poll.limit) }));
}

/** Ends the open long poll, if any: with `error`, or silently when there is none. */
export function abortPoll(state: PollingState, error?: TelegramError): void {
  if (state.poll) endPoll(state, state.poll, error ? (res) => sendError(res, error) : undefined);
}

/** Long polling as Telegram does it: offset confirms, timeout holds, and a newer request ends the older one with 409. */
export function getUpdates(state: PollingState, params: Params, res: ServerResponse, webhookActive: boolean, client = ''): void {
  if (webhookActive) return sendError(res, WEBHOOK_CONFLICT);
  // allowed_updates: "If not specified, the previous setting will be used."
  state.allowedUpdates = readAllowedUpdates(params.allowed_updates) ?? state.allowedUpdates;
  const offset = Number(params.offset) || 0;
  if (offset > 0) state.queue = state.queue.filter((update) => update.update_id >= offset);
  if (offset < 0) state.queue = state.queue.slice(offset);
  const poll: OpenPoll = { res, limit: Math.min(100, Math.max(1, Number(params.limit) || 100)), done: false, client };
  state.activePolls += 1;
  state.maxPolls = Math.max(state.maxPolls, state.activePolls);
  // Two pollers at once. One client's own poll does not count: having aborted it, a client confirms its
  // offset at once (as grammY's bot.stop() does), which may arrive before the server has read the close.
  if (state.poll && state.poll.client !== client) state.pollerConflicts += 1;
  abortPoll(state, POLL_CONFLICT);
  const timeoutSeconds = Math.max(0, Number(params.timeout) || 0);
  if (state.queue.length > 0 || timeoutSeconds === 0) return deliverUpdates(state, poll);
  // A client that gave up before we got here will never send 'close' again.
  if (!res.socket || res.socket.destroyed) return endPoll(state, poll);
  state.poll = poll;
  poll.timer = setTimeout(() => deliverUpdates(state, poll), timeoutSeconds * 1000);
  res.on('close', () => endPoll(state, poll));
}
