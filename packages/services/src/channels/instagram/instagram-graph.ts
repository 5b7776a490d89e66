import type { InstagramConfig } from './instagram-config';

/**
 * A Graph API refusal, as Meta sends it: `{error: {message, type, code,
 * error_subcode}}` (or, from the code exchange, `{error_type, code,
 * error_message}`). Code 190 is an expired or revoked token; 4, 17, 32 and 613
 * are rate limits; 10 with subcode 2534022 is a message outside the window.
 */
export class InstagramApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
    readonly subcode: number | null,
  ) {
    super(message);
    this.name = 'InstagramApiError';
  }

  get tokenInvalid(): boolean {
    return this.code === 190;
  }

  get rateLimited(): boolean {
    return this.status === 429 || [4, 17, 32, 613].includes(this.code ?? -1);
  }

  get outsideWindow(): boolean {
    return this.code === 10 && this.subcode === 2534022;
  }

  /** Worth trying again later: a rate limit or Meta's own failure. */
  get retryable(): boolean {
    return this.rateLimited || this.status >= 500;
  }
}

const TIMEOUT_MS = 15_000;

async function graphCall<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new InstagramApiError(`Instagram could not be reached: ${error instanceof Error ? error.message : String(error)}`, 503, null, null);
  }
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // Not JSON: the status says what happened.
  }
  if (response.ok && !body.error && !body.error_type) return body as T;
  const error = (body.error ?? {}) as { message?: string; code?: number; error_subcode?: number };
  const message = error.message ?? (body.error_message as string | undefined) ?? `HTTP ${response.status}`;
  const code = error.code ?? (typeof body.code === 'number' ? body.code : null);
  throw new InstagramApiError(message, response.status, code, error.error_subcode ?? null);
}

export interface InstagramToken {
  accessToken: string;
  /** Seconds until it expires. */
  expiresIn: number;
}

export type SenderAction = 'typing_on' | 'typing_off' | 'mark_seen';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const versionedUrl = (settings: InstagramGraphSettings, path: string) => `${settings.graphUrl}/${settings.graphVersion}${path}`;

/** Where the Graph API is; all that sending needs (the runner has no app secret). */
export type InstagramGraphSettings = Pick<InstagramConfig, 'graphUrl' | 'graphVersion'>;

/**
 * The Instagram API with Instagram Login's account calls over plain fetch: its
 * token endpoints take their secrets as parameters and answer their own
 * shapes, which a generic OAuth client (arctic) does not speak.
 */
export function createInstagramGraph(config: InstagramConfig) {
  const versioned = (path: string) => versionedUrl(config, path);
  return {
    /** The code from the redirect, for a short-lived token (api.instagram.com/oauth/access_token). */
    async exchangeCode(code: string): Promise<{ accessToken: string; userId: string }> {
      const form = new URLSearchParams({
        client_id: config.appId,
        client_secret: config.appSecret,
        grant_type: 'authorization_code',
        redirect_uri: config.redirectUri,
        code,
      });
      type Exchanged = { access_token: string; user_id: string | number };
      const body = await graphCall<Exchanged & { data?: Exchanged[] }>(`${config.apiUrl}/oauth/access_token`, { method: 'POST', body: form });
      // The business-login guide shows the answer wrapped in `data`, the reference flat: either is read.
      const token = body.data?.[0] ?? body;
      return { accessToken: token.access_token, userId: String(token.user_id) };
    },
    /** A short-lived token for a long-lived one (60 days). */
    async longLivedToken(shortLived: string): Promise<InstagramToken> {
      const query = new URLSearchParams({ grant_type: 'ig_exchange_token', client_secret: config.appSecret, access_token: shortLived });
      const body = await graphCall<{ access_token: string; expires_in: number }>(`${config.graphUrl}/access_token?${query}`);
      return { accessToken: body.access_token, expiresIn: body.expires_in };
    },
    /** A long-lived token, at least a day old and still valid, for a fresh 60 days. */
    async refreshToken(longLived: string): Promise<InstagramToken> {
      const query = new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: longLived });
      const body = await graphCall<{ access_token: string; expires_in: number }>(`${config.graphUrl}/refresh_access_token?${query}`);
      return { accessToken: body.access_token, expiresIn: body.expires_in };
    },
    async me(token: string): Promise<{ userId: string; username: string }> {
      const body = await graphCall<{ user_id: string | number; username: string }>(versioned('/me?fields=user_id,username'), { headers: bearer(token) });
      return { userId: String(body.user_id), username: body.username };
    },
    /** Subscribes the app to the account's DMs, so Meta's webhook sends them. */
    async subscribeToMessages(token: string): Promise<void> {
      await graphCall(versioned('/me/subscribed_apps?subscribed_fields=messages'), { method: 'POST', headers: bearer(token) });
    },
  };
}

export type InstagramGraph = ReturnType<typeof createInstagramGraph>;

/** The Send API (POST /me/messages) with an account's token. */
export function createInstagramSendApi(settings: InstagramGraphSettings) {
  // A message and a sender action are both a POST to /me/messages, to the fan as recipient.
  const post = (token: string, recipientId: string, body: Record<string, unknown>) =>
    graphCall(versionedUrl(settings, '/me/messages'), {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ recipient: { id: recipientId }, ...body }),
    });
  return {
    async sendMessage(token: string, recipientId: string, message: Record<string, unknown>): Promise<void> {
      await post(token, recipientId, { message });
    },
    async senderAction(token: string, recipientId: string, action: SenderAction): Promise<void> {
      await post(token, recipientId, { sender_action: action });
    },
  };
}

export type InstagramSendApi = ReturnType<typeof createInstagramSendApi>;
