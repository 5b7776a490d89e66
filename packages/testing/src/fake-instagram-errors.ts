import type { ServerResponse } from 'node:http';
import { sendJson } from './fake-server';
import { fbtraceId } from './fake-instagram-state';

/**
 * A refusal as the real host sends it: `status` and the JSON `body`, or a raw text body for a failure that is not JSON
 * (a 502 from a proxy).
 */
export class InstagramFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

/** What failNext makes a call answer. Without `raw`, a Graph error `{error: {message, type, code, error_subcode?, fbtrace_id}}`. */
export interface InstagramFailure {
  status: number;
  code?: number;
  subcode?: number;
  message?: string;
  type?: string;
  transient?: boolean;
  /** Sent as-is instead of a Graph error: a string as text, anything else as JSON. */
  raw?: unknown;
}

/**
 * Meta's Graph error shape ("Handling Errors", developers.facebook.com/docs/graph-api/guides/error-handling):
 * `{error: {message, type, code, error_subcode, fbtrace_id}}`. Meta's docs are silent on which HTTP status goes with
 * which code; the fake answers 400 unless a real response was seen with another.
 */
export function graphError(failure: InstagramFailure): InstagramFakeError {
  if (failure.raw !== undefined) return new InstagramFakeError(failure.status, failure.raw);
  const error = {
    message: failure.message ?? 'An unexpected error has occurred. Please retry your request later.',
    type: failure.type ?? 'OAuthException',
    code: failure.code ?? 2,
    ...(failure.subcode === undefined ? {} : { error_subcode: failure.subcode }),
    ...(failure.transient === undefined ? {} : { is_transient: failure.transient }),
    fbtrace_id: fbtraceId(),
  };
  return new InstagramFakeError(failure.status, { error });
}

/** `(#100)` invalid parameter. graph.instagram.com types the errors of its own endpoints IGApiException. */
export const paramError = (message: string, type = 'OAuthException', subcode?: number) =>
  graphError({ status: 400, code: 100, message: `(#100) ${message}`, type, subcode });

/**
 * api.instagram.com/oauth/* answer in their own shape, as Meta shows for this endpoint and community reports quote:
 * `{"error_type": "OAuthException", "code": 400, "error_message": "..."}`.
 */
export const oauthApiError = (message: string) =>
  new InstagramFakeError(400, { error_type: 'OAuthException', code: 400, error_message: message });

// Code 190 "Access token has expired ... Get a new access token"; subcodes 458 App Not Installed, 463 Expired,
// 467 Invalid access token (Graph API "Handling Errors" / Messenger Platform "Common Error Codes").
export const TOKEN_ERRORS = {
  /** Graph's answer to a request without a token (code 2500, community-reported; the docs do not list it). */
  missing: () => graphError({ status: 400, code: 2500, message: 'An active access token must be used to query information about the current user.' }),
  invalid: () => graphError({ status: 400, code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }),
  expired: (expiresAt: number, now: number) =>
    graphError({
      status: 400,
      code: 190,
      subcode: 463,
      message: `Error validating access token: Session has expired on ${new Date(expiresAt).toUTCString()}. The current time is ${new Date(now).toUTCString()}.`,
    }),
  revoked: (appId: string) =>
    graphError({ status: 400, code: 190, subcode: 458, message: `Error validating access token: The user has not authorized application ${appId}.` }),
};

/** Ready-made failures for failNext: Graph's throttling codes 4, 17, 32, 613 ("Handling Errors", "Rate Limits") and outages. */
export const INSTAGRAM_FAILURES = {
  tooManyRequests: { status: 429, code: 4, message: '(#4) Application request limit reached', transient: true },
  appRateLimit: { status: 400, code: 4, message: '(#4) Application request limit reached', transient: true },
  userRateLimit: { status: 400, code: 17, message: '(#17) User request limit reached', transient: true },
  pageRateLimit: { status: 400, code: 32, message: '(#32) Page request limit reached', transient: true },
  callsExceeded: { status: 400, code: 613, message: '(#613) Calls to this api have exceeded the rate limit.', transient: true },
  serverError: { status: 500, code: 2, message: 'An unexpected error has occurred. Please retry your request later.', transient: true },
  badGateway: { status: 502, raw: '<html><body>502 Bad Gateway</body></html>' },
} satisfies Record<string, InstagramFailure>;

export function sendFakeError(res: ServerResponse, error: InstagramFakeError): void {
  if (typeof error.body !== 'string') return sendJson(res, error.status, error.body);
  res.writeHead(error.status, { 'content-type': 'text/html' });
  res.end(error.body);
}
