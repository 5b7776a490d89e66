import { randomBytes, randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';
import {
  badRequest,
  BotApiError,
  LIMITS,
  requireCallbackData,
  requireInvoiceLimits,
  requireLength,
  requireParams,
  type TelegramError,
} from './telegram-param-checks';
import { isUpload, parseParams, type Params } from './telegram-request-params';

export type { TelegramError } from './telegram-param-checks';
export type { UploadedFile } from './telegram-request-params';

export interface FakeTelegramBot {
  token: string;
  id: number;
  username: string;
  first_name: string;
}
export interface SentCall {
  token: string;
  method: string;
  params: Record<string, unknown>;
  at: number;
}
/** The fan on the other side of a private chat. */
export interface FakeTelegramUser {
  id: number;
  first_name?: string;
  username?: string;
  /** The IETF tag Telegram sends for the user's app language; 'en' when left out. */
  language_code?: string;
}
type Update = Record<string, unknown> & { update_id: number };

export interface FakeTelegram extends FakeServer {
  /** Use `url` as grammY's apiRoot; requests arrive at /bot<token>/<method>. */
  addBot(opts?: Partial<FakeTelegramBot>): FakeTelegramBot;
  /** Afterwards every call with this token answers 401 Unauthorized. */
  revokeBot(token: string): void;
  /** Queue an update for a bot (assigns update_id increasing per bot); returns it. */
  pushUpdate(token: string, update: Record<string, unknown>): Update;
  sendText(token: string, from: FakeTelegramUser, text: string): Update;
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
  /** The bot's profile texts as set with setMyDescription / setMyShortDescription; '' is the default for all languages. */
  profile(token: string, languageCode?: string): { description: string; short_description: string };
  /** getUpdates requests open right now, to assert no token is polled twice at once. */
  activePolls(token: string): number;
  maxConcurrentPolls(token: string): number;
}

interface OpenPoll {
  res: ServerResponse;
  limit: number;
  timer?: NodeJS.Timeout;
  done: boolean;
}
interface BotState {
  bot: FakeTelegramBot;
  revoked: boolean;
  /** Updates not yet confirmed by a getUpdates offset. */
  queue: Update[];
  nextUpdateId: number;
  /** A private chat numbers messages in both directions with one sequence, as Telegram does. */
  messageIds: Map<string, number>;
  lastBotMessage: Map<string, Record<string, unknown>>;
  fans: Map<string, FakeTelegramUser>;
  /** Profile texts by language code ('' for every language without its own). */
  descriptions: Map<string, string>;
  shortDescriptions: Map<string, string>;
  webhookUrl: string;
  poll?: OpenPoll;
  activePolls: number;
  maxPolls: number;
}

const UNAUTHORIZED: TelegramError = { error_code: 401, description: 'Unauthorized' };
const NOT_FOUND: TelegramError = { error_code: 404, description: 'Not Found: method not found' };
const POLL_CONFLICT: TelegramError = {
  error_code: 409,
  description: 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
};
const WEBHOOK_CONFLICT: TelegramError = {
  error_code: 409,
  description: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
};

const nowSeconds = () => Math.floor(Date.now() / 1000);
const randomText = (length: number) => randomBytes(length).toString('base64url').slice(0, length);

function sendError(res: ServerResponse, error: TelegramError): void {
  const parameters = error.retry_after === undefined ? {} : { parameters: { retry_after: error.retry_after } };
  sendJson(res, error.error_code, { ok: false, error_code: error.error_code, description: error.description, ...parameters });
}

function botUser(bot: FakeTelegramBot) {
  return { id: bot.id, is_bot: true, first_name: bot.first_name, username: bot.username };
}

function fanUser(from: FakeTelegramUser) {
  return { id: from.id, is_bot: false, first_name: from.first_name ?? 'Fan', ...(from.username ? { username: from.username } : {}), language_code: from.language_code ?? 'en' };
}

/** language_code must be empty (every language without its own) or a two-letter ISO 639-1 code. */
function profileLanguage(params: Params): string {
  const code = params.language_code === undefined ? '' : String(params.language_code);
  if (code !== '' && !/^[a-z]{2}$/.test(code)) throw badRequest('invalid language code specified');
  return code;
}

function privateChat(chatId: unknown, fan?: FakeTelegramUser) {
  const id = typeof chatId === 'string' && /^-?\d+$/.test(chatId) ? Number(chatId) : chatId;
  return { id, type: 'private', ...(fan ? { first_name: fan.first_name ?? 'Fan', ...(fan.username ? { username: fan.username } : {}) } : {}) };
}

function nextMessageId(state: BotState, chatId: unknown): number {
  const id = (state.messageIds.get(String(chatId)) ?? 0) + 1;
  state.messageIds.set(String(chatId), id);
  return id;
}

/** A message from the fan, with the bot_command entity grammY's command filter looks for. */
function fanMessage(state: BotState, from: FakeTelegramUser, content: Params) {
  state.fans.set(String(from.id), from);
  const command = typeof content.text === 'string' ? /^\/\S+/.exec(content.text)?.[0] : undefined;
  const entities = command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {};
  return { message_id: nextMessageId(state, from.id), from: fanUser(from), chat: privateChat(from.id, from), date: nowSeconds(), ...content, ...entities };
}

function botMessage(state: BotState, params: Params, content: Params) {
  requireParams(params, ['chat_id']);
  const chat = privateChat(params.chat_id, state.fans.get(String(params.chat_id)));
  const markup = params.reply_markup ? { reply_markup: params.reply_markup } : {};
  const message = { message_id: nextMessageId(state, params.chat_id), from: botUser(state.bot), chat, date: nowSeconds(), ...content, ...markup };
  state.lastBotMessage.set(String(params.chat_id), message);
  return message;
}

function voiceOf(params: Params, fileSizes: Map<string, number>) {
  requireParams(params, ['voice']);
  const upload = isUpload(params.voice) ? params.voice : undefined;
  const fileId = upload ? `AwACAgIAAxkBAAI${randomText(60)}` : String(params.voice);
  if (upload) fileSizes.set(fileId, upload.size);
  const size = fileSizes.get(fileId);
  return { file_id: fileId, file_unique_id: `AgAD${randomText(12)}`, duration: Number(params.duration) || 1, mime_type: 'audio/ogg', ...(size === undefined ? {} : { file_size: size }) };
}

function invoiceOf(params: Params) {
  requireInvoiceLimits(params);
  const prices = Array.isArray(params.prices) ? (params.prices as { amount?: unknown }[]) : [];
  if (prices.length === 0) throw badRequest('prices must be a non-empty JSON array');
  const total = prices.reduce((sum, price) => sum + Number(price.amount), 0);
  return { title: params.title, description: params.description, start_parameter: '', currency: params.currency, total_amount: total };
}

function newBotState(bot: FakeTelegramBot): BotState {
  const maps = { messageIds: new Map(), lastBotMessage: new Map(), fans: new Map(), descriptions: new Map(), shortDescriptions: new Map() };
  return { bot, revoked: false, queue: [], nextUpdateId: 1, ...maps, webhookUrl: '', activePolls: 0, maxPolls: 0 };
}

/** Ends a getUpdates request exactly once, whether by updates, timeout, conflict or the client going away. */
function endPoll(state: BotState, poll: OpenPoll, answer?: (res: ServerResponse) => void): void {
  if (poll.done) return;
  poll.done = true;
  clearTimeout(poll.timer);
  state.activePolls -= 1;
  if (state.poll === poll) state.poll = undefined;
  if (answer && !poll.res.destroyed) answer(poll.res);
}

function deliverUpdates(state: BotState, poll: OpenPoll): void {
  endPoll(state, poll, (res) => sendJson(res, 200, { ok: true, result: state.queue.slice(0, poll.limit) }));
}

/** Long polling as Telegram does it: offset confirms, timeout holds, and a newer request ends the older one with 409. */
function getUpdates(state: BotState, params: Params, res: ServerResponse): void {
  if (state.webhookUrl) return sendError(res, WEBHOOK_CONFLICT);
  const offset = Number(params.offset) || 0;
  if (offset > 0) state.queue = state.queue.filter((update) => update.update_id >= offset);
  if (offset < 0) state.queue = state.queue.slice(offset);
  const poll: OpenPoll = { res, limit: Math.min(100, Math.max(1, Number(params.limit) || 100)), done: false };
  state.activePolls += 1;
  state.maxPolls = Math.max(state.maxPolls, state.activePolls);
  if (state.poll) endPoll(state, state.poll, (older) => sendError(older, POLL_CONFLICT));
  const timeoutSeconds = Math.max(0, Number(params.timeout) || 0);
  if (state.queue.length > 0 || timeoutSeconds === 0) return deliverUpdates(state, poll);
  // A client that gave up before we got here will never send 'close' again.
  if (!res.socket || res.socket.destroyed) return endPoll(state, poll);
  state.poll = poll;
  poll.timer = setTimeout(() => deliverUpdates(state, poll), timeoutSeconds * 1000);
  res.on('close', () => endPoll(state, poll));
}

const METHODS: Record<string, (state: BotState, params: Params, fileSizes: Map<string, number>) => unknown> = {
  getMe: ({ bot }) => ({ ...botUser(bot), can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false }),
  deleteWebhook: (state, params) => {
    state.webhookUrl = '';
    if (params.drop_pending_updates === true || params.drop_pending_updates === 'true') state.queue = [];
    return true;
  },
  setWebhook: (state, params) => {
    state.webhookUrl = String(params.url ?? '');
    return true;
  },
  getWebhookInfo: (state) => ({ url: state.webhookUrl, has_custom_certificate: false, pending_update_count: state.queue.length }),
  sendMessage: (state, params) => {
    requireParams(params, ['text']);
    requireLength(params, 'text', LIMITS.text, 'message');
    requireCallbackData(params);
    return botMessage(state, params, { text: params.text });
  },
  sendChatAction: () => true,
  sendVoice: (state, params, fileSizes) => {
    requireLength(params, 'caption', LIMITS.caption, 'message caption');
    return botMessage(state, params, { voice: voiceOf(params, fileSizes), ...(params.caption ? { caption: params.caption } : {}) });
  },
  sendInvoice: (state, params) => botMessage(state, params, { invoice: invoiceOf(params) }),
  answerPreCheckoutQuery: () => true,
  answerCallbackQuery: (_state, params) => {
    requireParams(params, ['callback_query_id']);
    requireLength(params, 'text', LIMITS.callbackAnswer, 'callback answer text');
    return true;
  },
  setMyCommands: () => true,
  setMyDescription: (state, params) => {
    requireLength(params, 'description', LIMITS.description, 'bot description');
    state.descriptions.set(profileLanguage(params), String(params.description ?? ''));
    return true;
  },
  setMyShortDescription: (state, params) => {
    requireLength(params, 'short_description', LIMITS.shortDescription, 'bot short description');
    state.shortDescriptions.set(profileLanguage(params), String(params.short_description ?? ''));
    return true;
  },
  getMyDescription: (state, params) => ({ description: state.descriptions.get(profileLanguage(params)) ?? '' }),
  getMyShortDescription: (state, params) => ({ short_description: state.shortDescriptions.get(profileLanguage(params)) ?? '' }),
  editMessageReplyMarkup: () => true,
};

function newBot(opts: Partial<FakeTelegramBot>): FakeTelegramBot {
  const tokenId = Number(opts.token?.split(':')[0]);
  const id = opts.id ?? (Number.isSafeInteger(tokenId) && tokenId > 0 ? tokenId : randomInt(5_000_000_000, 8_000_000_000));
  return { id, token: opts.token ?? `${id}:${randomText(35)}`, username: opts.username ?? `fan${id}_bot`, first_name: opts.first_name ?? 'Fanline Test Bot' };
}

/** The Telegram Bot API for any number of bots, in memory, speaking the real wire format. */
export async function startFakeTelegram(): Promise<FakeTelegram> {
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

  const server = await startFakeServer(async (req, _text, res, body) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, token = '', method = ''] = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname) ?? [];
    if (!token) return sendError(res, NOT_FOUND);
    const params = await parseParams(req, url, body).catch(() => undefined);
    if (!params) return sendError(res, { error_code: 400, description: "Bad Request: can't parse request body" });
    record({ token, method, params, at: Date.now() });
    const state = bots.get(token);
    if (!state || state.revoked) return sendError(res, UNAUTHORIZED);
    if (method !== 'getUpdates' && !METHODS[method]) return sendError(res, NOT_FOUND);
    const failure = failures.get(method)?.shift();
    if (failure) return sendError(res, failure);
    if (method === 'getUpdates') return getUpdates(state, params, res);
    try {
      sendJson(res, 200, { ok: true, result: METHODS[method]?.(state, params, fileSizes) });
    } catch (error) {
      if (!(error instanceof BotApiError)) throw error;
      sendError(res, error.error);
    }
  });

  const fake: FakeTelegram = {
    ...server,
    async close() {
      for (const state of bots.values()) if (state.poll) endPoll(state, state.poll);
      for (const waiter of waiters) clearTimeout(waiter.timer);
      await server.close();
    },
    addBot(opts = {}) {
      const bot = newBot(opts);
      if (bots.has(bot.token)) throw new Error(`Bot ${bot.id} was already added`);
      bots.set(bot.token, newBotState(bot));
      return bot;
    },
    revokeBot(token) {
      const state = stateOf(token);
      state.revoked = true;
      if (state.poll) endPoll(state, state.poll, (res) => sendError(res, UNAUTHORIZED));
    },
    pushUpdate(token, update) {
      const state = stateOf(token);
      const queued: Update = { update_id: state.nextUpdateId++, ...update };
      state.queue.push(queued);
      if (state.poll) deliverUpdates(state, state.poll);
      return queued;
    },
    sendText: (token, from, text) => fake.pushUpdate(token, { message: fanMessage(stateOf(token), from, { text }) }),
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
    clearCalls: () => void sent.splice(0),
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
    profile(token, languageCode = '') {
      const state = stateOf(token);
      return { description: state.descriptions.get(languageCode) ?? '', short_description: state.shortDescriptions.get(languageCode) ?? '' };
    },
    activePolls: (token) => bots.get(token)?.activePolls ?? 0,
    maxConcurrentPolls: (token) => bots.get(token)?.maxPolls ?? 0,
  };
  return fake;
}
