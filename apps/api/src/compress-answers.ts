import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { every } from 'hono/combine';

/** Below this, gzip's header and the lost overlap with other frames outweigh what it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** What handlers build whole in memory: c.json, c.html, c.text, the sitemap. */
const IN_MEMORY_TYPES = /^\s*(?:application\/json|text\/html|text\/plain|application\/xml)\s*(?:;|$)/i;

/**
 * Compresses dynamic answers over 1 KB (JSON above all) by the request's
 * Accept-Encoding, with Hono's compress middleware. It leaves alone what must
 * not be touched, each by the mark it carries:
 * - the built web app's files: serveStatic answers them precompressed
 *   (Content-Encoding set) or with a Content-Length under the threshold;
 * - tRPC's SSE live feed: text/event-stream and no-transform;
 * - tRPC's streamed batches: Transfer-Encoding;
 * - HEAD requests and ranges (206).
 * Streamed downloads (/api exports) are compressed as they stream.
 */
export function compressAnswers(): MiddlewareHandler {
  return every(compress({ threshold: COMPRESS_THRESHOLD_BYTES }), measureInMemoryAnswers);
}

/**
 * Sets Content-Length on an answer built whole in memory. Hono's compress
 * applies its threshold only to a known length, and c.json or c.html set none,
 * so without this every answer, "{}" included, would be compressed. A download
 * (Content-Disposition: attachment) or a declared stream is never read here:
 * waiting for its end would hold back a body meant to flow.
 */
const measureInMemoryAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const { headers, body } = c.res;
  if (!body || headers.has('Content-Length') || headers.has('Transfer-Encoding') || headers.has('Content-Encoding')) return;
  if (!IN_MEMORY_TYPES.test(headers.get('Content-Type') ?? '') || /^\s*attachment/i.test(headers.get('Content-Disposition') ?? '')) return;
  const bytes = await c.res.arrayBuffer();
  c.res = new Response(bytes, c.res);
  c.res.headers.set('Content-Length', String(bytes.byteLength));
};
