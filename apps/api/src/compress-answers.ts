import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Below this, gzip's header and the lost overlap with other frames outweigh what it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** What handlers build whole in memory: JSON, pages, text, the sitemap, tRPC's answers. */
const IN_MEMORY_TYPES = /^\s*(?:application\/json|text\/html|text\/plain|application\/xml)\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/**
 * Sends an answer built whole in memory, where it is serialised: gzipped in
 * one zlib call when it is over 1 KB and the client takes gzip (a
 * CompressionStream, which Hono's compress uses, takes ~500 µs for 2.5 KB
 * where gzipSync takes ~50 µs), otherwise as it is, with its Content-Length.
 * compressAnswers passes such an answer on untouched, without reading its
 * headers. The REST shim, API errors, the OpenAPI document and the web app's
 * pages answer through here.
 */
export function sendInMemory(c: Context, text: string, contentType: string, status: ContentfulStatusCode = 200, headers: Record<string, string> = {}): Response {
  const encoded = encodeForClient(c, text, headers['Cache-Control']);
  // A caller's own Vary comes in `headers` (one set through c.header would be replaced here).
  const vary: Record<string, string> = encoded.negotiated ? { Vary: varyByEncoding(headers['Vary']) } : {};
  const answer = c.body(encoded.body, status, { ...headers, ...encoded.headers, ...vary, 'Content-Type': contentType });
  sentInMemory.add(answer);
  return answer;
}

/** Answers sendInMemory made: final as they are, so compressAnswers passes them without reading their headers. */
const sentInMemory = new WeakSet<Response>();

export function sendJson(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  return sendInMemory(c, JSON.stringify(value), 'application/json', status);
}

/**
 * Compresses what did not answer through sendInMemory, by the request's
 * Accept-Encoding, leaving alone what must not be touched, each by the mark
 * it carries:
 * - answers sent through sendInMemory (known without reading their headers,
 *   which keeps them on @hono/node-server's fast path) and the built web
 *   app's files (serveStatic answers them precompressed, or with a
 *   Content-Length);
 * - tRPC's SSE live feed (text/event-stream, no-transform) and streamed
 *   batches (Transfer-Encoding); ranges (206).
 * Another answer built in memory (tRPC's, a c.json elsewhere) is read back
 * and gzipped in one call; a streamed download (/api exports) goes through
 * Hono's compress, which compresses it as it streams.
 */
export function compressAnswers(): MiddlewareHandler {
  const compressStream = compress({ threshold: COMPRESS_THRESHOLD_BYTES });
  const answered = async () => {};
  return async (c, next) => {
    await next();
    if (sentInMemory.has(c.res)) return;
    await compressReadBack(c);
    // Hono's compress only looks at the answer once it is made: given it made, it compresses a stream.
    await compressStream(c, answered);
  };
}

/** A download (Content-Disposition: attachment) is never read here: waiting for its end would hold back a body meant to flow. */
async function compressReadBack(c: Context): Promise<void> {
  const { headers } = c.res;
  if (c.res.status === 206 || headers.has('Content-Length') || headers.has('Transfer-Encoding') || headers.has('Content-Encoding')) return;
  if (!IN_MEMORY_TYPES.test(headers.get('Content-Type') ?? '') || /^\s*attachment/i.test(headers.get('Content-Disposition') ?? '')) return;
  if (!c.res.body) return;
  const encoded = encodeForClient(c, await c.res.text(), headers.get('Cache-Control') ?? undefined);
  c.res = new Response(encoded.body, c.res);
  for (const [name, value] of Object.entries(encoded.headers)) c.res.headers.set(name, value);
  if (encoded.negotiated) c.res.headers.set('Vary', varyByEncoding(c.res.headers.get('Vary')));
  // The ETag named the identity body: a gzipped one is only equivalent to it.
  const etag = c.res.headers.get('ETag');
  if (encoded.headers['Content-Encoding'] && etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
}

interface Encoded {
  body: string | Uint8Array<ArrayBuffer>;
  /** Content-Length, and Content-Encoding when gzipped. */
  headers: Record<string, string>;
  /** Whether the encoding was chosen by the request's Accept-Encoding: the answer must then say Vary: Accept-Encoding. */
  negotiated: boolean;
}

/**
 * The body as this client should get it, with its headers.
 * A HEAD request gets what GET would send (the server drops the body), so its headers agree with GET's.
 */
function encodeForClient(c: Context, text: string, cacheControl: string | undefined): Encoded {
  const length = Buffer.byteLength(text);
  if (length < COMPRESS_THRESHOLD_BYTES) return { body: text, headers: { 'Content-Length': String(length) }, negotiated: false };
  if (NO_TRANSFORM.test(cacheControl ?? '') || !acceptsGzip(c.req.header('Accept-Encoding'))) {
    return { body: text, headers: { 'Content-Length': String(length) }, negotiated: true };
  }
  const gzipped = gzipSync(text);
  // A view over zlib's Buffer, not a copy; the cast only restates that a Buffer's memory is an ArrayBuffer.
  const body = new Uint8Array(gzipped.buffer as ArrayBuffer, gzipped.byteOffset, gzipped.byteLength);
  return { body, headers: { 'Content-Encoding': 'gzip', 'Content-Length': String(gzipped.byteLength) }, negotiated: true };
}

/** A Vary that names Accept-Encoding: the one given, with it added unless it is there already (or is *). */
function varyByEncoding(vary: string | null | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return VARIES_BY_ENCODING.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

/** Whether Accept-Encoding allows gzip: named with a q above 0, or not named and `*` allowed (RFC 9110 §12.5.3). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepted = parseAccept(header);
  const named = accepted.find((entry) => entry.type.toLowerCase() === 'gzip');
  const any = accepted.find((entry) => entry.type === '*');
  return (named ?? any ?? { q: 0 }).q > 0;
}
