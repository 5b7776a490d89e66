import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool, durableTransaction } from '@fanline/db';
import { createTestDatabase, type TestDatabase } from '@fanline/testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** Opens `count` connections at once (each query holds its own until it returns). */
async function openConnections(pool: ReturnType<typeof createPool>, count: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, () => pool.query('SELECT pg_sleep(0.05)')));
}

async function backendsNamed(name: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${name}`.execute(database.db);
  return rows[0]?.n ?? 0;
}

describe('database pool (the runner keeps its connections warm)', () => {
  it('closes connections that sit idle, by default', async () => {
    const pool = createPool({ connectionString: database.url, maxConnections: 3, idleTimeoutMs: 50, applicationName: 'pool-default' });
    try {
      await openConnections(pool, 3);
      expect(pool.totalCount).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(pool.totalCount).toBe(0);
    } finally {
      await pool.end();
    }
  });

  it('keeps every opened connection with keepConnections, so a burst after a quiet spell finds warm backends', async () => {
    const pool = createPool({ connectionString: database.url, maxConnections: 3, idleTimeoutMs: 50, keepConnections: true, applicationName: 'pool-kept' });
    try {
      await openConnections(pool, 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(pool.totalCount).toBe(3);
      expect(await backendsNamed('pool-kept')).toBe(3);
    } finally {
      await pool.end();
    }
  });

  it('commits without waiting for the WAL flush with asyncCommit, except inside a durable transaction', async () => {
    const fast = createDb({ connectionString: database.url, maxConnections: 1, asyncCommit: true });
    const setting = async (db: typeof fast) => (await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db)).rows[0]?.synchronous_commit;
    try {
      expect(await setting(database.db)).toBe('on');
      expect(await setting(fast)).toBe('off');
      expect(await durableTransaction(fast, (trx) => setting(trx))).toBe('on');
      // SET LOCAL ends with its transaction: the session is back to asynchronous commits.
      expect(await setting(fast)).toBe('off');
    } finally {
      await fast.destroy();
    }
  });
});
