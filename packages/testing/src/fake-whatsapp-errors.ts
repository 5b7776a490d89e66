import type { ServerResponse } from 'node:http';
import { sendJson } from './fake-server';
import { fbtraceId } from './fake-whatsapp-state';

/** A refusal as Graph sends it: the HTTP status and the JSON body. */
export class WhatsAppFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: Record<string, unknown> },
  ) {
    super(JSON.stringify(body));
  }
}

/** What failNext makes a call answer; known codes fill in Meta's title, details and HTTP status. */
export interface WhatsAppFailure {
  code: number;
  httpStatus?: number;
  message?: string;
  subcode?: number;
  details?: string;
}

const DOCS = 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/';

/**
 * Titles, details and HTTP statuses of Meta's "WhatsApp error codes" table
 * (developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes), whose intro says code
 * titles are "included as part of the message value", as in its sample `"message": "(#130429) Rate limit hit"`.
 * 131009's details are the live answers integrators quote ("Button title length invalid. Min length: 1, Max length: 20").
 */
export const WHATSAPP_ERROR_CODES: Record<number, { title: string; status: number; details?: string }> = {
  100: { title: 'Invalid parameter', status: 400 },
  104: { title: 'An access token is required to request this resource.', status: 400 },
  190: { title: 'Access token has expired', status: 401, details: 'Your access token has expired.' },
  130429: { title: 'Rate limit hit', status: 400, details: 'Cloud API message throughput has been reached.' },
  131000: { title: 'Something went wrong', status: 500, details: 'Message failed to send due to an unknown error.' },
  131009: { title: 'Parameter value is not valid', status: 400 },
  131047: {
    title: 'Re-engagement message',
    status: 400,
    details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  131053: { title: 'Media upload error', status: 400, details: 'Unable to upload the media used in the message.' },
  133005: { title: 'Two step verification PIN Mismatch', status: 400, details: 'Two-step verification PIN incorrect.' },
  133010: { title: 'Phone number Not Registered', status: 400, details: 'Phone number not registered on the WhatsApp Business Platform.' },
  131056: {
    title: '(Business Account, Consumer Account) pair rate limit hit',
    status: 400,
    details: 'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
  },
};

/**
 * `{error: {message, type, code, error_subcode?, error_data?: {messaging_product, details}, fbtrace_id}}`, Meta's
 * "Error response syntax". Graph types these errors OAuthException, as its samples show even for 130429.
 */
export function whatsappError(failure: WhatsAppFailure): WhatsAppFakeError {
  const known = WHATSAPP_ERROR_CODES[failure.code];
  const details = failure.details ?? known?.details;
  const error = {
    message: failure.message ?? `(#${failure.code}) ${known?.title ?? 'An unknown error occurred'}`,
    type: 'OAuthException',
    code: failure.code,
    ...(failure.subcode === undefined ? {} : { error_subcode: failure.subcode }),
    ...(details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details } }),
    fbtrace_id: fbtraceId(),
  };
  return new WhatsAppFakeError(failure.httpStatus ?? known?.status ?? 400, { error });
}

/** `(#100) Invalid parameter` with what was wrong in error_data.details. */
export const invalidParam = (details: string) => whatsappError({ code: 100, details });
/** 131009, as Meta answers out-of-range interactive parts ("Button title length invalid. Min length: 1, Max length: 20"). */
export const invalidValue = (details: string) => whatsappError({ code: 131009, details });

/** Graph's answer for an id the token cannot reach: code 100, subcode 33. */
export const unknownObject = (method: string, id: string) =>
  whatsappError({
    code: 100,
    subcode: 33,
    message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
  });

export const TOKEN_ERRORS = {
  missing: () => whatsappError({ code: 104, message: 'An access token is required to request this resource.' }),
  invalid: () => whatsappError({ code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }),
  revoked: () =>
    whatsappError({
      code: 190,
      subcode: 460,
      message: 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
    }),
};

/** Ready-made failures for failNext. */
export const WHATSAPP_FAILURES = {
  throughput: { code: 130429, httpStatus: 400 },
  pairRate: { code: 131056, httpStatus: 400 },
  expiredToken: { code: 190, httpStatus: 401 },
  serverError: { code: 131000, httpStatus: 500 },
} satisfies Record<string, WhatsAppFailure>;

/** The errors[] entry of a failed status notification: `{code, title, message, error_data: {details}, href}`. */
export function statusError(code: number, details?: string) {
  const known = WHATSAPP_ERROR_CODES[code];
  const title = known?.title ?? 'Unknown error';
  return { code, title, message: title, error_data: { details: details ?? known?.details ?? title }, href: DOCS };
}

export function sendWhatsAppError(res: ServerResponse, error: WhatsAppFakeError): void {
  sendJson(res, error.status, error.body);
}
