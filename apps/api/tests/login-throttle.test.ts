import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCreator, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  // Behind a trusted proxy the client IP comes from X-Forwarded-For, which lets
  // this test speak from several addresses.
  api = await startTestApi({ trustProxy: true });
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('failed sign-in throttling', () => {
  it('answers 429 after 10 failures for one email, even with the right password', async () => {
    const creator = newCreator();
    await api.http.post('/api/auth/register', creator);
    for (let i = 0; i < 10; i++) {
      const res = await api.http.post('/api/auth/login', { email: creator.email, password: 'wrong-pass' }, undefined, from(`10.0.0.${i}`));
      expect(res.status).toBe(401);
    }
    const blocked = await api.http.post('/api/auth/login', { email: creator.email, password: creator.password }, undefined, from('10.0.1.1'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Too many failed sign-in attempts/);
    expect(blocked.headers.get('retry-after')).toBe('900');
  });

  it('answers 429 after 10 failures from one IP, whatever the email', async () => {
    const creator = newCreator();
    await api.http.post('/api/auth/register', creator);
    for (let i = 0; i < 10; i++) {
      await api.http.post('/api/auth/login', { email: `guess${i}@example.com`, password: 'wrong-pass' }, undefined, from('10.9.9.9'));
    }
    const blocked = await api.http.post('/api/auth/login', { email: creator.email, password: creator.password }, undefined, from('10.9.9.9'));
    expect(blocked.status).toBe(429);
    const elsewhere = await api.http.post('/api/auth/login', { email: creator.email, password: creator.password }, undefined, from('10.9.9.10'));
    expect(elsewhere.status).toBe(200);
  });

  it('forgets failures older than 15 minutes', async () => {
    const creator = newCreator();
    await api.http.post('/api/auth/register', creator);
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await api.database.db
      .insertInto('login_failures')
      .values(Array.from({ length: 10 }, () => ({ email: creator.email, ip: '10.7.7.7', created_at: old })))
      .execute();
    const res = await api.http.post('/api/auth/login', { email: creator.email, password: creator.password }, undefined, from('10.7.7.7'));
    expect(res.status).toBe(200);
  });
});
