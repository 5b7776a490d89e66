import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '@fanline/testing';
import { newCreator, startTestApi, type TestApi } from './harness';

describe('Google sign-in, not configured', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ google: null });
  });
  afterAll(() => api.close());

  it('says so instead of failing silently', async () => {
    expect((await api.http.get('/api/auth/providers')).body).toEqual({ google: false, instagram: false });
    const res = await api.http.get('/api/auth/social/login');
    expect(res.status).toBe(503);
    expect(res.body.detail).toMatch(/Google sign-in is not configured.*GOOGLE_CLIENT_ID/);
  });
});

describe('Google sign-in through arctic (state + PKCE)', () => {
  let api: TestApi;
  let google: FakeGoogle;

  beforeAll(async () => {
    google = await startFakeGoogle();
    // The redirect URI must point at the API under test, whose port is known
    // only once it listens; the config object is read per request.
    const config = {
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      redirectUri: '',
      authorizationEndpoint: google.authorizationEndpoint,
      tokenEndpoint: google.tokenEndpoint,
    };
    api = await startTestApi({ google: config });
    config.redirectUri = `${api.url}/api/auth/google/callback`;
  });
  afterEach(() => api.log.assertNoErrors());
  afterAll(async () => {
    await api.close();
    await google.close();
  });

  /** A browser: the state cookie it was given, sent back on the callback. */
  interface Browser {
    cookie?: string;
  }

  function stateCookieOf(res: { headers: Headers }): string {
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^fanline_google_state=[\w-]+;/);
    return setCookie.split(';')[0]!;
  }

  /** Starts the flow in `browser` and returns the callback URL Google sends it back to. */
  async function startFlow(browser: Browser, path = '/api/auth/social/login'): Promise<string> {
    const start = await api.http.get(path);
    expect(start.status).toBe(200);
    expect(start.body.provider).toBe('google');
    browser.cookie = stateCookieOf(start);
    const authUrl = new URL(start.body.auth_url);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('state')).toBeTruthy();
    const consent = await fetch(authUrl, { redirect: 'manual' });
    return consent.headers.get('location')!;
  }

  async function openCallback(callbackUrl: string, browser: Browser): Promise<Response> {
    const callback = await fetch(callbackUrl, { redirect: 'manual', headers: browser.cookie ? { cookie: browser.cookie } : {} });
    expect(callback.status).toBe(302);
    return callback;
  }

  async function signInWithGoogle(): Promise<string> {
    const browser: Browser = {};
    const callback = await openCallback(await startFlow(browser), browser);
    return callback.headers.get('location')!;
  }

  it('creates an account and returns to /profile with a working token', async () => {
    google.nextIdentity = { sub: 'g-100', email: 'Sky.Walker@gmail.com', name: 'Sky Walker' };
    const location = await signInWithGoogle();
    const back = new URL(location, api.url);
    expect(back.pathname).toBe('/profile');
    expect(back.searchParams.get('google_success')).toBe('true');
    const me = await api.http.get('/api/auth/me', back.searchParams.get('token')!);
    expect(me.body).toMatchObject({ email: 'sky.walker@gmail.com', name: 'Sky Walker', plan: 'spark', has_password: false });
  });

  it('signs the same Google account into the same user next time', async () => {
    google.nextIdentity = { sub: 'g-200', email: 'repeat@gmail.com', name: 'Repeat' };
    const first = new URL(await signInWithGoogle(), api.url).searchParams.get('token')!;
    const second = new URL(await signInWithGoogle(), api.url).searchParams.get('token')!;
    const a = await api.http.get('/api/auth/me', first);
    const b = await api.http.get('/api/auth/me', second);
    expect(a.body.id).toBe(b.body.id);
  });

  it('links a verified Google email to the existing password account', async () => {
    const creator = newCreator();
    const registered = await api.http.post('/api/auth/register', creator);
    google.nextIdentity = { sub: 'g-300', email: creator.email, name: 'Someone Else' };
    const token = new URL(await signInWithGoogle(), api.url).searchParams.get('token')!;
    const me = await api.http.get('/api/auth/me', token);
    expect(me.body.id).toBe(registered.body.user.id);
    expect(me.body.name).toBe(creator.name);
  });

  it('sends the browser to /?auth_error=true on a forged or replayed state', async () => {
    const res = await api.http.get('/api/auth/google/callback?code=abc&state=forged');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?auth_error=true');
  });

  it('ends the pre-registered password and its sessions when Google proves the email (account pre-hijack)', async () => {
    const victim = newCreator({ email: `victim.${Date.now()}@gmail.com` });
    const attacker = await api.http.post('/api/auth/register', victim);
    expect(attacker.status).toBe(201);

    google.nextIdentity = { sub: `g-victim-${Date.now()}`, email: victim.email, name: 'The Real Owner' };
    const token = new URL(await signInWithGoogle(), api.url).searchParams.get('token')!;
    const me = await api.http.get('/api/auth/me', token);
    expect(me.body).toMatchObject({ id: attacker.body.user.id, has_password: false });

    expect((await api.http.get('/api/auth/me', attacker.body.token)).status).toBe(401);
    const login = await api.http.post('/api/auth/login', { email: victim.email, password: victim.password });
    expect(login.status).toBe(401);
  });

  it('keeps the password of an account already linked to that Google account', async () => {
    const creator = newCreator();
    google.nextIdentity = { sub: `g-own-${Date.now()}`, email: creator.email, name: 'Owner' };
    const first = new URL(await signInWithGoogle(), api.url).searchParams.get('token')!;
    const set = await api.http.post('/api/auth/change-password', { new_password: 'chosen-later' }, first);
    expect(set.status).toBe(200);
    await signInWithGoogle();
    expect((await api.http.get('/api/auth/me', first)).status).toBe(200);
    expect((await api.http.post('/api/auth/login', { email: creator.email, password: 'chosen-later' })).status).toBe(200);
  });

  it('sets the state cookie HttpOnly, SameSite=Lax, under /api/auth, for 10 minutes', async () => {
    const start = await api.http.get('/api/auth/social/login');
    const setCookie = start.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/; Path=\/api\/auth/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Max-Age=600/);
    // APP_URL is http here; over https the cookie is Secure.
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('refuses a callback opened in a browser that did not start the flow (login CSRF)', async () => {
    google.nextIdentity = { sub: 'g-attacker', email: 'attacker@gmail.com', name: 'Attacker' };
    const attackerBrowser: Browser = {};
    const attackersCallback = await startFlow(attackerBrowser);

    // The victim's browser has no cookie, or one from a flow of its own.
    const noCookie = await openCallback(attackersCallback, {});
    expect(noCookie.headers.get('location')).toBe('/?auth_error=true');
    const victimBrowser: Browser = {};
    await api.http.get('/api/auth/social/login').then((res) => (victimBrowser.cookie = stateCookieOf(res)));
    const otherCookie = await openCallback(attackersCallback, victimBrowser);
    expect(otherCookie.headers.get('location')).toBe('/?auth_error=true');
    const users = await api.database.db.selectFrom('users').select('id').where('email', '=', 'attacker@gmail.com').execute();
    expect(users).toHaveLength(0);
  });

  it('clears the state cookie on the callback', async () => {
    google.nextIdentity = { sub: 'g-clear', email: 'clear@gmail.com', name: 'Clear' };
    const browser: Browser = {};
    const callback = await openCallback(await startFlow(browser), browser);
    expect(new URL(callback.headers.get('location')!, api.url).pathname).toBe('/profile');
    expect(callback.headers.get('set-cookie')).toMatch(/^fanline_google_state=; Max-Age=0; Path=\/api\/auth/);
  });

  it('sets the state cookie on the tRPC googleStart response the web app fetches', async () => {
    google.nextIdentity = { sub: 'g-trpc', email: 'trpc@gmail.com', name: 'Trpc' };
    const start = await api.http.post('/trpc/auth.googleStart', { ref: 'FRIEND1' });
    expect(start.status).toBe(200);
    const browser: Browser = { cookie: stateCookieOf(start) };
    const consent = await fetch(start.body.result.data.auth_url, { redirect: 'manual' });
    const callback = await openCallback(consent.headers.get('location')!, browser);
    expect(new URL(callback.headers.get('location')!, api.url).searchParams.get('google_success')).toBe('true');
  });

  it('validates ref like tRPC googleStart does, and deletes states past their lifetime', async () => {
    const tooLong = await api.http.get(`/api/auth/social/login?ref=${'r'.repeat(33)}`);
    expect(tooLong.status).toBe(400);

    await api.database.db
      .insertInto('oauth_states')
      .values({ state: 'stale-state', provider: 'google', code_verifier: 'v', referral_code: null, created_at: new Date(Date.now() - 11 * 60 * 1000) })
      .execute();
    expect((await api.http.get('/api/auth/social/login?ref=%20FRIEND%20')).status).toBe(200);
    const stale = await api.database.db.selectFrom('oauth_states').select('state').where('state', '=', 'stale-state').execute();
    expect(stale).toHaveLength(0);
  });
});
