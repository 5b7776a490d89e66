import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '@fanline/api-server/test-harness';
import { checkRules, request, type Answer } from '../src/security-scan/header-rules';
import { startTlsFront, type TlsFront } from '../src/security-scan/tls-front';

// The hand-checked rules `npm run scan` falls back on when the Observatory
// cannot be installed: each must fail on the answer that breaks it.
const ORIGIN = 'https://localhost:8443';
const page: Answer = {
  status: 200,
  headers: {
    'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-abc'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
  },
  body: '<!doctype html><script type="module" src="/assets/index-abc.js"></script>',
};
const redirect: Answer = { status: 301, headers: { location: `${ORIGIN}/` }, body: '' };
const preflight: Answer = { status: 204, headers: {}, body: '' };

const failing = (p: Answer, first = redirect) => checkRules(p, first, preflight, ORIGIN).filter((r) => !r.pass).map((r) => r.name);
const withHeaders = (headers: Answer['headers']): Answer => ({ ...page, headers: { ...page.headers, ...headers } });

describe('the scan\'s rules checked by hand', () => {
  it('all hold for the page the API sends, and for the fixture the other cases bend', async () => {
    const api = await startTestApi({ appUrl: ORIGIN });
    try {
      const res = await fetch(`${api.url}/`);
      const sent: Answer = { status: 200, headers: Object.fromEntries(res.headers), body: page.body };
      expect(sent.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      expect(failing(sent)).toEqual([]);
    } finally {
      await api.close();
    }
    expect(failing(page)).toEqual([]);
  });

  it('each fails on the answer that breaks it', () => {
    expect(failing(withHeaders({ 'content-security-policy': "script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'" }))).toEqual(['content-security-policy']);
    expect(failing(withHeaders({ 'set-cookie': ['session=1; Path=/'] }))).toEqual(['cookies']);
    expect(checkRules(page, redirect, { ...preflight, headers: { 'access-control-allow-origin': '*' } }, ORIGIN).filter((r) => !r.pass).map((r) => r.name)).toEqual(['cross-origin-resource-sharing']);
    expect(failing(page, { status: 200, headers: {}, body: '' })).toEqual(['redirection']);
    expect(failing(page, { status: 301, headers: { location: 'https://elsewhere.example/' }, body: '' })).toEqual(['redirection']);
    expect(failing(withHeaders({ 'referrer-policy': 'unsafe-url' }))).toEqual(['referrer-policy']);
    expect(failing(withHeaders({ 'strict-transport-security': 'max-age=86400' }))).toEqual(['strict-transport-security']);
    expect(failing({ ...page, body: '<script src="https://cdn.example/x.js"></script>' })).toEqual(['subresource-integrity']);
    expect(failing({ ...page, body: '<script src="https://cdn.example/x.js" integrity="sha384-x"></script>' })).toEqual([]);
    expect(failing(withHeaders({ 'x-content-type-options': undefined }))).toEqual(['x-content-type-options']);
    expect(failing(withHeaders({ 'cross-origin-resource-policy': 'cross-origin' }))).toEqual(['cross-origin-resource-policy']);
  });

  it('takes frame-ancestors for X-Frame-Options, as the Observatory does', () => {
    expect(failing(withHeaders({ 'x-frame-options': undefined }))).toEqual([]);
  });
});

describe('the local TLS front', () => {
  let upstream: Server;
  let front: TlsFront;
  beforeAll(async () => {
    upstream = createServer((req, res) => res.end(`${req.headers['x-forwarded-proto']} ${req.url}`));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    front = await startTlsFront(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, 'localhost');
  });
  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('redirects http to https on the same host and passes https through to the API', async () => {
    const ca = readFileSync(front.certificateFile);
    const first = await request(`http://localhost:${front.httpPort}/pricing?a=1`, ca);
    expect(first.status).toBe(301);
    expect(first.headers.location).toBe(`https://localhost:${front.httpsPort}/pricing?a=1`);
    const answer = await request(`https://localhost:${front.httpsPort}/pricing?a=1`, ca);
    expect(answer.body).toBe('https /pricing?a=1');
  });
});
