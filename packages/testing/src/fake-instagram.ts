import { randomBytes } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';
import { graphError, INSTAGRAM_FAILURES, InstagramFakeError, sendFakeError, type InstagramFailure } from './fake-instagram-errors';
import { CallRecorder, readParams, route, splitVersion, type InstagramCall } from './fake-instagram-routes';
import {
  conversationKey,
  digits,
  newAccount,
  newMid,
  type FakeInstagramAccount,
  type FakeInstagramApp,
  type FakeInstagramOptions,
  type FakeInstagramToken,
  type InstagramState,
  type InstagramTokenKind,
  type SentInstagramMessage,
} from './fake-instagram-state';
import { issueToken } from './fake-instagram-tokens';
import { InstagramWebhookSender, signWebhookBody, type InstagramNotification, type InstagramWebhookDelivery } from './fake-instagram-webhook';

export { INSTAGRAM_FAILURES, type InstagramFailure } from './fake-instagram-errors';
export type { InstagramCall } from './fake-instagram-routes';
export { signWebhookBody, type InstagramNotification, type InstagramWebhookDelivery, type InstagramWebhookPayload } from './fake-instagram-webhook';
export type { FakeInstagramAccount, FakeInstagramApp, FakeInstagramOptions, FakeInstagramToken, FetchedAttachment, SentInstagramMessage } from './fake-instagram-state';

type AccountRef = FakeInstagramAccount | string;
type FanOpts = { signature?: string };

export interface FakeInstagram extends FakeServer {
  /** For INSTAGRAM_AUTHORIZE_URL, INSTAGRAM_API_URL and INSTAGRAM_GRAPH_URL: one server plays www, api and graph. */
  authorizeUrl: string;
  apiUrl: string;
  graphUrl: string;
  app: FakeInstagramApp;
  options: FakeInstagramOptions;
  addAccount(opts?: Partial<FakeInstagramAccount>): FakeInstagramAccount;
  /** Who the authorize page logs in (null: nobody, the page just shows a login form). */
  loginAs(account: FakeInstagramAccount | null): void;
  /** The next logins are cancelled by the user: redirect with error=access_denied&error_reason=user_denied. */
  denyLogin(): void;
  /** A token without the OAuth dance, issued `ageMs` ago (long-lived by default, all scopes). */
  issueToken(account: AccountRef, kind?: InstagramTokenKind, opts?: { ageMs?: number; permissions?: string[] }): FakeInstagramToken;
  /** The newest token of the account (of that kind). */
  tokenOf(account: AccountRef, kind?: InstagramTokenKind): FakeInstagramToken | undefined;
  tokens(account?: AccountRef): FakeInstagramToken[];
  /** Afterwards the token answers code 190 (subcode 458), as after the user removes the app. */
  revokeToken(token: string): void;
  /** Afterwards the token answers code 190 (subcode 463). */
  expireToken(token: string): void;
  subscriptions(account: AccountRef): string[];
  /** Where notifications go, signed with `appSecret` (default: app.secret). */
  setWebhook(url: string, appSecret?: string): void;
  /** The GET Meta makes to verify the callback URL; `body` should be the challenge. */
  verifyWebhook(verifyToken: string, challenge?: string): Promise<{ status: number; body: string; challenge: string }>;
  /** A fan (IGSID) acting on an account; messages open the 24-hour window. `signature` replaces the real one (forged delivery). */
  fan: {
    sendText(account: AccountRef, fanId: string, text: string, opts?: FanOpts): InstagramNotification;
    sendAttachment(account: AccountRef, fanId: string, attachment: { type: string; url: string }, opts?: FanOpts): InstagramNotification;
    /** messaging_seen: the fan read the account's message `mid` (default: the last one sent to them). */
    read(account: AccountRef, fanId: string, mid?: string, opts?: FanOpts): InstagramNotification;
    /** The account itself replied (e.g. from the Instagram app): an is_echo message, sender = the account. */
    echo(account: AccountRef, fanId: string, text: string, opts?: FanOpts): InstagramNotification;
  };
  /** POSTs a notification's exact body again, as Meta's redeliveries do. */
  redeliver(notification: InstagramNotification, opts?: FanOpts): Promise<InstagramWebhookDelivery>;
  deliveries(accountId?: string): InstagramWebhookDelivery[];
  /** Resolves once no webhook delivery or retry is pending. */
  idle(): Promise<void>;
  signatureOf(body: string, secret?: string): string;
  lastFanMessageAt(account: AccountRef, fanId: string): number | undefined;
  /** Moves the fan's last message `ms` into the past (to close the window). */
  ageConversation(account: AccountRef, fanId: string, ms: number): void;
  /** The fake's clock: token, code and window ages all follow it. */
  now(): number;
  advanceTime(ms: number): void;
  newFanId(): string;
  calls(path?: string): InstagramCall[];
  clearCalls(): void;
  waitForCall(path: string, predicate?: (call: InstagramCall) => boolean, timeoutMs?: number): Promise<InstagramCall>;
  /** The next `times` calls of `path` (versionless, e.g. /me/messages) fail; default 429 with code 4. */
  failNext(path: string, times: number, failure?: InstagramFailure): void;
  sentMessages(accountId: string, recipientId?: string): SentInstagramMessage[];
}

/** The Instagram API with Instagram Login (business login, no Facebook Page), in memory, on 127.0.0.1. */
export async function startFakeInstagram(opts: { appId?: string; appSecret?: string; redirectUris?: string[] } & Partial<FakeInstagramOptions> = {}): Promise<FakeInstagram> {
  const { appId, appSecret, redirectUris, ...options } = opts;
  let offset = 0;
  const state: InstagramState = {
    app: { id: appId ?? digits(15), secret: appSecret ?? randomBytes(16).toString('hex'), redirectUris: redirectUris ?? [] },
    options: { echoApiMessages: true, fetchAttachments: false, webhookAttempts: 5, webhookBackoffMs: 50, ...options },
    accounts: new Map(),
    tokens: new Map(),
    codes: new Map(),
    login: { account: null, deny: false },
    subscriptions: new Map(),
    lastFanMessage: new Map(),
    sent: [],
    now: () => Date.now() + offset,
  };
  const webhook = new InstagramWebhookSender(state);
  const recorder = new CallRecorder();

  const server = await startFakeServer(async (req, _text, res, raw) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const { version, path } = splitVersion(url.pathname);
    const params = await readParams(req, url, raw);
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ?? (typeof params?.access_token === 'string' ? params.access_token : undefined);
    const call: InstagramCall = { method: req.method ?? 'GET', path, ...(version ? { version } : {}), params: params ?? {}, ...(token ? { token } : {}), at: state.now() };
    recorder.record(call);
    try {
      if (!params) throw graphError({ status: 400, code: 100, message: '(#100) The request body could not be parsed' });
      const failure = recorder.failures.get(path)?.shift();
      if (failure) throw graphError(failure);
      const answer = await route(state, webhook, req, path, url.searchParams, params);
      call.status = answer.status;
      if (answer.location) {
        res.writeHead(302, { location: answer.location });
        res.end();
      } else if (answer.html !== undefined || answer.text !== undefined) {
        res.writeHead(answer.status, { 'content-type': answer.html === undefined ? 'application/json' : 'text/html' });
        res.end(answer.html ?? answer.text);
      } else sendJson(res, answer.status, answer.json);
    } catch (error) {
      if (!(error instanceof InstagramFakeError)) throw error;
      call.status = error.status;
      sendFakeError(res, error);
    }
  });

  const accountOf = (ref: AccountRef) => {
    const account = state.accounts.get(typeof ref === 'string' ? ref : ref.igUserId);
    if (!account) throw new Error('Unknown Instagram account; call addAccount first');
    return account;
  };
  const tokenRecord = (token: string) => {
    const found = state.tokens.get(token);
    if (!found) throw new Error('Unknown Instagram token');
    return found;
  };
  /** A fan's message to the account: it opens (or renews) the 24-hour window, delivered or not. */
  const fanMessage = (ref: AccountRef, fanId: string, content: Record<string, unknown>, opts?: FanOpts) => {
    const account = accountOf(ref);
    const timestamp = state.now();
    state.lastFanMessage.set(conversationKey(account.igUserId, fanId), timestamp);
    const message = { mid: newMid(account.igUserId), ...content };
    return webhook.notify(account.igUserId, 'messages', { sender: { id: fanId }, recipient: { id: account.igUserId }, timestamp, message }, opts);
  };

  const fake: FakeInstagram = {
    ...server,
    authorizeUrl: `${server.url}/oauth/authorize`,
    apiUrl: server.url,
    graphUrl: server.url,
    app: state.app,
    options: state.options,
    async close() {
      webhook.stop();
      recorder.stop();
      await server.close();
    },
    addAccount(partial = {}) {
      const account = newAccount(partial);
      if (state.accounts.has(account.igUserId)) throw new Error(`Instagram account ${account.igUserId} was already added`);
      state.accounts.set(account.igUserId, account);
      return account;
    },
    loginAs(account) {
      state.login = { account: account && accountOf(account), deny: false };
    },
    denyLogin() {
      state.login = { account: state.login.account, deny: true };
    },
    issueToken(ref, kind = 'long', { ageMs = 0, permissions = ['instagram_business_basic', 'instagram_business_manage_messages'] } = {}) {
      return issueToken(state, accountOf(ref), kind, permissions, state.now() - ageMs);
    },
    tokenOf: (ref, kind) => fake.tokens(ref).filter((token) => !kind || token.kind === kind).at(-1),
    tokens: (ref) => [...state.tokens.values()].filter((token) => !ref || token.igUserId === accountOf(ref).igUserId),
    revokeToken(token) {
      tokenRecord(token).revoked = true;
    },
    expireToken(token) {
      tokenRecord(token).expiresAt = state.now();
    },
    subscriptions: (ref) => [...(state.subscriptions.get(accountOf(ref).igUserId) ?? [])],
    setWebhook(url, appSecret = state.app.secret) {
      webhook.target = { url, secret: appSecret };
    },
    verifyWebhook: (verifyToken, challenge) => webhook.verify(verifyToken, challenge),
    fan: {
      sendText: (ref, fanId, text, opts) => fanMessage(ref, fanId, { text }, opts),
      sendAttachment: (ref, fanId, { type, url }, opts) => fanMessage(ref, fanId, { attachments: [{ type, payload: { url } }] }, opts),
      read(ref, fanId, mid, opts) {
        const account = accountOf(ref);
        const seen = mid ?? fake.sentMessages(account.igUserId, fanId).findLast((sent) => sent.messageId)?.messageId ?? newMid(account.igUserId);
        return webhook.notify(account.igUserId, 'messaging_seen', { sender: { id: fanId }, recipient: { id: account.igUserId }, timestamp: state.now(), read: { mid: seen } }, opts);
      },
      echo(ref, fanId, text, opts) {
        const account = accountOf(ref);
        const message = { mid: newMid(account.igUserId), is_echo: true, text };
        return webhook.notify(account.igUserId, 'messages', { sender: { id: account.igUserId }, recipient: { id: fanId }, timestamp: state.now(), message }, opts);
      },
    },
    redeliver: (notification, opts) => webhook.redeliver(notification, opts),
    deliveries: (accountId) => webhook.deliveries.filter((delivery) => !accountId || delivery.accountId === accountId),
    idle: () => webhook.idle(),
    signatureOf: (body, secret = webhook.target?.secret ?? state.app.secret) => signWebhookBody(body, secret),
    lastFanMessageAt: (ref, fanId) => state.lastFanMessage.get(conversationKey(accountOf(ref).igUserId, fanId)),
    ageConversation(ref, fanId, ms) {
      const key = conversationKey(accountOf(ref).igUserId, fanId);
      const last = state.lastFanMessage.get(key);
      if (last === undefined) throw new Error(`Fan ${fanId} never wrote to this account`);
      state.lastFanMessage.set(key, last - ms);
    },
    now: () => state.now(),
    advanceTime(ms) {
      offset += ms;
    },
    newFanId: () => digits(16),
    calls: (path) => recorder.calls.filter((call) => !path || call.path === path),
    clearCalls: () => void recorder.calls.splice(0),
    waitForCall: (path, predicate = () => true, timeoutMs = 2000) => recorder.waitFor(path, predicate, timeoutMs),
    failNext(path, times, failure = INSTAGRAM_FAILURES.tooManyRequests) {
      recorder.failures.set(path, [...(recorder.failures.get(path) ?? []), ...Array.from({ length: times }, () => failure)]);
    },
    sentMessages: (accountId, recipientId) => state.sent.filter((sent) => sent.accountId === accountId && (!recipientId || sent.recipientId === recipientId)),
  };
  return fake;
}
