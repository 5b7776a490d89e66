import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, type Logger } from '@fanline/services';
import { sendJson } from './compress-answers';

/** Every /api error is JSON `{detail}` (docs/product.md §16), plus `errors` naming bad fields. */
export function sendError(c: Context, error: unknown, log: Logger): Response {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    const body = error.fields.length ? { detail: error.message, errors: error.fields } : { detail: error.message };
    return sendJson(c, body, error.httpStatus as ContentfulStatusCode);
  }
  log.error('Unhandled error', { path: c.req.path, error: error instanceof Error ? error.stack : String(error) });
  return sendJson(c, { detail: 'Something went wrong on our side. Please try again.' }, 500);
}

/** Refuses a request body over `maxBytes` with 413 and the usual `{detail}`, before any handler reads it. */
export function limitBodySize(maxBytes: number): MiddlewareHandler {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${maxBytes / 1024} KB`;
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      // The unread rest of the body is still on the socket: close it rather than reuse it.
      c.header('Connection', 'close');
      return sendJson(c, { detail: `The request body is too large (at most ${size})` }, 413);
    },
  });
  // bodyLimit asks for c.req.raw.body, which builds a full Request even for a GET (about 20 µs each time).
  return (c, next) => (hasBody(c) ? limit(c, next) : next());
}

/** A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 §6.3). */
function hasBody(c: Context): boolean {
  return c.req.header('content-length') !== undefined || c.req.header('transfer-encoding') !== undefined;
}
