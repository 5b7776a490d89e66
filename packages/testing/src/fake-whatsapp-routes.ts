import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, type FakeHandler } from './fake-server';
import { invalidParam, sendWhatsAppError, TOKEN_ERRORS, unknownObject, whatsappError, WhatsAppFakeError, type WhatsAppFailure } from './fake-whatsapp-errors';
import { describeMedia, uploadMedia } from './fake-whatsapp-media';
import { postMessages } from './fake-whatsapp-send';
import { exchangeSignupCode, registerNumber } from './fake-whatsapp-signup';
import type { FakeWhatsAppNumber, WhatsAppState } from './fake-whatsapp-state';
import type { WhatsAppWebhookSender } from './fake-whatsapp-webhook';

/** One Graph request the product made, refused ones included. `path` has no version: /{id}/messages. */
export interface WhatsAppCall {
  method: string;
  path: string;
  version?: string;
  token?: string;
  params: Record<string, unknown>;
  at: number;
  /** Set once answered. */
  status?: number;
}

/** Which calls a queued failure hits: one edge, node reads ('node'), or any Graph call. */
export type WhatsAppFailureScope = 'messages' | 'media' | 'subscribed_apps' | 'register' | 'oauth' | 'node';

export interface RouteDeps {
  state: WhatsAppState;
  webhook: WhatsAppWebhookSender;
  calls: WhatsAppCall[];
  failures: { failure: WhatsAppFailure; only?: WhatsAppFailureScope; when?: (call: WhatsAppCall) => boolean }[];
  baseUrl: () => string;
}

/** Fields a phone number node answers (Phone numbers: "Get phone number by ID"); without `fields`, Graph's defaults. */
const PHONE_DEFAULT_FIELDS = ['verified_name', 'code_verification_status', 'display_phone_number', 'quality_rating', 'platform_type', 'throughput', 'id'];
function readPhoneNumber(number: FakeWhatsAppNumber, fieldsParam: unknown): object {
  const values: Record<string, unknown> = {
    id: number.phoneNumberId,
    display_phone_number: number.displayPhoneNumber,
    verified_name: number.verifiedName,
    quality_rating: 'GREEN',
    code_verification_status: 'VERIFIED',
    platform_type: 'CLOUD_API',
    name_status: 'APPROVED',
    throughput: { level: 'STANDARD' },
  };
  const fields = typeof fieldsParam === 'string' ? fieldsParam.split(',').map((field) => field.trim()).filter(Boolean) : PHONE_DEFAULT_FIELDS;
  const unknown = fields.find((field) => !(field in values));
  if (unknown) throw invalidParam(`Tried accessing nonexisting field (${unknown}) on node type (WhatsAppBusinessPhoneNumber)`);
  return Object.fromEntries([...new Set([...fields, 'id'])].map((field) => [field, values[field]]));
}

/** /{waba_id}/subscribed_apps: POST subscribes the calling app (`{success: true}`), GET lists, DELETE unsubscribes. */
function subscribedApps({ state }: RouteDeps, wabaId: string, method: string): object {
  if (method === 'GET') {
    const apps = state.subscriptions.get(wabaId) ?? [];
    return { data: apps.map((app) => ({ whatsapp_business_api_data: { id: app.appId, link: `https://www.facebook.com/games/?app_id=${app.appId}`, name: 'Fanline' } })) };
  }
  if (method === 'DELETE') state.subscriptions.delete(wabaId);
  else if (!(state.subscriptions.get(wabaId) ?? []).some((app) => app.appId === state.app.id)) {
    state.subscriptions.set(wabaId, [...(state.subscriptions.get(wabaId) ?? []), { appId: state.app.id, at: state.now() }]);
  }
  return { success: true };
}

/** Query, then a JSON or urlencoded body; multipart bodies are left to the media upload. */
function readParams(req: IncomingMessage, url: URL, raw: Buffer): Record<string, unknown> {
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0 || type.startsWith('multipart/')) return params;
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw invalidParam('The request body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidParam('The request body must be a JSON object');
    return { ...params, ...(body as Record<string, unknown>) };
  }
  return { ...params, ...Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
}

/** The WABA a token may act on; 190 (HTTP 401) for an unknown or revoked token. */
function authenticate(state: WhatsAppState, token: string | undefined): string {
  if (!token) throw TOKEN_ERRORS.missing();
  const found = state.tokens.get(token);
  if (!found) throw TOKEN_ERRORS.invalid();
  if (found.revoked) throw TOKEN_ERRORS.revoked();
  return found.wabaId;
}

async function routeGraph(deps: RouteDeps, req: IncomingMessage, call: WhatsAppCall, raw: Buffer): Promise<object> {
  const { state } = deps;
  const [, id = '', edge = ''] = /^\/(\d+)(?:\/(\w+))?\/?$/.exec(call.path) ?? [];
  const scope: WhatsAppFailureScope = edge === '' ? 'node' : (edge as WhatsAppFailureScope);
  const queued = deps.failures.findIndex((entry) => (!entry.only || entry.only === scope) && (!entry.when || entry.when(call)));
  if (queued >= 0) throw whatsappError(deps.failures.splice(queued, 1)[0]!.failure);
  if (!id) throw whatsappError({ code: 2500, message: `Unknown path components: ${call.path}` });
  const wabaId = authenticate(state, call.token);
  const number = state.numbers.get(id);
  const media = state.media.get(id);
  const mediaWaba = media && state.numbers.get(media.phoneNumberId)?.wabaId;
  const method = call.method;
  if (number && number.wabaId === wabaId) {
    if (method === 'GET' && edge === '') return readPhoneNumber(number, call.params.fields);
    if (method === 'POST' && edge === 'messages') return postMessages({ state, webhook: deps.webhook, number, params: call.params });
    if (method === 'POST' && edge === 'media') return uploadMedia(state, number, raw, req.headers['content-type'] ?? '');
    if (method === 'POST' && edge === 'register') return registerNumber(number, call.params);
  } else if (id === wabaId && edge === 'subscribed_apps' && ['GET', 'POST', 'DELETE'].includes(method)) {
    return subscribedApps(deps, wabaId, method);
  } else if (media && mediaWaba === wabaId && edge === '') {
    if (method === 'GET') return describeMedia(media, deps.baseUrl());
    if (method === 'DELETE') return { success: state.media.delete(id) };
  }
  throw unknownObject(method, id);
}

/** Embedded Signup's code exchange, which takes the app's id and secret rather than a token. */
function exchangeCode(deps: RouteDeps, call: WhatsAppCall): object {
  const queued = deps.failures.findIndex((entry) => !entry.only || entry.only === 'oauth');
  if (queued >= 0) throw whatsappError(deps.failures.splice(queued, 1)[0]!.failure);
  return exchangeSignupCode(deps.state, call.params);
}

/** GET {media url}: the bytes, for a token of the media's WABA ("Download media": the URL needs the access token). */
function downloadMedia({ state }: RouteDeps, id: string, token: string | undefined, res: ServerResponse): number {
  const media = state.media.get(id);
  const wabaId = authenticate(state, token);
  if (!media || state.numbers.get(media.phoneNumberId)?.wabaId !== wabaId) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not Found');
    return 404;
  }
  res.writeHead(200, { 'content-type': media.mimeType, 'content-length': String(media.bytes.length) });
  res.end(media.bytes);
  return 200;
}

/** The fake's HTTP handler: records each call, then answers it or refuses it in Graph's error shape. */
export function createWhatsAppHandler(deps: RouteDeps): FakeHandler {
  return async (req, _text, res, raw) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/(v\d+\.\d+)(\/.*)$/.exec(url.pathname);
    const path = match?.[2] ?? url.pathname;
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? url.searchParams.get('access_token') ?? undefined;
    const call: WhatsAppCall = { method: req.method ?? 'GET', path, ...(match?.[1] ? { version: match[1] } : {}), ...(bearer ? { token: bearer } : {}), params: {}, at: deps.state.now() };
    deps.calls.push(call);
    try {
      const download = /^\/whatsapp-media\/(\d+)$/.exec(path)?.[1];
      if (download && call.method === 'GET') {
        call.status = downloadMedia(deps, download, call.token, res);
        return;
      }
      call.params = readParams(req, url, raw);
      const answer = path === '/oauth/access_token' && call.method === 'GET' ? exchangeCode(deps, call) : await routeGraph(deps, req, call, raw);
      call.status = 200;
      sendJson(res, 200, answer);
    } catch (error) {
      if (!(error instanceof WhatsAppFakeError)) throw error;
      call.status = error.status;
      sendWhatsAppError(res, error);
    }
  };
}
