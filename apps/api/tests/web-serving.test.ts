import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCreator, sparkBot } from './creators';
import { startTestApi, type TestApi } from './harness';
import { openRawStream, rawRequest } from './raw-http';

// Issue #24: the built app precompressed, dynamic answers compressed on the fly, each only where it helps.

const BROWSER = 'gzip, deflate, br, zstd';
/** A hashed bundle as vite-plugin-compression2 leaves it: the file, a .br and a .gz beside it. */
const BUNDLE = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n'));
const SMALL = Buffer.from('console.log("under a kilobyte");');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

let api: TestApi;
let dist: string;
beforeAll(async () => {
  dist = path.join(mkdtempSync(path.join(tmpdir(), 'fanline-serving-')), 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(BUNDLE, { level: 9 }));
  writeFileSync(path.join(dist, 'assets', 'runtime-def456.js'), SMALL);
  writeFileSync(path.join(dist, 'og-image.png'), PNG);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>');
  api = await startTestApi({ webDistDir: dist });
});
afterAll(async () => {
  await api?.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

const get = (urlPath: string, acceptEncoding?: string, method?: string) =>
  rawRequest(`${api.url}${urlPath}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}, method);

describe('the built files', () => {
  it.each([
    ['br', BROWSER, brotliDecompressSync],
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)('are sent in %s, the precompressed file itself, to a browser accepting "%s"', async (encoding, accepted, decode) => {
    const res = await get('/assets/index-abc123.js', accepted);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(encoding === 'br' ? brotliCompressSync(BUNDLE) : gzipSync(BUNDLE, { level: 9 }))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(BUNDLE.length / 3);
    expect(decode(res.body).equals(BUNDLE)).toBe(true);
  });

  it('are sent as they are, still varying by encoding, to a client that accepts none', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.equals(BUNDLE)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answer HEAD with the headers of the encoding GET would send, and no body', async () => {
    const res = await get('/assets/index-abc123.js', BROWSER, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(BUNDLE).length);
    expect(res.body.length).toBe(0);
  });

  it('that are missing under /assets answer 404, not the app shell', async () => {
    const res = await get('/assets/index-gone999.js', BROWSER);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });

  it('under a kilobyte are not compressed on the fly, and an image never varies by encoding', async () => {
    const small = await get('/assets/runtime-def456.js', BROWSER);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.equals(SMALL)).toBe(true);
    const image = await get('/og-image.png', BROWSER);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.equals(PNG)).toBe(true);
  });

  it("page HTML is never cached without asking, and is compressed on the way out once it's over a kilobyte", async () => {
    const res = await get('/pricing', BROWSER);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).toString()).toContain('/assets/index-abc123.js');

    const plain = await get('/pricing');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(gunzipSync(res.body).toString());

    const head = await get('/pricing', BROWSER, 'HEAD');
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'etag', 'vary']) expect(head.headers[name]).toBe(res.headers[name]);

    const again = await rawRequest(`${api.url}/pricing`, { 'accept-encoding': BROWSER, 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('dynamic answers', () => {
  it('compress JSON over a kilobyte, and leave a small one alone', async () => {
    const large = await get('/api/openapi.json', BROWSER);
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(gunzipSync(large.body).toString()) as { openapi?: string };
    expect(document.openapi).toBeDefined();
    expect(large.body.length).toBeLessThan(gunzipSync(large.body).length / 3);

    const small = await get('/api/health', BROWSER);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
    expect(Number(small.headers['content-length'])).toBe(small.body.length);

    const identity = await get('/api/openapi.json');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString())).toEqual(document);
  });

  it('honour a refused gzip, and gzip for a wildcard', async () => {
    const refused = await get('/api/openapi.json', 'gzip;q=0, br');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(refused.headers['content-length'])).toBe(refused.body.length);

    const wildcard = await get('/api/openapi.json', '*');
    expect(wildcard.headers['content-encoding']).toBe('gzip');
    expect(Number(wildcard.headers['content-length'])).toBe(wildcard.body.length);
    expect(JSON.parse(gunzipSync(wildcard.body).toString())).toHaveProperty('openapi');
  });

  it('compress a REST answer over a kilobyte as the shim sends it, and give an error its length', async () => {
    const creator = await signUpCreator(api);
    const templates = await rawRequest(`${api.url}/api/templates`, { 'accept-encoding': BROWSER, authorization: `Bearer ${creator.token}` });
    expect(templates.status).toBe(200);
    expect(templates.headers['content-encoding']).toBe('gzip');
    expect(templates.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(templates.headers['content-length'])).toBe(templates.body.length);
    expect(JSON.parse(gunzipSync(templates.body).toString()).templates).toHaveLength(15);

    const refused = await rawRequest(`${api.url}/api/templates`, { 'accept-encoding': BROWSER });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(Number(refused.headers['content-length'])).toBe(refused.body.length);
    expect(JSON.parse(refused.body.toString())).toEqual({ detail: 'Please sign in to continue' });
  });

  it('compress tRPC answers the same way', async () => {
    const creator = await signUpCreator(api);
    const templates = await rawRequest(`${api.url}/trpc/catalogue.templates`, { 'accept-encoding': BROWSER, authorization: `Bearer ${creator.token}` });
    expect(templates.status).toBe(200);
    expect(templates.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(templates.body).toString()).result.data.templates).toHaveLength(15);

    const providers = await get('/trpc/auth.providers', BROWSER);
    expect(providers.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(providers.body.toString())).toHaveProperty('result.data.google');
  });

  it('compress a streamed download as it streams, and it still decodes to the file', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post<{ id: string }>('/api/chatbots', sparkBot(), creator.token);
    const res = await rawRequest(`${api.url}/api/chatbots/${bot.id}/conversations/export?format=csv`, { 'accept-encoding': BROWSER, authorization: `Bearer ${creator.token}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toMatch(/^\S+,\S+/);
  });

  it('leave the live feed (SSE) unbuffered: its first event arrives at once, unencoded', async () => {
    const creator = await signUpCreator(api);
    const params = encodeURIComponent(JSON.stringify({ token: creator.token }));
    const res = await openRawStream(`${api.url}/trpc/inbox.live?connectionParams=${params}`, { 'accept-encoding': BROWSER });
    try {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['content-encoding']).toBeUndefined();
      const ready = await new Promise<string>((resolve, reject) => {
        let text = '';
        const timer = setTimeout(() => reject(new Error(`no ready event within 5 s; received: ${JSON.stringify(text)}`)), 5000);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('"kind":"ready"')) {
            clearTimeout(timer);
            resolve(text);
          }
        });
      });
      expect(ready).toMatch(/^data: /m);
    } finally {
      res.destroy();
    }
  });
});

describe('an address the app has no page for', () => {
  it("answers 404 with the app's HTML, which draws the Not Found page; the app's own addresses answer 200", async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.headers.etag).toBeUndefined();
    const html = missing.body.toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect((await get('/pricing/extra')).status).toBe(404);

    for (const known of ['/', '/pricing', '/pricing/', '/Pricing', '/terms', '/profile', '/purchase-success', '/purchase-cancelled']) {
      expect([known, (await get(known)).status]).toEqual([known, 200]);
    }
  });
});

describe("a page's HTML file asked for by name", () => {
  it('redirects to the page, where it gets its head tags', async () => {
    for (const [file, page] of [['/index.html', '/'], ['/landing.html', '/'], ['/pricing/index.html', '/pricing'], ['/terms/index.html?ref=x', '/terms?ref=x']]) {
      const res = await get(file!);
      expect([file, res.status, res.headers.location]).toEqual([file, 301, page]);
    }
    // Never a redirect off the site, nor to a page the app does not have.
    for (const file of ['//evil.example/index.html', '/%2Fevil.example/index.html', '/\\evil.example/index.html', '/no-such-page/index.html']) {
      const res = await get(file);
      expect([file, res.status === 301, res.headers.location]).toEqual([file, false, undefined]);
    }
  });
});

describe('the landing page', () => {
  it('is the prerendered landing.html at / alone: every other address still gets the empty shell', async () => {
    writeFileSync(path.join(dist, 'landing.html'), '<!doctype html><html><head><title>Landing</title></head><body><div id="root"><h1>Prerendered landing</h1></div></body></html>');
    try {
      expect((await get('/')).body.toString()).toContain('<h1>Prerendered landing</h1>');
      for (const other of ['/terms', '/no-such-page', '/profile']) {
        const body = (await get(other)).body.toString();
        expect(body).not.toContain('Prerendered landing');
        expect(body).toContain('<div id="root"></div>');
      }
    } finally {
      rmSync(path.join(dist, 'landing.html'), { force: true });
    }
    expect((await get('/')).body.toString()).toContain('<div id="root"></div>');
  });
});

describe('a prerendered page', () => {
  it('carries the signed-in mark, an inline script the policy allows by its hash; the shell does not', async () => {
    mkdirSync(path.join(dist, 'pricing'), { recursive: true });
    writeFileSync(path.join(dist, 'pricing', 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root" data-prerendered><h1>Plans</h1></div></body></html>');
    try {
      const res = await get('/pricing');
      const scripts = [...res.body.toString().matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toContain("localStorage.getItem(\"fanline.token\")");
      const hash = `'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`;
      expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${hash}`);
      expect((await get('/terms')).body.toString()).not.toContain('<script>');
    } finally {
      rmSync(path.join(dist, 'pricing'), { recursive: true, force: true });
    }
  });
});
