import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCreator, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api.close());

async function countUsers() {
  const row = await api.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/auth/register', () => {
  it('creates a spark account and returns {message, token, user}', async () => {
    const body = newCreator({ name: 'Nova Reyes' });
    const res = await api.http.post('/api/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: expect.any(String), token: expect.any(String) });
    expect(res.body.user).toMatchObject({
      name: 'Nova Reyes',
      email: body.email,
      plan: 'spark',
      is_admin: false,
      is_active: true,
      bots_limit: 1,
      messages_remaining: 100,
      voice_messages_remaining: 0,
      has_voice_upgrade: false,
    });
    expect(res.body.user).not.toHaveProperty('password_hash');
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const body = newCreator();
    expect((await api.http.post('/api/auth/register', body)).status).toBe(201);
    const res = await api.http.post('/api/auth/register', { ...body, email: body.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('An account with this email already exists');
  });

  it('names each bad field with 400 and creates nothing', async () => {
    const before = await countUsers();
    const res = await api.http.post('/api/auth/register', { name: 'X', email: 'not-an-email', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('email: Enter a valid email address');
    expect(res.body.detail).toContain('password: Password must be at least 6 characters');
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
    expect(await countUsers()).toBe(before);
  });

  it('reports missing fields and malformed JSON', async () => {
    const missing = await api.http.post('/api/auth/register', {});
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/name: Name is required/);
    const malformed = await api.http.post('/api/auth/register', '{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('Request body must be valid JSON');
  });
});

describe('POST /api/auth/login and GET /api/auth/me', () => {
  it('signs in and returns the current user with the docs/product.md §3 fields', async () => {
    const body = newCreator();
    await api.http.post('/api/auth/register', body);
    const login = await api.http.post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(['message', 'token', 'user']);

    const me = await api.http.get('/api/auth/me', login.body.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: login.body.user.id,
      email: body.email,
      plan: 'spark',
      messages_remaining: 100,
      bots_limit: 1,
      voice_messages_remaining: 0,
      has_voice_upgrade: false,
      is_admin: false,
      is_active: true,
    });
  });

  it('answers 401 with a detail when no or a bad token is sent', async () => {
    expect((await api.http.get('/api/auth/me')).status).toBe(401);
    const forged = await api.http.get('/api/auth/me', 'abc.def');
    expect(forged.status).toBe(401);
    expect(forged.body.detail).toBe('Please sign in to continue');
  });

  it('refuses a wrong password and an unknown email alike with 401', async () => {
    const body = newCreator();
    await api.http.post('/api/auth/register', body);
    const wrong = await api.http.post('/api/auth/login', { email: body.email, password: 'not-the-password' });
    const unknown = await api.http.post('/api/auth/login', { email: `nobody.${Date.now()}@example.com`, password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(unknown.body.detail);
  });

  it('ends the session on sign-out', async () => {
    const { body } = await api.http.post('/api/auth/register', newCreator());
    expect((await api.http.post('/api/auth/logout', {}, body.token)).status).toBe(200);
    expect((await api.http.get('/api/auth/me', body.token)).status).toBe(401);
  });
});

describe('sessions', () => {
  it('stores only the SHA-256 of the secret, never the token', async () => {
    const { body } = await api.http.post('/api/auth/register', newCreator());
    const [id, secret] = body.token.split('.');
    expect(secret.length).toBeGreaterThanOrEqual(24);
    const row = await api.database.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Buffer.from(row.secret_hash).equals(createHash('sha256').update(secret).digest())).toBe(true);
    const dump = JSON.stringify(await api.database.db.selectFrom('sessions').selectAll().execute());
    expect(dump).not.toContain(secret);
  });

  it('refuses a token whose secret does not match', async () => {
    const { body } = await api.http.post('/api/auth/register', newCreator());
    const [id] = body.token.split('.');
    expect((await api.http.get('/api/auth/me', `${id}.${'a'.repeat(24)}`)).status).toBe(401);
  });

  it('expires after 30 days and deletes the expired row', async () => {
    const { body } = await api.http.post('/api/auth/register', newCreator());
    const [id] = body.token.split('.');
    await api.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    expect((await api.http.get('/api/auth/me', body.token)).status).toBe(401);
    expect(await api.database.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('slides the expiry forward on use, at most once an hour', async () => {
    const { body } = await api.http.post('/api/auth/register', newCreator());
    const [id] = body.token.split('.');
    const day = 24 * 60 * 60 * 1000;
    const stale = new Date(Date.now() + 29 * day);
    await api.database.db.updateTable('sessions').set({ expires_at: stale }).where('id', '=', id).execute();
    await api.http.get('/api/auth/me', body.token);
    const extended = await api.database.db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(extended.expires_at.getTime()).toBeGreaterThan(Date.now() + 30 * day - 60_000);

    const recent = new Date(Date.now() + 30 * day - 10 * 60_000);
    await api.database.db.updateTable('sessions').set({ expires_at: recent }).where('id', '=', id).execute();
    await api.http.get('/api/auth/me', body.token);
    const untouched = await api.database.db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(untouched.expires_at.getTime()).toBe(recent.getTime());
  });

  it('refuses a deactivated user: sessions end and sign-in is blocked', async () => {
    const creator = newCreator();
    const { body } = await api.http.post('/api/auth/register', creator);
    await api.database.db.updateTable('users').set({ is_active: false }).where('id', '=', body.user.id).execute();
    expect((await api.http.get('/api/auth/me', body.token)).status).toBe(401);
    const sessions = await api.database.db.selectFrom('sessions').select('id').where('user_id', '=', body.user.id).execute();
    expect(sessions).toEqual([]);
    const login = await api.http.post('/api/auth/login', { email: creator.email, password: creator.password });
    expect(login.status).toBe(403);
    expect(login.body.detail).toMatch(/deactivated/);
  });
});

describe('tRPC /trpc', () => {
  it('serves the same auth procedures, with field-naming validation errors', async () => {
    const creator = newCreator();
    const created = await api.http.post('/trpc/auth.register', creator);
    expect(created.status).toBe(200);
    const token = created.body.result.data.token;
    const me = await api.http.get('/trpc/auth.me', token);
    expect(me.body.result.data.email).toBe(creator.email);

    const bad = await api.http.post('/trpc/auth.register', { name: 'A', email: 'bad', password: 'longenough' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('email: Enter a valid email address');
    expect(bad.body.error.data.fields).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);

    const anonymous = await api.http.get('/trpc/auth.me');
    expect(anonymous.status).toBe(401);
  });
});

describe('the /api shim', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const res = await api.http.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/No API route/);
  });
});

describe('POST /api/auth/change-password', () => {
  it('checks the current password, then ends the other sessions but not this one', async () => {
    const creator = newCreator();
    const first = await api.http.post('/api/auth/register', creator);
    const second = await api.http.post('/api/auth/login', { email: creator.email, password: creator.password });

    const wrong = await api.http.post('/api/auth/change-password', { current_password: 'nope-nope', new_password: 'brand-new-pass' }, first.body.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Current password is incorrect');

    const short = await api.http.post('/api/auth/change-password', { current_password: creator.password, new_password: '123' }, first.body.token);
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('new_password: Password must be at least 6 characters');

    const ok = await api.http.post('/api/auth/change-password', { current_password: creator.password, new_password: 'brand-new-pass' }, first.body.token);
    expect(ok.status).toBe(200);
    expect((await api.http.get('/api/auth/me', first.body.token)).status).toBe(200);
    expect((await api.http.get('/api/auth/me', second.body.token)).status).toBe(401);

    expect((await api.http.post('/api/auth/login', { email: creator.email, password: creator.password })).status).toBe(401);
    expect((await api.http.post('/api/auth/login', { email: creator.email, password: 'brand-new-pass' })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await api.http.post('/api/auth/change-password', { new_password: 'whatever1' })).status).toBe(401);
  });
});
