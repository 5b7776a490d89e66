import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { every } from 'hono/combine';

/** Below this, gzip's header and the lost overlap with other frames outweigh what it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** What handlers build whole in memory: c.json, c.html, c.text, the sitemap, tRPC's answers. */
const IN_MEMORY_TYPES = /^\s*(?:application\/json|text\/html|text\/plain|application\/xml)\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/**
 * Compresses dynamic answers over 1 KB (JSON above all) by the request's
 * Accept-Encoding. It leaves alone what must not be touched, each by the mark
 * it carries:
 * - the built web app's files: serveStatic answers them precompressed
 *   (Content-Encoding set) or with a Content-Length under the threshold;
 * - tRPC's SSE live feed: text/event-stream and no-transform;
 * - tRPC's streamed batches: Transfer-Encoding;
 * - HEAD requests and ranges (206).
 * An answer built whole in memory is gzipped in one call (compressInMemory);
 * a streamed download (/api exports) goes through Hono's compress, which
 * compresses it as it streams.
 */
export function compressAnswers(): MiddlewareHandler {
  return every(compress({ threshold: COMPRESS_THRESHOLD_BYTES }), compressInMemory);
}

type Status = Parameters<Context['json']>[1];
type HeaderRecord = Record<string, string | string[]>;

/** The string each c.json or c.html answer was built from, so that it need not be read back. */
const serialised = new WeakMap<Response, string>();

/**
 * Gzips an in-memory answer over the threshold with zlib in one call, and
 * gives a smaller one its Content-Length, so that Hono's compress (which
 * applies its threshold only to a known length) leaves both alone.
 * - The text comes from this request's c.json or c.html, which record it:
 *   reading the answer back would turn @hono/node-server's lightweight
 *   Response, which it writes on a fast path, into a full one (~100 µs).
 *   Only other answers (tRPC's fetch adapter, c.text) are read back.
 * - Hono's compress pipes through a CompressionStream: ~500 µs for a 2.5 KB
 *   answer, where gzipSync takes ~50 µs.
 * A download (Content-Disposition: attachment) or a declared stream is never
 * read here: waiting for its end would hold back a body meant to flow.
 */
const compressInMemory: MiddlewareHandler = async (c, next) => {
  recordSerialised(c);
  await next();
  // Headers first: asking a node-server answer for its body turns it into a full Response.
  const { headers } = c.res;
  if (c.res.status === 206 || headers.has('Content-Length') || headers.has('Transfer-Encoding') || headers.has('Content-Encoding')) return;
  if (!IN_MEMORY_TYPES.test(headers.get('Content-Type') ?? '') || /^\s*attachment/i.test(headers.get('Content-Disposition') ?? '')) return;
  let text = serialised.get(c.res);
  if (text === undefined) {
    if (!c.res.body) return;
    text = await c.res.text();
    c.res = new Response(text, c.res);
  }
  const length = Buffer.byteLength(text);
  if (length >= COMPRESS_THRESHOLD_BYTES) varyByEncoding(c);
  if (length < COMPRESS_THRESHOLD_BYTES || c.req.method === 'HEAD' || NO_TRANSFORM.test(headers.get('Cache-Control') ?? '') || !acceptsGzip(c.req.header('Accept-Encoding'))) {
    c.res.headers.set('Content-Length', String(length));
    return;
  }
  const gzipped = gzipSync(text);
  c.res = new Response(gzipped, c.res);
  c.res.headers.set('Content-Encoding', 'gzip');
  c.res.headers.set('Content-Length', String(gzipped.byteLength));
  const etag = c.res.headers.get('ETag');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
};

/** Makes this request's c.json and c.html record the string they send. */
function recordSerialised(c: Context): void {
  const { html } = c;
  c.json = ((object: unknown, arg?: Status, headers?: HeaderRecord) =>
    recorded(c, JSON.stringify(object), arg, { 'Content-Type': 'application/json', ...headers })) as Context['json'];
  c.html = ((page: unknown, arg?: Status, headers?: HeaderRecord) =>
    typeof page === 'string'
      ? recorded(c, page, arg, { 'Content-Type': 'text/html; charset=UTF-8', ...headers })
      : html(page as Parameters<Context['html']>[0], arg as never, headers)) as Context['html'];
}

function recorded(c: Context, text: string, arg: Status, headers: HeaderRecord): Response {
  const res = c.body(text, arg as never, headers);
  serialised.set(res, text);
  return res;
}

function varyByEncoding(c: Context): void {
  const vary = c.res.headers.get('Vary');
  if (!vary) c.res.headers.set('Vary', 'Accept-Encoding');
  else if (!VARIES_BY_ENCODING.test(vary)) c.res.headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** Whether Accept-Encoding allows gzip: named with a q above 0, or not named and `*` allowed. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let anyAllowed = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((word) => word.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return allowed;
    if (name === '*') anyAllowed = allowed;
  }
  return anyAllowed;
}
