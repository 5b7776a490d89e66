import { randomBytes, randomInt } from 'node:crypto';

/** An Instagram professional account that can log in to the app. */
export interface FakeInstagramAccount {
  /** The professional account ID: `user_id` from /me, `entry.id` and `recipient.id` in webhooks. */
  igUserId: string;
  /** The app-scoped user ID: `id` from /me and `user_id` from the code exchange. */
  id: string;
  username: string;
}

/** The Meta app: its Instagram App ID and secret, and the valid OAuth redirect URIs (none: any http(s) URI). */
export interface FakeInstagramApp {
  id: string;
  secret: string;
  redirectUris: string[];
}

export type InstagramTokenKind = 'short' | 'long';

export interface FakeInstagramToken {
  token: string;
  kind: InstagramTokenKind;
  igUserId: string;
  permissions: string[];
  issuedAt: number;
  expiresAt: number;
  revoked: boolean;
}

export interface InstagramAuthCode {
  code: string;
  igUserId: string;
  clientId: string;
  redirectUri: string;
  permissions: string[];
  issuedAt: number;
  used: boolean;
}

/** What the fake found at an attachment's URL when `options.fetchAttachments` is on. */
export interface FetchedAttachment {
  url: string;
  status: number;
  contentType: string;
  bytes: number;
}

/** One accepted call of the Send API. */
export interface SentInstagramMessage {
  accountId: string;
  recipientId: string;
  /** Absent for sender actions, which answer only recipient_id. */
  messageId?: string;
  message?: Record<string, unknown>;
  senderAction?: string;
  tag?: string;
  at: number;
  fetched?: FetchedAttachment;
}

export interface FakeInstagramOptions {
  /** Meta sends the app an `is_echo` webhook for each message it sends (default true). */
  echoApiMessages: boolean;
  /** GET each attachment URL and check its type and size (default false: only the URL is checked). */
  fetchAttachments: boolean;
  /** Webhook POSTs per notification before giving up (default 5). */
  webhookAttempts: number;
  /** Wait before the first webhook retry, doubling after each failure (default 50 ms). */
  webhookBackoffMs: number;
}

export interface InstagramState {
  app: FakeInstagramApp;
  options: FakeInstagramOptions;
  accounts: Map<string, FakeInstagramAccount>;
  tokens: Map<string, FakeInstagramToken>;
  codes: Map<string, InstagramAuthCode>;
  login: { account: FakeInstagramAccount | null; deny: boolean };
  /** Webhook fields each account subscribed the app to, by igUserId. */
  subscriptions: Map<string, Set<string>>;
  /** When each fan last wrote to each account, by `${igUserId}:${igsid}`; opens the messaging window. */
  lastFanMessage: Map<string, number>;
  sent: SentInstagramMessage[];
  /** The fake's clock in ms; tests move it with advanceTime. */
  now(): number;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** "Exchange a short-lived Instagram User access token, that expires in one hour" (reference/access_token). */
export const SHORT_TOKEN_MS = HOUR_MS;
/** "long-lived Instagram User access token that expires in 60 days" (reference/access_token); answered as expires_in. */
export const LONG_TOKEN_SECONDS = 5_184_000;

export const digits = (length: number) => Array.from({ length }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');
const alnum = (length: number) => randomBytes(length * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length);
export const newToken = () => `IGAA${alnum(140)}`;
export const newCode = () => `AQ${randomBytes(90).toString('base64url')}`;
export const fbtraceId = () => `A${alnum(22)}`;
export const conversationKey = (igUserId: string, igsid: string) => `${igUserId}:${igsid}`;

let midCounter = 0;
/** Instagram message ids are base64 of an `ig_item` key. */
export const newMid = (igUserId: string) =>
  Buffer.from(`ig_item:1:IGMessageThread:${igUserId}:${Date.now()}${++midCounter}${digits(6)}`).toString('base64url');

export function newAccount(opts: Partial<FakeInstagramAccount>): FakeInstagramAccount {
  const igUserId = opts.igUserId ?? `1784${digits(13)}`;
  return { igUserId, id: opts.id ?? digits(17), username: opts.username ?? `creator_${igUserId.slice(-6)}` };
}
