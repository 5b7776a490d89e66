// The errors Stripe's API answers with, in its shape, so the product's SDK parses them as it would real ones.
import type { ServerResponse } from 'node:http';
import { sendJson } from './fake-server';

/** A Stripe API error; `status` 400, 401 or 404 as the real API answers. */
export class StripeApiError extends Error {
  constructor(readonly status: number, message: string, readonly param?: string, readonly code?: string) {
    super(message);
  }
}

export const missingParam = (param: string) => new StripeApiError(400, `Missing required param: ${param}.`, param, 'parameter_missing');
export const invalidParam = (param: string, message: string) => new StripeApiError(400, message, param, 'parameter_invalid');

export function sendStripeError(res: ServerResponse, error: StripeApiError): void {
  const { status, message, param, code } = error;
  sendJson(res, status, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) } });
}
