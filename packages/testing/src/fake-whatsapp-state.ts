import { randomBytes, randomInt } from 'node:crypto';

/** The Meta app whose secret signs webhook notifications (X-Hub-Signature-256). */
export interface FakeWhatsAppApp {
  id: string;
  secret: string;
}

/** A business phone number on its WhatsApp Business Account (WABA), with the WABA's system-user access token. */
export interface FakeWhatsAppNumber {
  wabaId: string;
  phoneNumberId: string;
  /** As GET /{phone_number_id} shows it ("+1 555-014-2233"); webhook metadata carries only its digits. */
  displayPhoneNumber: string;
  verifiedName: string;
  token: string;
  /** Registered for the Cloud API (POST /{id}/register); an unregistered number cannot send (133010). Default true. */
  registered?: boolean;
  /** The two-step verification PIN, once set; registering with another one is refused (133005). */
  pin?: string;
}

/** A number, or its phone_number_id. */
export type WhatsAppNumberRef = FakeWhatsAppNumber | string;

/** One accepted POST /{phone_number_id}/messages that sent a message (read receipts are kept apart). */
export interface SentWhatsAppMessage {
  phoneNumberId: string;
  /** The fan's wa_id (digits). */
  to: string;
  wamid: string;
  type: string;
  /** text.body, or the body text of an interactive message. */
  body?: string;
  audio?: { id?: string; link?: string; voice: boolean };
  buttons?: { id: string; title: string }[];
  /** context.message_id: the message this one replies to. */
  contextWamid?: string;
  /** The request body as the product sent it. */
  request: Record<string, unknown>;
  at: number;
  /** Set when the fake answered 200 but then failed the message by webhook (windowFailure 'status'). */
  failedWith?: number;
}

export interface WhatsAppReadReceipt {
  phoneNumberId: string;
  waId: string;
  messageId: string;
  typingIndicator: boolean;
  at: number;
}

/** Media uploaded by the product, or sent by a fan with bytes; GET /{media_id} describes it. */
export interface WhatsAppMedia {
  id: string;
  phoneNumberId: string;
  mimeType: string;
  bytes: Buffer;
  sha256: string;
  filename?: string;
  at: number;
}

/** A message a fan sent, kept so read receipts can be checked against it. */
export interface InboundWhatsAppMessage {
  wamid: string;
  phoneNumberId: string;
  waId: string;
  type: string;
  at: number;
}

export interface FakeWhatsAppOptions {
  /** How a free-form message outside the 24-hour window fails: a 400 with 131047 ('send'), or a 200 then a failed status ('status'). */
  windowFailure: 'send' | 'status';
  /** Send 'sent' then 'delivered' status notifications after each accepted message. */
  autoStatuses: boolean;
  /** Minimum gap between two messages to the same fan, by the fake's clock; null: not enforced. */
  pairRateMs: number | null;
  /** Webhook POSTs per notification before giving up (default 5). */
  webhookAttempts: number;
  /** Wait before the first webhook retry, doubling after each failure (default 50 ms). */
  webhookBackoffMs: number;
}

export interface WhatsAppState {
  app: FakeWhatsAppApp;
  options: FakeWhatsAppOptions;
  numbers: Map<string, FakeWhatsAppNumber>;
  /** System-user tokens: the WABA each one may act on. */
  tokens: Map<string, { wabaId: string; revoked: boolean }>;
  /** Apps subscribed to each WABA's webhooks (POST /{waba_id}/subscribed_apps). */
  subscriptions: Map<string, { appId: string; at: number }[]>;
  /** When each fan last wrote to each number, by conversationKey; opens the customer service window. */
  lastInbound: Map<string, number>;
  /** When the number last sent each fan a message, by conversationKey; for the pair rate limit. */
  lastOutbound: Map<string, number>;
  inbound: Map<string, InboundWhatsAppMessage>;
  sent: SentWhatsAppMessage[];
  readReceipts: WhatsAppReadReceipt[];
  media: Map<string, WhatsAppMedia>;
  /** Embedded Signup codes the pop-up returned, until exchanged or expired. */
  signupCodes: Map<string, { phoneNumberId: string; issuedAt: number; used: boolean }>;
  now(): number;
}

export const HOUR_MS = 3_600_000;
/** The customer service window: free-form messages only within 24 hours of the user's last message to the number. */
export const WINDOW_MS = 24 * HOUR_MS;
/** The pair rate integrators quote from Meta's throughput docs: about one message per 6 s from one business number to one user (131056). */
export const PAIR_RATE_MS = 6_000;

export const digits = (length: number) => Array.from({ length }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');
const alnum = (length: number) => randomBytes(length * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length);
export const fbtraceId = () => `A${alnum(22)}`;
/** System-user access tokens start with EAA like every Meta user token. */
export const newToken = () => `EAA${alnum(180)}`;
export const conversationKey = (phoneNumberId: string, waId: string) => `${phoneNumberId}:${waId}`;
/** The digits Meta puts in webhook metadata.display_phone_number ("15550783881"). */
export const phoneDigits = (display: string) => display.replace(/\D/g, '');

/**
 * A wamid looks like Meta's: "wamid." and base64 of a small binary record holding the user's number
 * (wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA in the docs' examples). Only its uniqueness matters.
 */
export function newWamid(waId: string): string {
  const key = randomBytes(9).toString('hex').toUpperCase();
  const record = Buffer.concat([Buffer.from([0x1c, 0x18, waId.length]), Buffer.from(waId), Buffer.from([0x15, 0x02, 0x00, 0x11, 0x18, 0x12]), Buffer.from(key), Buffer.from([0x00])]);
  return `wamid.${record.toString('base64')}`;
}

export function newNumber(opts: Partial<FakeWhatsAppNumber>, token: string): FakeWhatsAppNumber {
  const local = digits(7);
  return {
    wabaId: opts.wabaId ?? digits(15),
    phoneNumberId: opts.phoneNumberId ?? digits(15),
    displayPhoneNumber: opts.displayPhoneNumber ?? `+1 555-${local.slice(0, 3)}-${local.slice(3)}`,
    verifiedName: opts.verifiedName ?? `Creator ${local.slice(-4)}`,
    token,
    registered: opts.registered ?? true,
    ...(opts.pin === undefined ? {} : { pin: opts.pin }),
  };
}
