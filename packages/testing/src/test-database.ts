import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '@fanline/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL to a maintenance database on the test server, used to create and drop test databases. */
    pgAdminUrl: string;
    /** A migrated, seeded database that each test file copies with CREATE DATABASE … TEMPLATE. */
    pgTemplateDatabase: string;
  }
}

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplateDatabase');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = createDb({ connectionString: url, maxConnections: 5, applicationName: 'fanline-test' });
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
