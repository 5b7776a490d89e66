import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers, sendInMemory } from './compress-answers';

const LARGE = JSON.stringify({ rows: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `row ${i}` })) });

/** Both ways an answer gets its encoding: sent through sendInMemory, or read back by the middleware. */
function app(): Hono {
  const server = new Hono();
  server.use('*', compressAnswers());
  server.get('/sent', (c) => sendInMemory(c, LARGE, 'application/json', 200, { Vary: c.req.query('vary') ?? '' }));
  server.get('/read-back', (c) => {
    const vary = c.req.query('vary');
    if (vary) c.header('Vary', vary);
    return c.json(JSON.parse(LARGE) as unknown);
  });
  return server;
}

async function fetchGzip(path: string) {
  const res = await app().request(path, { headers: { 'accept-encoding': 'gzip' } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

describe.each(['/sent', '/read-back'])('an answer over a kilobyte from %s', (path) => {
  it('is gzipped with its length, and varies by encoding', async () => {
    const { res, body } = await fetchGzip(path);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(LARGE);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it("keeps the handler's own Vary and adds Accept-Encoding to it", async () => {
    const { res } = await fetchGzip(`${path}?vary=Origin`);
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
  });

  it('adds nothing to a Vary that already names the encoding or everything', async () => {
    expect((await fetchGzip(`${path}?vary=accept-encoding`)).res.headers.get('vary')).toBe('accept-encoding');
    expect((await fetchGzip(`${path}?vary=*`)).res.headers.get('vary')).toBe('*');
  });
});

describe('an answer sendInMemory made', () => {
  it('is final: a client that takes deflate but not gzip gets it as it is, not deflated on the way out', async () => {
    const res = await app().request('/sent', { headers: { 'accept-encoding': 'deflate' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(LARGE);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });
});
