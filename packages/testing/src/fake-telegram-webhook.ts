import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import { deliveryQueue, isDefaultAllowed, type Update, type UpdateQueue } from './fake-telegram-updates';
import { badRequest } from './telegram-param-checks';
import { parseParams, type Params } from './telegram-request-params';

export interface WebhookSettings {
  url: string;
  /** '' when none was set. */
  secretToken: string;
  maxConnections: number;
}
/** One POST of an update to the webhook: the HTTP status it got, or 0 when the request failed on the network. */
export interface WebhookDelivery {
  update_id: number;
  status: number;
  at: number;
  /** From the request's start to the end of the webhook's response (or the network error), in ms: how long the webhook took to answer. */
  ms: number;
}

// "Ports currently supported for webhooks: 443, 80, 88, 8443."
const WEBHOOK_PORTS = [443, 80, 88, 8443];
// "A secret token to be sent in a header "X-Telegram-Bot-Api-Secret-Token" in every webhook request, 1-256 characters.
// Only characters A-Z, a-z, 0-9, _ and - are allowed."
const SECRET_TOKEN = /^[A-Za-z0-9_-]*$/;
// "In case of an unsuccessful request, we will give up after a reasonable amount of attempts." Telegram's resend delay grows
// to a minute and it drops an update after about a day; the fake retries sooner (100 ms, doubling up to 2 s) and never
// gives up until a 2xx, deleteWebhook or close().
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2000;

/** Telegram reads a URL without a scheme as https. */
const withScheme = (url: string) => (/^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `https://${url}`);

/**
 * setWebhook's url, secret_token and max_connections, checked as Telegram checks them, with Telegram's error texts.
 * The one deliberate relaxation: real Telegram takes only "HTTPS URL to send updates to" on ports 443, 80, 88 or 8443;
 * the fake also takes plain http://127.0.0.1:<any port> and http://localhost:<any port>, so a test's own server can
 * be the webhook.
 */
export function webhookSettings(params: Params): WebhookSettings {
  const raw = String(params.url);
  let url: URL;
  try {
    url = new URL(withScheme(raw));
  } catch {
    throw badRequest('invalid webhook URL specified');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest('invalid webhook URL specified');
  const loopback = url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (!loopback && url.protocol !== 'https:') throw badRequest('bad webhook: An HTTPS URL must be provided for webhook');
  if (!loopback && !WEBHOOK_PORTS.includes(Number(url.port || 443))) {
    throw badRequest('bad webhook: Webhook can be set up only on ports 80, 88, 443 or 8443');
  }
  // An empty secret_token means none, as with Telegram, which cannot tell it from a missing one.
  const secretToken = params.secret_token === undefined ? '' : String(params.secret_token);
  if (secretToken.length > 256) throw badRequest('secret token is too long');
  if (!SECRET_TOKEN.test(secretToken)) throw badRequest('secret token contains unallowed characters');
  // "max_connections: The maximum allowed number of simultaneous HTTPS connections to the webhook for update delivery,
  // 1-100. Defaults to 40." Telegram clamps a value out of range; the fake refuses it, so a wrong value fails a test.
  const max = params.max_connections === undefined || params.max_connections === '' ? 40 : Number(params.max_connections);
  if (!Number.isInteger(max) || max < 1 || max > 100) throw badRequest('max_connections must be an integer between 1 and 100');
  return { url: raw, secretToken, maxConnections: max };
}

interface Outcome {
  status: number;
  /** Request start to response end, before the fake reads the answer's body. */
  ms: number;
  /** Set when the update was not delivered: the text getWebhookInfo shows as last_error_message. */
  error?: string;
  reply?: Params;
}

function networkError(error: NodeJS.ErrnoException): string {
  if (error.code === 'ECONNREFUSED') return 'Connection refused';
  if (error.code === 'ECONNRESET' || error.message === 'socket hang up') return 'Webhook connection closed';
  return error.message;
}

/** Telegram reads the answer's parameters from a JSON, urlencoded or multipart body, as it reads a request's. */
async function replyOf(res: IncomingMessage, body: Buffer): Promise<Params | undefined> {
  return parseParams(res, new URL('http://webhook.invalid/'), body).catch(() => undefined);
}

// "Whenever there is an update for the bot, we will send an HTTPS POST request to the specified URL, containing a JSON-serialized Update."
function post(settings: WebhookSettings, update: Update, signal: AbortSignal): Promise<Outcome> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const elapsed = () => performance.now() - startedAt;
    const url = new URL(withScheme(settings.url));
    const body = JSON.stringify(update);
    // "If specified, the request will contain a header "X-Telegram-Bot-Api-Secret-Token" with the secret token as content."
    const secret = settings.secretToken ? { 'x-telegram-bot-api-secret-token': settings.secretToken } : {};
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...secret };
    // Node sends user:password@ in the URL as Basic authorization, as Telegram does.
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method: 'POST', headers, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => resolve({ status: 0, ms: elapsed(), error: networkError(error) }));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const ms = elapsed();
        if (status < 200 || status > 299) return resolve({ status, ms, error: `Wrong response from the webhook: ${status} ${res.statusMessage ?? ''}`.trim() });
        void replyOf(res, Buffer.concat(chunks)).then((reply) => resolve({ status, ms, reply }));
      });
    });
    req.on('error', (error) => resolve({ status: 0, ms: elapsed(), error: networkError(error) }));
    req.end(body);
  });
}

/**
 * "If you're using webhooks, you can perform a request to the Bot API while sending an answer to the webhook ...
 * Specify the method to be invoked in the method parameter of the request." Telegram skips setWebhook, deleteWebhook,
 * close, logOut and every get* method there, comparing names case-insensitively (tdlib WebhookActor::handle).
 */
export function replyMethod(reply: Params | undefined): { method: string; params: Params } | undefined {
  const { method, ...params } = reply ?? {};
  const name = typeof method === 'string' ? method : '';
  const lower = name.toLowerCase();
  if (!name || ['setwebhook', 'deletewebhook', 'close', 'logout'].includes(lower) || lower.startsWith('get')) return undefined;
  return { method: name, params };
}

/** Delivers one bot's updates to its webhook: in update_id order, one at a time per chat, at most max_connections at once. */
export class WebhookSender {
  settings: WebhookSettings | undefined;
  readonly deliveries: WebhookDelivery[] = [];
  lastError: { date: number; message: string } | undefined;
  private readonly inFlight = new Map<number, AbortController>();
  private readonly retries = new Map<number, { failures: number; timer?: NodeJS.Timeout }>();

  constructor(
    private readonly updates: UpdateQueue,
    /** Runs a Bot API method the webhook's 2xx answer asked for, as if the bot had called it. */
    private readonly runReply: (method: string, params: Params) => void,
  ) {}

  /** Sets the webhook; unless only allowed_updates changed, deliveries under way start over under the new settings. */
  set(settings: WebhookSettings, restart: boolean): void {
    const current = this.settings;
    const same = current && current.url === settings.url && current.secretToken === settings.secretToken && current.maxConnections === settings.maxConnections;
    if (!same || restart) {
      this.stop();
      this.lastError = undefined;
      this.settings = settings;
    }
    this.pump();
  }

  /** Removes the webhook; the updates it had not delivered stay queued, for getUpdates. */
  remove(): void {
    this.stop();
    this.settings = undefined;
    this.lastError = undefined;
  }

  /** getWebhookInfo's WebhookInfo; like Telegram, optional fields only when they have a value that is not the default. */
  info(): Record<string, unknown> {
    const { settings, lastError, updates } = this;
    return {
      // "url: Webhook URL, may be empty if webhook is not set up"
      url: settings?.url ?? '',
      has_custom_certificate: false,
      // "pending_update_count: Number of updates awaiting delivery"
      pending_update_count: updates.queue.length,
      ...(lastError ? { last_error_date: lastError.date, last_error_message: lastError.message } : {}),
      ...(settings ? { max_connections: settings.maxConnections } : {}),
      // "allowed_updates: A list of update types the bot is subscribed to. Defaults to all update types except chat_member"
      ...(isDefaultAllowed(updates.allowedUpdates) ? {} : { allowed_updates: [...updates.allowedUpdates] }),
    };
  }

  /** Cancels requests in flight and pending retries; their updates stay queued. */
  stop(): void {
    for (const controller of this.inFlight.values()) controller.abort();
    for (const retry of this.retries.values()) clearTimeout(retry.timer);
    this.inFlight.clear();
    this.retries.clear();
  }

  /** Starts every update that may go now: the first of each chat's queue, not waiting for a retry, within max_connections. */
  pump(): void {
    const settings = this.settings;
    if (!settings) return;
    const seen = new Set<string>();
    for (const update of this.updates.queue) {
      if (this.inFlight.size >= settings.maxConnections) return;
      const queue = deliveryQueue(update);
      if (seen.has(queue)) continue;
      seen.add(queue);
      if (!this.inFlight.has(update.update_id) && !this.retries.get(update.update_id)?.timer) this.start(settings, update);
    }
  }

  private start(settings: WebhookSettings, update: Update): void {
    const id = update.update_id;
    const controller = new AbortController();
    this.inFlight.set(id, controller);
    void post(settings, update, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      this.inFlight.delete(id);
      this.deliveries.push({ update_id: id, status: outcome.status, at: Date.now(), ms: outcome.ms });
      if (outcome.error === undefined) {
        this.retries.delete(id);
        this.updates.queue = this.updates.queue.filter((queued) => queued.update_id !== id);
        const call = replyMethod(outcome.reply);
        try {
          if (call) this.runReply(call.method, call.params);
        } catch {
          // "It's not possible to know that such a request was successful or get its result."
        }
      } else {
        // "last_error_date: Unix time for the most recent error that happened when trying to deliver an update via webhook"
        this.lastError = { date: Math.floor(Date.now() / 1000), message: outcome.error };
        const retry = this.retries.get(id) ?? { failures: 0 };
        retry.failures += 1;
        retry.timer = setTimeout(() => {
          retry.timer = undefined;
          this.pump();
        }, Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (retry.failures - 1)));
        retry.timer.unref();
        this.retries.set(id, retry);
      }
      this.pump();
    });
  }
}
