import { tokenDigest } from './whatsapp-number';

/**
 * A WhatsApp Cloud API refusal, as Meta sends it: `{error: {message, type,
 * code, error_subcode, error_data: {details}}}`. Failures are told by their
 * code, never the HTTP status: the rate limits (130429 throughput, 131056 the
 * pair rate, 80007 the account's) come as HTTP 400 and an invalid token (190)
 * as 401; 131047 is a free-form message outside the 24-hour window.
 */
export class WhatsAppApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
    readonly details: string | null = null,
    /** For a refused token (190): which token, as its SHA-256, so only that one is marked. */
    readonly refusedTokenDigest: string | null = null,
  ) {
    super(message);
    this.name = 'WhatsAppApiError';
  }

  get tokenInvalid(): boolean {
    return this.code === 190;
  }

  get rateLimited(): boolean {
    return [130429, 131056, 80007, 4].includes(this.code ?? -1);
  }

  get outsideWindow(): boolean {
    return this.code === 131047;
  }

  /** Worth trying again later: a rate limit, or Meta's own failure (5xx, or 131000 "something went wrong"). */
  get retryable(): boolean {
    return this.rateLimited || this.status >= 500 || this.code === 131000;
  }
}

/** Where the Graph API is (WHATSAPP_GRAPH_URL, WHATSAPP_GRAPH_VERSION). */
export interface WhatsAppGraphSettings {
  graphUrl: string;
  graphVersion: string;
}

const TIMEOUT_MS = 15_000;

async function graphCall<T>(url: string, init: RequestInit, token: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    // No answer: a thrown TypeError or timeout, not a WhatsAppApiError, so the send counts as uncertain.
    throw error instanceof Error ? error : new Error(String(error));
  }
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // Not JSON: the status says what happened.
  }
  if (response.ok && !body.error) return body as T;
  const error = (body.error ?? {}) as { message?: string; code?: number; error_data?: { details?: string } };
  const code = error.code ?? null;
  throw new WhatsAppApiError(error.message ?? `HTTP ${response.status}`, response.status, code, error.error_data?.details ?? null, code === 190 ? tokenDigest(token) : null);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The Cloud API calls a WhatsApp bot makes, with the business's system-user token. */
export function createWhatsAppGraph(settings: WhatsAppGraphSettings) {
  const url = (path: string) => `${settings.graphUrl.replace(/\/$/, '')}/${settings.graphVersion}${path}`;
  const postJson = <T>(token: string, path: string, body: unknown) =>
    graphCall<T>(url(path), { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(body) }, token);
  return {
    /** The Graph API's origin: where a fan's media may also be served from (a proxy; the tests' fake). */
    origin: new URL(settings.graphUrl).origin,
    /** The number's public name and display number: what connecting shows, and proof the token reaches it. */
    phoneNumber: (token: string, phoneNumberId: string) =>
      graphCall<{ id: string; display_phone_number: string; verified_name: string }>(url(`/${phoneNumberId}?fields=display_phone_number,verified_name`), { headers: bearer(token) }, token),
    /**
     * Embedded Signup's code for the business's token ("Exchange the token code for a business token"): the
     * app's id and secret, server to server. Meta keeps the code for 30 seconds, and it serves once.
     */
    exchangeSignupCode: (appId: string, appSecret: string, code: string) =>
      graphCall<{ access_token: string }>(`${url('/oauth/access_token')}?${new URLSearchParams({ client_id: appId, client_secret: appSecret, code })}`, {}, ''),
    /** Registers the number for the Cloud API with its two-step verification PIN (sets it when the number has none). */
    registerNumber: (token: string, phoneNumberId: string, pin: string) => postJson<{ success: boolean }>(token, `/${phoneNumberId}/register`, { messaging_product: 'whatsapp', pin }),
    /** Subscribes the app to the WABA's webhooks; without it Meta sends the messages nowhere. */
    subscribeApp: (token: string, wabaId: string) => postJson<{ success: boolean }>(token, `/${wabaId}/subscribed_apps`, {}),
    /** Any message: `messaging_product: whatsapp` is added here. Answers the message's wamid. */
    async sendMessage(token: string, phoneNumberId: string, message: Record<string, unknown>): Promise<string> {
      const sent = await postJson<{ messages?: { id: string }[] }>(token, `/${phoneNumberId}/messages`, { messaging_product: 'whatsapp', recipient_type: 'individual', ...message });
      return sent.messages?.[0]?.id ?? '';
    },
    /** Marks a fan's message read, with "typing…" until the reply (or 25 s): the one way WhatsApp shows typing. */
    markRead: (token: string, phoneNumberId: string, messageId: string) =>
      postJson<{ success: boolean }>(token, `/${phoneNumberId}/messages`, { messaging_product: 'whatsapp', status: 'read', message_id: messageId, typing_indicator: { type: 'text' } }),
    /** Uploads a file for a message; answers its media id. */
    async uploadMedia(token: string, phoneNumberId: string, data: Uint8Array, mimeType: string, fileName: string): Promise<string> {
      const form = new FormData();
      form.append('messaging_product', 'whatsapp');
      form.append('type', mimeType);
      form.append('file', new Blob([new Uint8Array(data)], { type: mimeType }), fileName);
      const uploaded = await graphCall<{ id: string }>(url(`/${phoneNumberId}/media`), { method: 'POST', headers: bearer(token), body: form }, token);
      return uploaded.id;
    },
    /** A fan's media: its short-lived URL, which is fetched with the same token. */
    mediaInfo: (token: string, mediaId: string) => graphCall<{ url: string; mime_type?: string; file_size?: number }>(url(`/${mediaId}`), { headers: bearer(token) }, token),
  };
}

export type WhatsAppGraph = ReturnType<typeof createWhatsAppGraph>;
