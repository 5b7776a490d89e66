import { mkdtempSync, mkdirSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let dist: string;
beforeAll(async () => {
  dist = path.join(mkdtempSync(path.join(tmpdir(), 'fanline-web-')), 'dist');
  api = await startTestApi({ webDistDir: dist });
});
afterAll(async () => {
  await api.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

let builds = 0;
/** What `vite build` leaves behind: an index.html naming one hashed script. */
function build(asset: string): void {
  builds += 1;
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', asset), `console.log(${JSON.stringify(asset)});`);
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><body><script type="module" src="/assets/${asset}"></script></body></html>`);
  // A distinct modification time per build, even within the file system's clock resolution.
  const when = new Date(Date.now() + builds * 10_000);
  utimesSync(path.join(dist, 'index.html'), when, when);
}

describe('the built web app', () => {
  it('is served once built after the server started, and a rebuild is picked up without a restart', async () => {
    expect((await api.http.get('/pricing')).status).toBe(503);

    build('index-aaa.js');
    const first = await api.http.get('/pricing');
    expect(first.status).toBe(200);
    expect(String(first.body)).toContain('/assets/index-aaa.js');
    const asset = await api.http.get('/assets/index-aaa.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    unlinkSync(path.join(dist, 'assets', 'index-aaa.js'));
    build('index-bbb.js');
    const second = await api.http.get('/');
    expect(String(second.body)).toContain('/assets/index-bbb.js');
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect((await api.http.get('/assets/index-bbb.js')).status).toBe(200);
  });
});
