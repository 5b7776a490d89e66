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
    expect((await api.http.get('/api/auth/providers')).body).toEqual({ google: false });
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

  async function signInWithGoogle(): Promise<string> {
    const start = await api.http.get('/api/auth/social/login');
    expect(start.status).toBe(200);
    expect(start.body.provider).toBe('google');
    const authUrl = new URL(start.body.auth_url);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('state')).toBeTruthy();

    const consent = await fetch(authUrl, { redirect: 'manual' });
    const callback = await fetch(consent.headers.get('location')!, { redirect: 'manual' });
    expect(callback.status).toBe(302);
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
});
