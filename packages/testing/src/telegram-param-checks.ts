import type { ServerResponse } from 'node:http';
import { sendJson } from './fake-server';
import type { Params } from './telegram-request-params';

export interface TelegramError {
  error_code: number;
  description: string;
  retry_after?: number;
}

/** Answers a Bot API call with `{ok:false}`, the way Telegram reports bad input. */
export class BotApiError extends Error {
  constructor(readonly error: TelegramError) {
    super(error.description);
  }
}

export function badRequest(description: string): BotApiError {
  return new BotApiError({ error_code: 400, description: `Bad Request: ${description}` });
}

/** `{ok:false}` on the wire, with parameters.retry_after when the error has one. */
export function sendError(res: ServerResponse, error: TelegramError): void {
  const parameters = error.retry_after === undefined ? {} : { parameters: { retry_after: error.retry_after } };
  sendJson(res, error.error_code, { ok: false, error_code: error.error_code, description: error.description, ...parameters });
}

/** A Boolean parameter: JSON true, or the text 'true' / '1' from a query string, urlencoded or multipart body. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['true', '1'].includes(value.trim().toLowerCase()));
}

/**
 * Bot API limits (core.telegram.org/bots/api): text 1-4096 characters after entity parsing, captions 0-1024,
 * callback_data 1-64 bytes, callback answers 0-200 characters, descriptions 0-512 and short descriptions 0-120;
 * sendInvoice title 1-32 characters, description 1-255 and payload 1-128 bytes. Written out here rather than
 * taken from @fanline/core: the fake stands for Telegram, so a wrong limit in the product still fails a test.
 */
export const LIMITS = {
  text: 4096,
  caption: 1024,
  callbackData: 64,
  callbackAnswer: 200,
  description: 512,
  shortDescription: 120,
  invoiceTitle: 32,
  invoiceDescription: 255,
  invoicePayloadBytes: 128,
};

export function requireParams(params: Params, names: string[]): void {
  for (const name of names) {
    if (params[name] === undefined || params[name] === '') throw badRequest(`${name} is empty`);
  }
}

/** Telegram counts characters as UTF-16 code units, as JavaScript's length does. */
export function requireLength(params: Params, name: string, max: number, what: string): void {
  const value = params[name];
  if (typeof value === 'string' && value.length > max) throw badRequest(`${what} is too long`);
}

/** A limit in bytes counts the UTF-8 encoding. */
export function requireBytes(params: Params, name: string, max: number, error: string): void {
  if (Buffer.byteLength(String(params[name] ?? ''), 'utf8') > max) throw badRequest(error);
}

export function requireCallbackData(params: Params): void {
  const markup = params.reply_markup as { inline_keyboard?: { callback_data?: unknown }[][] } | undefined;
  for (const row of markup?.inline_keyboard ?? []) {
    for (const button of row) {
      if (button.callback_data === undefined) continue;
      const bytes = Buffer.byteLength(String(button.callback_data), 'utf8');
      if (bytes < 1 || bytes > LIMITS.callbackData) throw badRequest('BUTTON_DATA_INVALID');
    }
  }
}

/**
 * sendInvoice's documented limits. INVOICE_PAYLOAD_INVALID is Telegram's error name (MTProto
 * messages.sendMedia); the wording for a long title or description is the fake's own.
 */
export function requireInvoiceLimits(params: Params): void {
  requireParams(params, ['title', 'description', 'payload', 'currency', 'prices']);
  requireLength(params, 'title', LIMITS.invoiceTitle, 'invoice title');
  requireLength(params, 'description', LIMITS.invoiceDescription, 'invoice description');
  requireBytes(params, 'payload', LIMITS.invoicePayloadBytes, 'INVOICE_PAYLOAD_INVALID');
  requireCallbackData(params);
}
