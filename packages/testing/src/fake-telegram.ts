import { randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';
import { addFile, serveDownload, type FakeTelegramFile } from './fake-telegram-files';
import { blockedRefusal, busiestSecond, floodRefusal, forgetOldSends, SENDS_PER_SECOND_DEFAULT, type FakeTelegramOptions, type SendPace } from './fake-telegram-limits';
import { fanMessage, fanUser, newBot, type FakeTelegramBot, type FakeTelegramUser } from './fake-telegram-messages';
import { METHODS, newBotState, type BotState } from './fake-telegram-methods';
import { abortPoll, deliverUpdates, getUpdates } from './fake-telegram-polling';
import { enqueue, type Update } from './fake-telegram-updates';
import type { WebhookDelivery } from './fake-telegram-webhook';
import { BotApiError, sendError, type TelegramError } from './telegram-param-checks';
import { parseParams, type Params } from './telegram-request-params';

export type { TelegramError } from './telegram-param-checks';
export type { UploadedFile } from './telegram-request-params';
export type { WebhookDelivery } from './fake-telegram-webhook';
export type { FakeTelegramOptions, SendPace } from './fake-telegram-limits';
export type { FakeTelegramBot, FakeTelegramUser } from './fake-telegram-messages';
export type { FakeTelegramFile } from './fake-telegram-files';
export { audioOf, documentOf, photoOf, stickerOf, voiceOf } from './fake-telegram-media';

export interface SentCall {
  token: string;
  method: string;
  params: Record<string, unknown>;
  at: number;
  /** The error the call was answered with (400, 401, 403, 429…); absent when it succeeded. */
  error_code?: number;
}
/** The webhook as setWebhook left it; allowedUpdates is the bot's setting, shared with getUpdates. */
export interface FakeTelegramWebhook {
  url: string;
  secretToken: string | null;
  allowedUpdates: string[];
  maxConnections: number;
}

export interface FakeTelegram extends FakeServer {
  /** Use `url` as grammY's apiRoot; requests arrive at /bot<token>/<method>. */
  addBot(opts?: Partial<FakeTelegramBot>): FakeTelegramBot;
  /** Afterwards every call with this token answers 401 Unauthorized. */
  revokeBot(token: string): void;
  /** The fan blocked the bot: calls into their chat answer 403 "Forbidden: bot was blocked by the user". */
  blockChat(token: string, chatId: number | string): void;
  /** The pace of the bot's sendMessage and sendVoice calls (those from `since` on, ms since the epoch), to assert a broadcast keeps Telegram's limit. */
  sendPace(token: string, since?: number): SendPace;
  /**
   * Queue an update for a bot (assigns update_id increasing per bot) and hand it to the open long poll or the webhook;
   * returns it. An update whose type the bot's allowed_updates leaves out is never created: it comes back with update_id 0.
   */
  pushUpdate(token: string, update: Record<string, unknown>): Update;
  sendText(token: string, from: FakeTelegramUser, text: string): Update;
  /** A fan's private-chat message with these fields ({ voice: voiceOf(file, …) }, { photo: photoOf(file, …), caption }…). */
  sendMessage(token: string, from: FakeTelegramUser, fields: Record<string, unknown>): Update;
  /** Stores a file a fan sent the bot, for its getFile and <url>/file/bot<token>/<file_path>; ids and path made up when left out. */
  addFile(token: string, file: { data: Uint8Array; fileId?: string; path?: string }): FakeTelegramFile;
  sendPreCheckoutQuery(
    token: string,
    from: FakeTelegramUser,
    query: { id: string; currency: string; total_amount: number; invoice_payload: string },
  ): Update;
  sendSuccessfulPayment(
    token: string,
    from: FakeTelegramUser,
    payment: { currency: string; total_amount: number; invoice_payload: string; telegram_payment_charge_id: string; provider_payment_charge_id?: string },
  ): Update;
  sendCallbackQuery(token: string, from: FakeTelegramUser, data: string): Update;
  /** Every call received, including those answered with an error, optionally filtered. */
  calls(token?: string, method?: string): SentCall[];
  /** Forgets the recorded calls; a long benchmark run would otherwise keep every one in memory. */
  clearCalls(): void;
  /** Resolves with the first matching call, including one already received. */
  waitForCall(token: string, method: string, predicate?: (call: SentCall) => boolean, timeoutMs?: number): Promise<SentCall>;
  /** Make the next `times` calls of a method fail; by default with 429 and parameters.retry_after = 1. */
  failNext(method: string, times: number, error?: TelegramError): void;
  /** Drops the failures still queued for a method, as when the outage is over. */
  clearFailures(method: string): void;
  /** The bot's profile texts as set with setMyDescription / setMyShortDescription; '' is the default for all languages. */
  profile(token: string, languageCode?: string): { description: string; short_description: string };
  /** getUpdates requests open right now, to assert no token is polled twice at once. */
  activePolls(token: string): number;
  maxConcurrentPolls(token: string): number;
  /**
   * getUpdates calls that met another client's open poll: two runners polling one token at once.
   * Clients are told apart by a path at the end of their API root (http://fake/runner-a).
   */
  pollerConflicts(token: string): number;
  /** The webhook set with setWebhook, or null while the bot uses getUpdates. */
  webhook(token: string): FakeTelegramWebhook | null;
  /** Every POST of an update to the bot's webhook, in the order they finished; status 0 is a network error. */
  webhookDeliveries(token: string): WebhookDelivery[];
  /** Updates queued and not yet confirmed by a getUpdates offset or a 2xx from the webhook. */
  pendingUpdates(token: string): number;
}

const UNAUTHORIZED: TelegramError = { error_code: 401, description: 'Unauthorized' };
const NOT_FOUND: TelegramError = { error_code: 404, description: 'Not Found: method not found' };

/** The Telegram Bot API for any number of bots, in memory, speaking the real wire format. */
export async function startFakeTelegram(options: FakeTelegramOptions = {}): Promise<FakeTelegram> {
  const sendsPerSecond = options.sendsPerSecond ?? SENDS_PER_SECOND_DEFAULT;
  const bots = new Map<string, BotState>();
  const sent: SentCall[] = [];
  const waiters = new Set<{ matches: (call: SentCall) => boolean; resolve: (call: SentCall) => void; timer: NodeJS.Timeout }>();
  const failures = new Map<string, TelegramError[]>();
  const fileSizes = new Map<string, number>();

  const record = (call: SentCall) => {
    sent.push(call);
    for (const waiter of waiters) {
      if (!waiter.matches(call)) continue;
      waiters.delete(waiter);
      clearTimeout(waiter.timer);
      waiter.resolve(call);
    }
  };
  const stateOf = (token: string) => {
    const state = bots.get(token);
    if (!state) throw new Error('Unknown bot token; call addBot first');
    return state;
  };

  /** Runs a call as Telegram would; the answer, or undefined when getUpdates answers `res` itself later. */
  const answer = (token: string, method: string, params: Params, res?: ServerResponse, client?: string): { result: unknown } | TelegramError | undefined => {
    const state = bots.get(token);
    if (!state || state.revoked) return UNAUTHORIZED;
    if (method !== 'getUpdates' && !METHODS[method]) return NOT_FOUND;
    const failure = failures.get(method)?.shift();
    if (failure) return failure;
    const refusal = floodRefusal(state, method, Date.now(), sendsPerSecond) ?? blockedRefusal(state, params);
    if (refusal) return refusal;
    if (method === 'getUpdates') {
      if (res) getUpdates(state, params, res, state.webhook.settings !== undefined, client);
      return undefined;
    }
    try {
      return { result: METHODS[method]?.(state, params, fileSizes) };
    } catch (error) {
      if (!(error instanceof BotApiError)) throw error;
      return error.error;
    }
  };
  /** Records a call, runs it, and notes on the record the error it was answered with. */
  const perform = (token: string, method: string, params: Params, res?: ServerResponse, client?: string) => {
    const call: SentCall = { token, method, params, at: Date.now() };
    record(call);
    const answered = answer(token, method, params, res, client);
    if (answered && !('result' in answered)) call.error_code = answered.error_code;
    return answered;
  };

  const server = await startFakeServer(async (req, _text, res, body) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (serveDownload(url.pathname, bots, res)) return;
    // An API root may end in a path of its own (http://fake/runner-a), naming the client.
    const [, client = '', token = '', method = ''] = /^(?:\/([\w-]+))?\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname) ?? [];
    if (!token) return sendError(res, NOT_FOUND);
    const params = await parseParams(req, url, body).catch(() => undefined);
    if (!params) return sendError(res, { error_code: 400, description: "Bad Request: can't parse request body" });
    const answer = perform(token, method, params, res, client);
    if (answer && 'result' in answer) sendJson(res, 200, { ok: true, result: answer.result });
    else if (answer) sendError(res, answer);
  });

  const fake: FakeTelegram = {
    ...server,
    async close() {
      for (const state of bots.values()) {
        abortPoll(state);
        state.webhook.stop();
      }
      for (const waiter of waiters) clearTimeout(waiter.timer);
      await server.close();
    },
    addBot(opts = {}) {
      const bot = newBot(opts);
      if (bots.has(bot.token)) throw new Error(`Bot ${bot.id} was already added`);
      // "It's not possible to know that such a request was successful or get its result": the answer is dropped.
      bots.set(bot.token, newBotState(bot, (method, params) => void perform(bot.token, method, params)));
      return bot;
    },
    revokeBot(token) {
      const state = stateOf(token);
      state.revoked = true;
      abortPoll(state, UNAUTHORIZED);
      state.webhook.stop();
    },
    blockChat: (token, chatId) => void stateOf(token).blockedChats.add(String(chatId)),
    sendPace(token, since = 0) {
      const { sendTimes, floodRefusals } = stateOf(token);
      const times = sendTimes.filter((time) => time >= since);
      return { times, busiestSecond: busiestSecond(times), refused: floodRefusals };
    },
    pushUpdate(token, update) {
      const state = stateOf(token);
      const queued = enqueue(state, update);
      if (queued.update_id > 0 && state.poll) deliverUpdates(state, state.poll);
      if (queued.update_id > 0 && !state.revoked) state.webhook.pump();
      return queued;
    },
    sendText: (token, from, text) => fake.sendMessage(token, from, { text }),
    sendMessage: (token, from, fields) => fake.pushUpdate(token, { message: fanMessage(stateOf(token), from, fields) }),
    addFile(token, file) {
      const added = addFile(stateOf(token).files, file);
      // The bot may send the file back by its id (sendVoice); its answer then carries the size.
      fileSizes.set(added.file_id, added.file_size);
      return added;
    },
    sendPreCheckoutQuery: (token, from, query) => fake.pushUpdate(token, { pre_checkout_query: { ...query, from: fanUser(from) } }),
    sendSuccessfulPayment: (token, from, payment) =>
      fake.pushUpdate(token, {
        message: fanMessage(stateOf(token), from, { successful_payment: { provider_payment_charge_id: '', ...payment } }),
      }),
    sendCallbackQuery(token, from, data) {
      // A button press comes from a message the bot sent; grammY reads ctx.chat from it.
      const message = stateOf(token).lastBotMessage.get(String(from.id));
      const query = { id: `${randomInt(1e9, 9e9)}${randomInt(1e9, 9e9)}`, from: fanUser(from), chat_instance: String(-from.id * 31), data, ...(message ? { message } : {}) };
      return fake.pushUpdate(token, { callback_query: query });
    },
    calls: (token, method) => sent.filter((call) => (!token || call.token === token) && (!method || call.method === method)),
    clearCalls() {
      sent.splice(0);
      for (const state of bots.values()) forgetOldSends(state, Date.now());
    },
    waitForCall(token, method, predicate = () => true, timeoutMs = 2000) {
      const matches = (call: SentCall) => call.token === token && call.method === method && predicate(call);
      const seen = sent.find(matches);
      if (seen) return Promise.resolve(seen);
      return new Promise<SentCall>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const methods = [...new Set(fake.calls(token).map((call) => call.method))].join(', ') || 'none';
          reject(new Error(`No matching ${method} call within ${timeoutMs} ms (methods called: ${methods})`));
        }, timeoutMs);
        const waiter = { matches, resolve, timer };
        waiters.add(waiter);
      });
    },
    failNext(method, times, error = { error_code: 429, description: 'Too Many Requests: retry after 1', retry_after: 1 }) {
      failures.set(method, [...(failures.get(method) ?? []), ...Array.from({ length: times }, () => error)]);
    },
    clearFailures: (method) => void failures.delete(method),
    profile(token, languageCode = '') {
      const state = stateOf(token);
      return { description: state.descriptions.get(languageCode) ?? '', short_description: state.shortDescriptions.get(languageCode) ?? '' };
    },
    activePolls: (token) => bots.get(token)?.activePolls ?? 0,
    maxConcurrentPolls: (token) => bots.get(token)?.maxPolls ?? 0,
    pollerConflicts: (token) => bots.get(token)?.pollerConflicts ?? 0,
    webhook(token) {
      const { webhook, allowedUpdates } = stateOf(token);
      const settings = webhook.settings;
      if (!settings) return null;
      return { url: settings.url, secretToken: settings.secretToken || null, allowedUpdates: [...allowedUpdates], maxConnections: settings.maxConnections };
    },
    webhookDeliveries: (token) => [...stateOf(token).webhook.deliveries],
    pendingUpdates: (token) => stateOf(token).queue.length,
  };
  return fake;
}
