import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, startTsProcess, type TestDatabase } from '@fanline/testing';

const root = path.resolve(import.meta.dirname, '../../..');
const entry = path.join(root, 'apps/api/src/main.ts');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('the API process', () => {
  it('deletes expired sessions, old sign-in failures and abandoned Google states', async () => {
    const db = database.db;
    const user = await db
      .insertInto('users')
      .values({ name: 'Sweep', email: 'sweep@example.com', password_hash: null, referral_code: 'SWEEP1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const longAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    await db
      .insertInto('sessions')
      .values([
        { id: 'expired-session', secret_hash: Buffer.alloc(32), user_id: user.id, created_at: longAgo, expires_at: longAgo },
        { id: 'live-session', secret_hash: Buffer.alloc(32), user_id: user.id, created_at: new Date(), expires_at: inAMonth },
      ])
      .execute();
    await db
      .insertInto('login_failures')
      .values([
        { email: 'sweep@example.com', ip: '10.0.0.1', created_at: longAgo },
        { email: 'sweep@example.com', ip: '10.0.0.1', created_at: new Date() },
      ])
      .execute();
    await db.insertInto('oauth_states').values({ state: 'abandoned', provider: 'google', code_verifier: 'v', created_at: longAgo }).execute();

    const port = await freePort();
    const api = startTsProcess(
      entry,
      { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: database.url, APP_SECRET: 'a'.repeat(40), PORT: String(port), HOST: '127.0.0.1' },
      root,
    );
    try {
      await api.waitFor(/Expired sign-in records deleted/);
      expect(api.output()).toMatch(/"sessions":1,"login_failures":1,"oauth_states":1/);
      expect(await db.selectFrom('sessions').select('id').execute()).toEqual([{ id: 'live-session' }]);
      expect(await db.selectFrom('login_failures').select('id').execute()).toHaveLength(1);
      expect(await db.selectFrom('oauth_states').select('state').execute()).toHaveLength(0);
    } finally {
      api.child.kill('SIGTERM');
      expect((await api.exited()).code).toBe(0);
    }
  });
});
