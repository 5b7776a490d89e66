import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, migrateToLatest, startEmbeddedPostgres, type Db } from '@fanline/db';
import { seedPlans } from '@fanline/services';
import { freePort } from '@fanline/testing';
import { withTimeout } from './wait-until';

export interface BenchDatabase {
  /** The fresh, migrated and seeded database the runner uses. */
  url: string;
  db: Db;
  /** Drops the database and stops the embedded server if this bench started one. */
  close(): Promise<void>;
}

interface AdminServer {
  adminUrl: string;
  stop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A throwaway embedded PostgreSQL in a temp dir, as the test global setup starts one. */
async function startThrowawayServer(): Promise<AdminServer> {
  const parent = mkdtempSync(path.join(tmpdir(), 'fanline-bench-pg-'));
  // mkdtemp makes the folder private to root; the server runs as the postgres user.
  chmodSync(parent, 0o755);
  const removeDir = () => rmSync(parent, { recursive: true, force: true });
  try {
    const handle = await startEmbeddedPostgres({ dataDir: path.join(parent, 'cluster'), port: await freePort(), database: 'postgres', persistent: false });
    return {
      adminUrl: handle.connectionString,
      stop: async () => {
        await handle.stop();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}

/** Creates a fresh database on `adminUrl` (BENCH_DATABASE_URL) or on an embedded server, then migrates and seeds the plans. */
export async function openBenchDatabase(adminUrl: string | undefined): Promise<BenchDatabase> {
  const server: AdminServer = adminUrl
    ? { adminUrl, stop: async () => {} }
    : await withTimeout('the embedded PostgreSQL to start', startThrowawayServer());
  const name = `fanline_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: server.adminUrl });
  try {
    await withTimeout('a connection to PostgreSQL', admin.connect());
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end().catch(() => {});
    await server.stop();
    throw error;
  }
  const url = withDatabase(server.adminUrl, name);
  const db = createDb({ connectionString: url, maxConnections: 4, applicationName: 'fanline-bench' });
  const close = async () => {
    await db.destroy().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
    await server.stop();
  };
  try {
    await migrateToLatest(db, url);
    await seedPlans(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, db, close };
}
