import http from 'node:http';
import https from 'node:https';

/** One answer as the rules read it: status, lower-cased headers, body. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RuleOutcome {
  /** The Observatory test this rule stands for. */
  name: string;
  pass: boolean;
  detail: string;
}

/** One request, without following redirects, trusting `ca` for https. */
export function request(url: string, ca: Buffer, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method, ca, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SAFE_REFERRER_POLICIES = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const HALF_A_YEAR_SECONDS = 15_552_000;

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function header(answer: Answer, name: string): string {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * The MDN HTTP Observatory's ten tests, checked by hand for when the scanner
 * itself cannot be installed. Pass/fail only: the scanner's scoring is its own
 * and is not copied here.
 * `page`: GET / over https; `first`: GET / over http, not followed; `preflight`:
 * an OPTIONS request from a foreign origin.
 */
export function checkRules(page: Answer, first: Answer, preflight: Answer, httpsOrigin: string): RuleOutcome[] {
  const csp = directives(header(page, 'content-security-policy'));
  const scriptSources = csp.get('script-src') ?? csp.get('default-src') ?? [];
  const none = (name: string) => (csp.get(name) ?? csp.get('default-src') ?? []).join(' ') === "'none'";
  const framing = csp.get('frame-ancestors')?.join(' ');
  const hsts = /max-age=(\d+)/i.exec(header(page, 'strict-transport-security'));
  const location = header(first, 'location');
  const cookies = page.headers['set-cookie'] ?? [];
  const foreignScripts = [...page.body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)]
    .filter(([tag, src]) => new URL(src ?? '', httpsOrigin).origin !== httpsOrigin && !/\bintegrity="/i.test(tag))
    .map(([, src]) => src);
  const allowOrigin = header(preflight, 'access-control-allow-origin');

  return [
    {
      name: 'content-security-policy',
      pass: scriptSources.length > 0 && !scriptSources.some((s) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:'].includes(s)) && none('object-src') && ["'none'", "'self'"].includes(csp.get('base-uri')?.join(' ') ?? '') && ["'none'", "'self'"].includes(framing ?? ''),
      detail: `script-src ${scriptSources.join(' ') || '(none)'}; object-src ${csp.get('object-src')?.join(' ') ?? '-'}; base-uri ${csp.get('base-uri')?.join(' ') ?? '-'}; frame-ancestors ${framing ?? '-'}`,
    },
    {
      name: 'cookies',
      pass: cookies.every((c) => /;\s*secure/i.test(c) && /;\s*httponly/i.test(c) && /;\s*samesite=(strict|lax)/i.test(c)),
      detail: cookies.length === 0 ? 'no cookies set' : `${cookies.length} cookie(s)`,
    },
    { name: 'cross-origin-resource-sharing', pass: allowOrigin === '' || allowOrigin === httpsOrigin, detail: allowOrigin ? `Access-Control-Allow-Origin: ${allowOrigin}` : 'no cross-origin access granted' },
    {
      name: 'redirection',
      pass: [301, 308].includes(first.status) && location.startsWith(`${httpsOrigin}/`),
      detail: `http answered ${first.status}${location ? ` → ${location}` : ''}`,
    },
    { name: 'referrer-policy', pass: SAFE_REFERRER_POLICIES.has(header(page, 'referrer-policy')), detail: header(page, 'referrer-policy') || 'missing' },
    { name: 'strict-transport-security', pass: Number(hsts?.[1] ?? 0) >= HALF_A_YEAR_SECONDS, detail: header(page, 'strict-transport-security') || 'missing' },
    { name: 'subresource-integrity', pass: foreignScripts.length === 0, detail: foreignScripts.length === 0 ? 'every script is served by this origin' : `foreign scripts without integrity: ${foreignScripts.join(', ')}` },
    { name: 'x-content-type-options', pass: header(page, 'x-content-type-options') === 'nosniff', detail: header(page, 'x-content-type-options') || 'missing' },
    { name: 'x-frame-options', pass: ['DENY', 'SAMEORIGIN'].includes(header(page, 'x-frame-options').toUpperCase()) || framing === "'none'", detail: `${header(page, 'x-frame-options') || 'missing'}; frame-ancestors ${framing ?? '-'}` },
    { name: 'cross-origin-resource-policy', pass: ['same-origin', 'same-site'].includes(header(page, 'cross-origin-resource-policy')), detail: header(page, 'cross-origin-resource-policy') || 'missing' },
  ];
}
