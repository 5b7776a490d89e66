import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, type Logger } from '@fanline/services';

/** Every /api error is JSON `{detail}` (SPEC §8), plus `errors` naming bad fields. */
export function sendError(c: Context, error: unknown, log: Logger): Response {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    const body = error.fields.length ? { detail: error.message, errors: error.fields } : { detail: error.message };
    return c.json(body, error.httpStatus as ContentfulStatusCode);
  }
  log.error('Unhandled error', { path: c.req.path, error: error instanceof Error ? error.stack : String(error) });
  return c.json({ detail: 'Something went wrong on our side. Please try again.' }, 500);
}
