import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_HEAD_SCRIPT_SOURCE } from '../src/prerendered-head-script';
import { startTestApi, type TestApi } from './harness';

// Issue #21: every response carries the security headers, whatever answers it.

let api: TestApi;
let httpsApi: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  httpsApi = await startTestApi({ appUrl: 'https://fanline.example' });
});
afterAll(async () => {
  await api?.close();
  await httpsApi?.close();
});

function directives(csp: string | null): Map<string, string> {
  return new Map((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name!, values.join(' ')]));
}

const PATHS: Array<[string, RequestInit?]> = [
  ['/'],
  ['/pricing'],
  ['/api/health'],
  ['/api/auth/me'],
  ['/api/no/such/route'],
  ['/api/openapi.json'],
  ['/trpc/catalogue.voices'],
  ['/api/auth/login', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }],
  ['/api/instagram/oauth/callback?error=access_denied'],
];

describe('security headers', () => {
  it.each(PATHS)('%s carries a strict policy and the other headers', async (path, init) => {
    const res = await fetch(`${api.url}${path}`, init);
    const csp = directives(res.headers.get('content-security-policy'));
    const script = csp.get('script-src') ?? '';
    expect(script).toMatch(/^'self' 'sha256-[\w+/=]+'( 'nonce-[\w+/=-]+')?$/);
    expect(script).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // The microphone for this origin alone: "Your voice" records samples in the page (issue #39).
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(self\).*geolocation=\(\)/);
    // APP_URL is http here: no HSTS, which would pin a browser to https it cannot reach.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS and upgrades requests when APP_URL is https', async () => {
    const res = await fetch(`${httpsApi.url}/api/health`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
  });

  it('puts no nonce on an answer without an inline script: its policy is the precomputed one', async () => {
    for (const path of ['/api/auth/me', '/api/health', '/trpc/catalogue.voices']) {
      const res = await fetch(`${api.url}${path}`);
      expect(directives(res.headers.get('content-security-policy')).get('script-src')).toBe(`'self' ${PRERENDERED_HEAD_SCRIPT_SOURCE}`);
    }
  });

  it('gives the nonce page the https policy too when APP_URL is https', async () => {
    const res = await fetch(`${httpsApi.url}/api/instagram/oauth/callback?error=access_denied`);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toMatch(/^'self' 'sha256-[\w+/=]+' 'nonce-[\w+/=-]+'$/);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it("lets the Instagram pop-up's one inline script run by the response's nonce", async () => {
    const res = await fetch(`${api.url}/api/instagram/oauth/callback?error=access_denied`);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
