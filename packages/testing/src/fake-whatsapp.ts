import { randomBytes } from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-server';
import { statusError, type WhatsAppFailure } from './fake-whatsapp-errors';
import { fanAudioContent, fanButtonReplyContent, fanMessage, fanStickerContent, type FanAudio, type FanMessageOptions } from './fake-whatsapp-fan';
import { createWhatsAppHandler, type RouteDeps, type WhatsAppCall, type WhatsAppFailureScope } from './fake-whatsapp-routes';
import {
  conversationKey,
  digits,
  newNumber,
  newToken,
  PAIR_RATE_MS,
  type FakeWhatsAppApp,
  type FakeWhatsAppNumber,
  type FakeWhatsAppOptions,
  type SentWhatsAppMessage,
  type WhatsAppMedia,
  type WhatsAppNumberRef,
  type WhatsAppReadReceipt,
  type WhatsAppState,
} from './fake-whatsapp-state';
import { notifyStatus, type WhatsAppStatus, type WhatsAppStatusError } from './fake-whatsapp-statuses';
import { issueSignupCode } from './fake-whatsapp-signup';
import { signMetaWebhookBody } from './fake-meta-webhook';
import { WhatsAppWebhookSender, type WhatsAppNotification, type WhatsAppWebhookDelivery } from './fake-whatsapp-webhook';

export { WHATSAPP_ERROR_CODES, WHATSAPP_FAILURES, type WhatsAppFailure } from './fake-whatsapp-errors';
export type { FanAudio, FanMessageOptions } from './fake-whatsapp-fan';
export { oggOpusSample, WHATSAPP_MEDIA_LIMITS } from './fake-whatsapp-media';
export { WHATSAPP_LIMITS } from './fake-whatsapp-messages';
export type { WhatsAppCall, WhatsAppFailureScope } from './fake-whatsapp-routes';
export type { FakeWhatsAppApp, FakeWhatsAppNumber, FakeWhatsAppOptions, SentWhatsAppMessage, WhatsAppMedia, WhatsAppNumberRef, WhatsAppReadReceipt } from './fake-whatsapp-state';
export type { WhatsAppStatus, WhatsAppStatusError } from './fake-whatsapp-statuses';
// Meta signs WhatsApp and Instagram webhooks alike; fake-instagram exports the same function as signWebhookBody.
export { signMetaWebhookBody as signWhatsAppWebhookBody } from './fake-meta-webhook';
export type { WhatsAppNotification, WhatsAppWebhookDelivery, WhatsAppWebhookPayload } from './fake-whatsapp-webhook';

export interface FakeWhatsApp extends FakeServer {
  /** The Graph base URL: the product calls `${graphUrl}/v23.0/{phone_number_id}/messages` (any vNN.N works). */
  graphUrl: string;
  app: FakeWhatsAppApp;
  /** Live settings; windowFailure, autoStatuses and pairRateMs also have setters below. */
  options: FakeWhatsAppOptions;
  /** A business number; numbers added with the same wabaId share that WABA's system-user token. */
  addNumber(opts?: Partial<Omit<FakeWhatsAppNumber, 'token'>>): FakeWhatsAppNumber;
  /** The WABA's token then answers 190 (HTTP 401), as after the system user's token is invalidated. */
  revokeToken(number: WhatsAppNumberRef): void;
  /** A new system-user token for the number's WABA, as Business Settings generates one; every number of the WABA takes it. */
  issueToken(number: WhatsAppNumberRef): string;
  /**
   * What Embedded Signup's pop-up returns to the page for this number: a code for GET /oauth/access_token, valid
   * 30 s by the fake's clock and once. Add the number with `registered: false` (and `pin`, if it has two-step
   * verification) for one the signup just created.
   */
  signupCode(number: WhatsAppNumberRef): string;
  /** A fan's WhatsApp id: their phone number in digits, country code first. */
  newFanWaId(): string;
  /** The fake's clock: the customer service window and the pair rate follow it. */
  now(): number;
  advanceTime(ms: number): void;
  /** Apps subscribed (POST /{waba_id}/subscribed_apps) to the WABA's webhooks; only those WABAs' events are sent. */
  subscriptions(wabaId: string): { appId: string; at: number }[];
  /** Where notifications go, signed with `appSecret` (default app.secret). */
  setWebhook(url: string, appSecret?: string): void;
  /** Meta's verification GET (hub.mode=subscribe, hub.verify_token, hub.challenge); `body` should echo the challenge. */
  verifyWebhook(verifyToken: string, challenge?: string): Promise<{ status: number; body: string; challenge: string }>;
  /** A fan writing to a number: each message opens (renews) the 24-hour window and returns its notification. */
  fan: {
    sendText(number: WhatsAppNumberRef, waId: string, text: string, opts?: FanMessageOptions): WhatsAppNotification;
    sendAudio(number: WhatsAppNumberRef, waId: string, audio: FanAudio, opts?: FanMessageOptions): WhatsAppNotification;
    sendButtonReply(number: WhatsAppNumberRef, waId: string, reply: { id: string; title: string }, contextWamid?: string, opts?: FanMessageOptions): WhatsAppNotification;
    sendSticker(number: WhatsAppNumberRef, waId: string, opts?: FanMessageOptions & { animated?: boolean }): WhatsAppNotification;
  };
  /** A status notification for a message the number sent; errors as codes (Meta's title and details filled in) or entries. */
  statusOf(number: WhatsAppNumberRef, wamid: string, status: WhatsAppStatus, errors?: (number | WhatsAppStatusError)[]): WhatsAppNotification;
  /** After each accepted message, send 'sent' then 'delivered' notifications. */
  autoStatuses(on: boolean): void;
  /** 'send' (default): 400 with 131047 outside the window; 'status': 200, then a failed status carrying 131047. */
  windowFailure(mode: 'send' | 'status'): void;
  /** Opt-in 131056: a second message to the same fan within `gapMs` (default 6 s) of the fake's clock is refused. */
  enforcePairRate(on: boolean, gapMs?: number): void;
  /** The next `count` Graph calls (of `only`, if given) fail; known codes get Meta's message and status (190 → 401). */
  failNext(count: number, failure: WhatsAppFailure, only?: WhatsAppFailureScope): void;
  /** The first Graph call (after the queued failNext ones) that `when` picks fails once, as failNext's do. */
  failWhen(when: (call: WhatsAppCall) => boolean, failure: WhatsAppFailure): void;
  /** POSTs a notification's exact body again, as Meta's redeliveries do. */
  redeliver(notification: WhatsAppNotification, opts?: { signature?: string }): Promise<WhatsAppWebhookDelivery>;
  deliveries(phoneNumberId?: string): WhatsAppWebhookDelivery[];
  /** Resolves once no webhook delivery, retry or queued status is pending. */
  idle(): Promise<void>;
  signatureOf(body: string, secret?: string): string;
  sentMessages(number: WhatsAppNumberRef, fanWaId?: string): SentWhatsAppMessage[];
  readReceipts(number: WhatsAppNumberRef): WhatsAppReadReceipt[];
  /** Uploaded (or fan-sent) media, bytes included. */
  media(id: string): WhatsAppMedia | undefined;
  lastInboundAt(number: WhatsAppNumberRef, waId: string): number | undefined;
  calls(path?: string): WhatsAppCall[];
  clearCalls(): void;
}

/** Meta's WhatsApp Business Cloud API (Graph messages, media, subscribed_apps, webhooks), in memory, on 127.0.0.1. */
export async function startFakeWhatsApp(opts: { appId?: string; appSecret?: string } & Partial<FakeWhatsAppOptions> = {}): Promise<FakeWhatsApp> {
  const { appId, appSecret, ...options } = opts;
  let offset = 0;
  const state: WhatsAppState = {
    app: { id: appId ?? digits(15), secret: appSecret ?? randomBytes(16).toString('hex') },
    options: { windowFailure: 'send', autoStatuses: false, pairRateMs: null, webhookAttempts: 5, webhookBackoffMs: 50, ...options },
    numbers: new Map(),
    tokens: new Map(),
    subscriptions: new Map(),
    lastInbound: new Map(),
    lastOutbound: new Map(),
    inbound: new Map(),
    sent: [],
    readReceipts: [],
    media: new Map(),
    signupCodes: new Map(),
    now: () => Date.now() + offset,
  };
  const webhook = new WhatsAppWebhookSender(state);
  let baseUrl = '';
  const deps: RouteDeps = { state, webhook, calls: [], failures: [], baseUrl: () => baseUrl };
  const server = await startFakeServer(createWhatsAppHandler(deps));
  baseUrl = server.url;

  const numberOf = (ref: WhatsAppNumberRef) => {
    const number = state.numbers.get(typeof ref === 'string' ? ref : ref.phoneNumberId);
    if (!number) throw new Error('Unknown WhatsApp phone number; call addNumber first');
    return number;
  };
  const fanSays = (ref: WhatsAppNumberRef, waId: string, content: Record<string, unknown> & { type: string }, opts?: FanMessageOptions) =>
    fanMessage(state, webhook, numberOf(ref), waId, content, opts);

  return {
    ...server,
    graphUrl: server.url,
    app: state.app,
    options: state.options,
    async close() {
      webhook.stop();
      await server.close();
    },
    addNumber(partial = {}) {
      const existing = [...state.numbers.values()].find((number) => number.wabaId === partial.wabaId);
      const number = newNumber(partial, existing?.token ?? newToken());
      if (state.numbers.has(number.phoneNumberId)) throw new Error(`WhatsApp phone number ${number.phoneNumberId} was already added`);
      state.numbers.set(number.phoneNumberId, number);
      if (!existing) state.tokens.set(number.token, { wabaId: number.wabaId, revoked: false });
      return number;
    },
    revokeToken(ref) {
      const token = state.tokens.get(numberOf(ref).token);
      if (token) token.revoked = true;
    },
    issueToken(ref) {
      const { wabaId } = numberOf(ref);
      const token = newToken();
      state.tokens.set(token, { wabaId, revoked: false });
      for (const number of state.numbers.values()) if (number.wabaId === wabaId) number.token = token;
      return token;
    },
    signupCode: (ref) => issueSignupCode(state, numberOf(ref)),
    newFanWaId: () => `1555${digits(7)}`,
    now: () => state.now(),
    advanceTime(ms) {
      offset += ms;
    },
    subscriptions: (wabaId) => [...(state.subscriptions.get(wabaId) ?? [])],
    setWebhook(url, secret = state.app.secret) {
      webhook.target = { url, secret };
    },
    verifyWebhook: (verifyToken, challenge) => webhook.verify(verifyToken, challenge),
    fan: {
      sendText: (ref, waId, text, opts) => fanSays(ref, waId, { type: 'text', text: { body: text } }, opts),
      sendAudio: (ref, waId, audio, opts) => fanSays(ref, waId, fanAudioContent(state, numberOf(ref), audio), opts),
      sendButtonReply: (ref, waId, reply, contextWamid, opts) => fanSays(ref, waId, fanButtonReplyContent(state, numberOf(ref), waId, reply, contextWamid), opts),
      sendSticker: (ref, waId, opts) => fanSays(ref, waId, fanStickerContent(opts?.animated), opts),
    },
    statusOf(ref, wamid, status, errors) {
      const number = numberOf(ref);
      const sent = state.sent.find((message) => message.wamid === wamid && message.phoneNumberId === number.phoneNumberId);
      if (!sent) throw new Error(`${wamid} is not a message this number sent`);
      const entries = errors?.map((error) => (typeof error === 'number' ? statusError(error) : error));
      return notifyStatus(webhook, number, sent, status, state.now(), entries ?? (status === 'failed' ? [statusError(131000)] : undefined));
    },
    autoStatuses(on) {
      state.options.autoStatuses = on;
    },
    windowFailure(mode) {
      state.options.windowFailure = mode;
    },
    enforcePairRate(on, gapMs = PAIR_RATE_MS) {
      state.options.pairRateMs = on ? gapMs : null;
    },
    failNext(count, failure, only) {
      deps.failures.push(...Array.from({ length: count }, () => ({ failure, ...(only ? { only } : {}) })));
    },
    failWhen(when, failure) {
      deps.failures.push({ failure, when });
    },
    redeliver: (notification, opts) => webhook.redeliver(notification, opts),
    deliveries: (phoneNumberId) => webhook.deliveries.filter((delivery) => !phoneNumberId || delivery.phoneNumberId === phoneNumberId),
    idle: () => webhook.idle(),
    signatureOf: (body, secret = webhook.target?.secret ?? state.app.secret) => signMetaWebhookBody(body, secret),
    sentMessages: (ref, fanWaId) => state.sent.filter((sent) => sent.phoneNumberId === numberOf(ref).phoneNumberId && (!fanWaId || sent.to === fanWaId)),
    readReceipts: (ref) => state.readReceipts.filter((receipt) => receipt.phoneNumberId === numberOf(ref).phoneNumberId),
    media: (id) => state.media.get(id),
    lastInboundAt: (ref, waId) => state.lastInbound.get(conversationKey(numberOf(ref).phoneNumberId, waId)),
    calls: (path) => deps.calls.filter((call) => !path || call.path === path),
    clearCalls: () => void deps.calls.splice(0),
  };
}
