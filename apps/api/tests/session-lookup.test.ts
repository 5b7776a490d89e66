import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@fanline/db';
import { createSession, invalidateSession, validateSessionToken } from '@fanline/services';
import { signUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

// The session lookup every authenticated request runs is a prepared statement
// (db/src/prepared-statements.ts): PostgreSQL plans it once per connection.
// The lookups started in one turn of the event loop go as one statement (decision 021).

/**
 * Looks the token up on `count` connections of the pool at once, each held
 * until all have looked (one lookup per connection, so each prepares or runs
 * its own statement), and returns the user each found and its connection.
 */
async function lookUpOnSeveralConnections(db: Db, count: number, token: string): Promise<{ userId: string | undefined; backend: number }[]> {
  let looked = 0;
  let allLooked!: () => void;
  const everyoneLooked = new Promise<void>((resolve) => (allLooked = resolve));
  return Promise.all(
    Array.from({ length: count }, () =>
      db.connection().execute(async (connection) => {
        const found = await validateSessionToken(connection, token);
        const { rows } = await sql<{ backend: number }>`SELECT pg_backend_pid() AS backend`.execute(connection);
        looked += 1;
        if (looked === count) allLooked();
        await everyoneLooked;
        return { userId: found?.user.id, backend: rows[0]?.backend ?? 0 };
      }),
    ),
  );
}

/** How many times this connection has run the prepared lookup (PostgreSQL counts each plan it ran). */
async function lookupRuns(db: Db): Promise<number> {
  const { rows } = await sql<{ runs: string }>`SELECT generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE name = 'session_lookups'`.execute(db);
  return Number(rows[0]?.runs ?? 0);
}

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
      expect(rows.map((row) => row.name)).toEqual(['session_lookups']);
    } finally {
      await db.destroy();
    }
  });

  it('sends the lookups started together as one statement, and reads afresh each time after', async () => {
    const creators = await Promise.all(Array.from({ length: 3 }, () => signUpCreator(api)));
    const db = createDb({ connectionString: api.database.url, maxConnections: 1 });
    const runs = () => lookupRuns(db);
    try {
      const sessions = await Promise.all(creators.flatMap((creator) => [createSession(db, creator.id), createSession(db, creator.id)]));
      const tokens = sessions.map((issued) => issued.token);
      const [firstId] = (tokens[0] ?? '').split('.');
      const [, otherSecret] = (tokens[1] ?? '').split('.');
      const asked = [
        ...tokens,
        tokens[0] ?? '',
        `${firstId}.${otherSecret}`, // a real session, another session's secret
        `${'a'.repeat(24)}.${'b'.repeat(24)}`, // no such session
        `\u0000${(firstId ?? '').slice(1)}.${otherSecret}`, // PostgreSQL refuses a NUL in text: it must not fail the others' statement
      ];

      const found = await Promise.all(asked.map((token) => validateSessionToken(db, token)));
      const owners = sessions.map((issued) => issued.session.user_id);
      expect(found.map((valid) => valid?.user.id ?? null)).toEqual([...owners, owners[0], null, null, null]);
      expect(found.map((valid) => valid?.session.id ?? null).slice(0, sessions.length)).toEqual(sessions.map((issued) => issued.session.id));
      expect(await runs()).toBe(1);

      // Nothing is kept between turns: a session ended since is not found, and each later lookup runs again.
      await invalidateSession(db, sessions[0]?.session.id ?? '');
      expect(await validateSessionToken(db, tokens[0] ?? '')).toBeNull();
      expect((await validateSessionToken(db, tokens[1] ?? ''))?.user.id).toBe(owners[1]);
      expect(await runs()).toBe(3);
    } finally {
      await db.destroy();
    }
  });

  it('runs once for a voice clone upload, whose guard looked the session up before the body was read', async () => {
    // A second server over one connection, so that connection's count is every lookup the request made.
    const db = createDb({ connectionString: api.database.url, maxConnections: 1 });
    const single = await startTestApi({ database: { url: api.database.url, db, drop: () => db.destroy() } });
    try {
      const creator = await signUpCreator(single, 'nexus', { has_voice_upgrade: true });
      const before = await lookupRuns(db);
      const res = await fetch(`${single.url}/api/voice-clone`, { method: 'POST', headers: { authorization: `Bearer ${creator.token}` }, body: new FormData() });
      // Past the guard: refused by the procedure for the missing fields, so the route's context had the caller.
      expect(res.status).toBe(400);
      expect(await lookupRuns(db)).toBe(before + 1);
    } finally {
      await single.close();
      await db.destroy();
    }
  });

  it('answers many signed-in requests at once, each with its own user', async () => {
    const creators = await Promise.all(Array.from({ length: 6 }, () => signUpCreator(api)));
    const asked = [...creators, ...creators, ...creators];
    const answers = await Promise.all(asked.map((creator) => api.http.get('/api/auth/me', creator.token)));
    expect(answers.map((res) => res.status)).toEqual(Array(asked.length).fill(200));
    expect(answers.map((res) => res.body.id)).toEqual(asked.map((creator) => creator.id));
    expect(answers.map((res) => res.body.email)).toEqual(asked.map((creator) => creator.email));
  });

  it('keeps answering signed-in requests after a migration adds a column to users under the running server', async () => {
    const creator = await signUpCreator(api);
    const before = await api.http.get('/api/auth/me', creator.token);
    expect(before.status).toBe(200);
    const prepared = await lookUpOnSeveralConnections(api.database.db, 4, creator.token);
    expect(new Set(prepared.map((looked) => looked.backend)).size).toBe(4);
    await sql`ALTER TABLE users ADD COLUMN nickname text`.execute(api.database.db);
    try {
      // Each connection that prepared the lookup runs it again: a prepared users.* would now fail on each.
      const again = await lookUpOnSeveralConnections(api.database.db, 4, creator.token);
      expect(again.map((looked) => looked.userId)).toEqual(Array(4).fill(creator.id));
      const after = await Promise.all(Array.from({ length: 8 }, () => api.http.get('/api/auth/me', creator.token)));
      expect(after.map((res) => res.status)).toEqual(Array(8).fill(200));
      expect(after[0]?.body).toEqual(before.body);
    } finally {
      await sql`ALTER TABLE users DROP COLUMN nickname`.execute(api.database.db);
    }
  });

  it('recovers when a migration changes the type of a column it reads under the running server', async () => {
    const creator = await signUpCreator(api);
    const before = await api.http.get('/api/auth/me', creator.token);
    expect(before.status).toBe(200);
    const prepared = await lookUpOnSeveralConnections(api.database.db, 4, creator.token);
    expect(new Set(prepared.map((looked) => looked.backend)).size).toBe(4);
    // Each of those connections prepared the lookup; its name column now comes back as another type.
    await sql`ALTER TABLE users ALTER COLUMN name TYPE varchar(200)`.execute(api.database.db);
    try {
      const again = await lookUpOnSeveralConnections(api.database.db, 4, creator.token);
      expect(again.map((looked) => looked.userId)).toEqual(Array(4).fill(creator.id));
      for (let round = 0; round < 2; round += 1) {
        const after = await Promise.all(Array.from({ length: 8 }, () => api.http.get('/api/auth/me', creator.token)));
        expect(after.map((res) => res.status)).toEqual(Array(8).fill(200));
        expect(after[0]?.body).toEqual(before.body);
      }
    } finally {
      await sql`ALTER TABLE users ALTER COLUMN name TYPE text`.execute(api.database.db);
    }
  });
});
