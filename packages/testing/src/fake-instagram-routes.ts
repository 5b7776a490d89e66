import type { IncomingMessage } from 'node:http';
import { graphError, paramError, type InstagramFailure } from './fake-instagram-errors';
import { readMe, sendMessage, subscribedApps, type GraphContext } from './fake-instagram-graph';
import { authorize, exchangeCode, exchangeForLongLived, refreshLongLived } from './fake-instagram-oauth';
import type { InstagramState } from './fake-instagram-state';
import { authenticate, tokenFromRequest } from './fake-instagram-tokens';
import type { InstagramWebhookSender } from './fake-instagram-webhook';

/** One request the product made, including refused ones. `path` has no version: /me/messages for /v23.0/me/messages. */
export interface InstagramCall {
  method: string;
  path: string;
  version?: string;
  params: Record<string, unknown>;
  token?: string;
  at: number;
  /** Set once answered. */
  status?: number;
}

/** Every call, waiters for calls to come, and the failures queued by failNext. */
export class CallRecorder {
  readonly calls: InstagramCall[] = [];
  readonly failures = new Map<string, InstagramFailure[]>();
  private readonly waiters = new Set<{ matches: (call: InstagramCall) => boolean; resolve: (call: InstagramCall) => void; timer: NodeJS.Timeout }>();

  record(call: InstagramCall): void {
    this.calls.push(call);
    for (const waiter of this.waiters) {
      if (!waiter.matches(call)) continue;
      this.waiters.delete(waiter);
      clearTimeout(waiter.timer);
      waiter.resolve(call);
    }
  }

  /** Resolves with the first matching call, including one already received. */
  waitFor(path: string, predicate: (call: InstagramCall) => boolean, timeoutMs: number): Promise<InstagramCall> {
    const matches = (call: InstagramCall) => call.path === path && predicate(call);
    const seen = this.calls.find(matches);
    if (seen) return Promise.resolve(seen);
    return new Promise<InstagramCall>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        const paths = [...new Set(this.calls.map((call) => call.path))].join(', ') || 'none';
        reject(new Error(`No matching call to ${path} within ${timeoutMs} ms (paths called: ${paths})`));
      }, timeoutMs);
      const waiter = { matches, resolve, timer };
      this.waiters.add(waiter);
    });
  }

  stop(): void {
    for (const waiter of this.waiters) clearTimeout(waiter.timer);
  }
}

/** What a route answers: JSON, raw JSON text, an HTML page, or a redirect. */
export type RouteAnswer = { status: number; json?: unknown; text?: string; html?: string; location?: string };

/**
 * Query, then body parameters: JSON, urlencoded or multipart (the docs' curl examples post the code exchange with -F).
 * undefined when the body cannot be read.
 */
export async function readParams(req: IncomingMessage, url: URL, raw: Buffer): Promise<Record<string, unknown> | undefined> {
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return params;
  try {
    if (type.includes('application/json')) {
      const body: unknown = JSON.parse(raw.toString('utf8'));
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
      return { ...params, ...(body as Record<string, unknown>) };
    }
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type || 'application/x-www-form-urlencoded' } }).formData();
    for (const [key, value] of form) params[key] = typeof value === 'string' ? value : value.name;
    return params;
  } catch {
    return undefined;
  }
}

/** `/v23.0/me/messages` → version v23.0, path /me/messages; graph.instagram.com also takes calls without a version. */
export function splitVersion(pathname: string): { version?: string; path: string } {
  const match = /^\/(v\d+\.\d+)(\/.*)$/.exec(pathname);
  return match?.[1] && match[2] ? { version: match[1], path: match[2] } : { path: pathname };
}

const unknownPath = (path: string) => graphError({ status: 400, code: 2500, message: `Unknown path components: ${path}` });

/** Runs one request; throws InstagramFakeError for Meta's refusals. */
export async function route(
  state: InstagramState,
  webhook: InstagramWebhookSender,
  req: IncomingMessage,
  path: string,
  query: URLSearchParams,
  params: Record<string, unknown>,
): Promise<RouteAnswer> {
  const method = req.method ?? 'GET';
  if (method === 'GET' && path === '/oauth/authorize') {
    const outcome = authorize(state, query);
    return outcome.status === 302 ? { status: 302, location: outcome.location } : { status: 200, html: outcome.page };
  }
  if (method === 'POST' && path === '/oauth/access_token') return { status: 200, text: exchangeCode(state, params) };
  if (method === 'GET' && path === '/access_token') return { status: 200, json: exchangeForLongLived(state, params) };
  if (method === 'GET' && path === '/refresh_access_token') return { status: 200, json: refreshLongLived(state, params) };

  const [, node, edge = ''] = /^\/(me|\d+)(\/subscribed_apps|\/messages)?$/.exec(path) ?? [];
  if (!node) throw unknownPath(path);
  const { token, account } = authenticate(state, tokenFromRequest(req, params));
  if (node !== 'me' && node !== account.igUserId) {
    throw paramError(
      `Unsupported ${method.toLowerCase()} request. Object with ID '${node}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      'IGApiException',
      33,
    );
  }
  const ctx: GraphContext = { state, token, account, params };
  if (edge === '' && method === 'GET') return { status: 200, json: readMe(ctx) };
  if (edge === '/subscribed_apps' && ['GET', 'POST', 'DELETE'].includes(method)) return { status: 200, json: subscribedApps(ctx, method) };
  if (edge === '/messages' && method === 'POST') {
    const { answer, sent } = await sendMessage(ctx);
    state.sent.push(sent);
    // "For Instagram Messaging conversations, the message echo notifications are included with the message webhook
    // field subscription" (Messenger Platform, Webhook Events Reference).
    if (sent.messageId && sent.message && state.options.echoApiMessages) {
      const attachment = sent.message.attachment as { type?: string; payload?: { url?: string } } | undefined;
      const content = attachment ? { attachments: [{ type: attachment.type, payload: { url: attachment.payload?.url } }] } : { text: sent.message.text };
      webhook.notify(account.igUserId, 'messages', {
        sender: { id: account.igUserId },
        recipient: { id: sent.recipientId },
        timestamp: sent.at,
        message: { mid: sent.messageId, is_echo: true, ...content },
      });
    }
    return { status: 200, json: answer };
  }
  throw paramError(`Unsupported ${method.toLowerCase()} request.`, 'IGApiException', 33);
}
