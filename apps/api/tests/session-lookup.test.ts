import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@fanline/db';
import { createSession, validateSessionToken } from '@fanline/services';
import { signUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

// The session lookup every authenticated request runs is a prepared statement
// (db/src/prepared-statements.ts): PostgreSQL plans it once per connection.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the session lookup', () => {
  it('is prepared once on a connection and run by name after that', async () => {
    const creator = await signUpCreator(api);
    // One connection, so the statements listed are the ones this pool's only session prepared.
    const db = createDb({ connectionString: api.database.url, maxConnections: 1 });
    try {
      const { token } = await createSession(db, creator.id);
      for (let i = 0; i < 3; i += 1) expect((await validateSessionToken(db, token))?.user.id).toBe(creator.id);
      const { rows } = await sql<{ name: string }>`SELECT name FROM pg_prepared_statements`.execute(db);
      expect(rows.map((row) => row.name)).toEqual(['session_lookup']);
    } finally {
      await db.destroy();
    }
  });

  it('keeps answering signed-in requests after a migration adds a column to users under the running server', async () => {
    const creator = await signUpCreator(api);
    const before = await api.http.get('/api/auth/me', creator.token);
    expect(before.status).toBe(200);
    await sql`ALTER TABLE users ADD COLUMN nickname text`.execute(api.database.db);
    try {
      // Every pooled connection that prepared the lookup runs it again: a prepared users.* would now fail on each.
      const after = await Promise.all(Array.from({ length: 8 }, () => api.http.get('/api/auth/me', creator.token)));
      expect(after.map((res) => res.status)).toEqual(Array(8).fill(200));
      expect(after[0]?.body).toEqual(before.body);
    } finally {
      await sql`ALTER TABLE users DROP COLUMN nickname`.execute(api.database.db);
    }
  });

  it('recovers when a migration changes the type of a column it reads under the running server', async () => {
    const creator = await signUpCreator(api);
    const before = await Promise.all(Array.from({ length: 8 }, () => api.http.get('/api/auth/me', creator.token)));
    expect(before.map((res) => res.status)).toEqual(Array(8).fill(200));
    // Every connection prepared the lookup; its name column now comes back as another type.
    await sql`ALTER TABLE users ALTER COLUMN name TYPE varchar(200)`.execute(api.database.db);
    try {
      for (let round = 0; round < 2; round += 1) {
        const after = await Promise.all(Array.from({ length: 8 }, () => api.http.get('/api/auth/me', creator.token)));
        expect(after.map((res) => res.status)).toEqual(Array(8).fill(200));
        expect(after[0]?.body).toEqual(before[0]?.body);
      }
    } finally {
      await sql`ALTER TABLE users ALTER COLUMN name TYPE text`.execute(api.database.db);
    }
  });
});
