import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpCreator } from './creators';
import { newCreator, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  // Behind a trusted proxy, so each test can speak from addresses of its own.
  api = await startTestApi({ trustProxy: true });
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
let subnet = 0;
/** A fresh /24 per test, so the per-IP counts of one test never reach another. */
function newSubnet(): string {
  subnet += 1;
  return `10.${100 + Math.floor(subnet / 250)}.${subnet % 250}`;
}

async function failureRows(email: string): Promise<number> {
  const row = await api.database.db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the sign-in throttle under concurrency', () => {
  it('lets at most 10 of 40 parallel wrong guesses for one email reach the password check', async () => {
    const creator = newCreator();
    await api.http.post('/api/auth/register', creator);
    const net = newSubnet();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.http.post('/api/auth/login', { email: creator.email, password: `wrong-${i}` }, undefined, from(`${net}.${i}`)),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(await failureRows(creator.email)).toBe(10);
  });

  it('lets at most 10 of 40 parallel wrong guesses from one IP through, whatever the emails', async () => {
    const ip = `${newSubnet()}.1`;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => api.http.post('/api/auth/login', { email: `spray${i}.${Date.now()}@example.com`, password: 'wrong' }, undefined, from(ip))),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30);
  });

  it('refuses a tRPC batch of more than 10 calls', async () => {
    const creator = newCreator();
    const calls = Array.from({ length: 11 }, () => 'auth.login').join(',');
    const body = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i), { email: creator.email, password: `wrong-${i}` }]));
    const res = await api.http.post(`/trpc/${calls}?batch=1`, body, undefined, from(`${newSubnet()}.1`));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/Batch call exceeds maximum size/);
    expect(await failureRows(creator.email)).toBe(0);
  });

  it('lets at most 10 guesses through parallel tRPC batches of 10', async () => {
    const creator = newCreator();
    await api.http.post('/api/auth/register', creator);
    const net = newSubnet();
    const calls = Array.from({ length: 10 }, () => 'auth.login').join(',');
    const batches = await Promise.all(
      Array.from({ length: 6 }, (_, b) =>
        api.http.post(
          `/trpc/${calls}?batch=1`,
          Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i), { email: creator.email, password: `wrong-${b}-${i}` }])),
          undefined,
          from(`${net}.${b}`),
        ),
      ),
    );
    const codes = batches.flatMap((res) => (res.body as { error?: { data: { code: string } } }[]).map((item) => item.error?.data.code));
    expect(codes.filter((c) => c === 'UNAUTHORIZED')).toHaveLength(10);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(50);
  });

  it('still signs in with the right password and clears the failures', async () => {
    const creator = newCreator();
    await api.http.post('/api/auth/register', creator);
    const ip = `${newSubnet()}.1`;
    for (let i = 0; i < 3; i++) await api.http.post('/api/auth/login', { email: creator.email, password: 'nope-nope' }, undefined, from(ip));
    const ok = await api.http.post('/api/auth/login', { email: creator.email, password: creator.password }, undefined, from(ip));
    expect(ok.status).toBe(200);
    expect(await failureRows(creator.email)).toBe(0);
  });
});

describe('the client IP behind a trusted proxy', () => {
  it('is the rightmost X-Forwarded-For entry, so a forged leftmost one does not reset the count', async () => {
    const creator = newCreator();
    await api.http.post('/api/auth/register', creator);
    const proxySeen = `${newSubnet()}.7`;
    for (let i = 0; i < 10; i++) {
      const res = await api.http.post('/api/auth/login', { email: `probe${i}.${Date.now()}@example.com`, password: 'wrong' }, undefined, from(`203.0.113.${i}, ${proxySeen}`));
      expect(res.status).toBe(401);
    }
    const blocked = await api.http.post('/api/auth/login', creator, undefined, from(`198.51.100.1, ${proxySeen}`));
    expect(blocked.status).toBe(429);
  });
});

describe('changing the password', () => {
  it('throttles guesses at the current password like sign-ins', async () => {
    const creator = await signUpCreator(api);
    const ip = `${newSubnet()}.1`;
    for (let i = 0; i < 10; i++) {
      const res = await api.http.post('/api/auth/change-password', { current_password: `guess-${i}`, new_password: 'new-password-1' }, creator.token, from(ip));
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Current password is incorrect');
    }
    const blocked = await api.http.post('/api/auth/change-password', { current_password: 'correct-horse', new_password: 'new-password-1' }, creator.token, from(ip));
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Too many failed sign-in attempts/);
    expect(blocked.headers.get('retry-after')).toBe('900');
  });

  it('still works with the right current password, and the check leaves no failure behind', async () => {
    const creator = await signUpCreator(api);
    const res = await api.http.post('/api/auth/change-password', { current_password: 'correct-horse', new_password: 'new-password-1' }, creator.token, from(`${newSubnet()}.1`));
    expect(res.status).toBe(200);
    expect(await failureRows(creator.email)).toBe(0);
  });
});

describe('admin password reset', () => {
  it('accepts no password longer than sign-in does (128 characters)', async () => {
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const creator = await signUpCreator(api);
    const tooLong = await api.http.post(`/api/admin/users/${creator.id}/reset-password`, { password: 'x'.repeat(129) }, admin.token);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toMatch(/at most 128 characters/);

    const longest = 'y'.repeat(128);
    const ok = await api.http.post(`/api/admin/users/${creator.id}/reset-password`, { password: longest }, admin.token);
    expect(ok.status).toBe(200);
    const login = await api.http.post('/api/auth/login', { email: creator.email, password: longest }, undefined, from(`${newSubnet()}.1`));
    expect(login.status).toBe(200);
  });
});

describe('request body size', () => {
  const bytes = (n: number) => JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(n) });

  it('refuses more than 64 KB on /api/auth/* with 413 and {detail}', async () => {
    const res = await api.http.post('/api/auth/login', bytes(70 * 1024));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'The request body is too large (at most 64 KB)' });
  });

  it('refuses a streamed body (no Content-Length) as soon as it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${api.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'The request body is too large (at most 64 KB)' });
  });

  it('refuses more than 1 MB on the rest of /api and on /trpc', async () => {
    const creator = await signUpCreator(api);
    const big = bytes(1024 * 1024 + 10);
    const rest = await api.http.post('/api/chatbots', big, creator.token);
    expect(rest.status).toBe(413);
    expect(rest.body).toEqual({ detail: 'The request body is too large (at most 1 MB)' });
    const trpc = await api.http.post('/trpc/bots.create', big, creator.token);
    expect(trpc.status).toBe(413);
    expect(trpc.body).toEqual({ detail: 'The request body is too large (at most 1 MB)' });
  });

  it('lets the Stripe webhook receive bodies over 64 KB', async () => {
    const res = await api.http.post('/api/stripe/webhook', bytes(200 * 1024), undefined, { 'stripe-signature': 't=1,v1=abc' });
    expect(res.status).not.toBe(413);
  });

  it('lets ordinary requests through', async () => {
    const creator = newCreator();
    expect((await api.http.post('/api/auth/register', creator)).status).toBe(201);
  });
});
