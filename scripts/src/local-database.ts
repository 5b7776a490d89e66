import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@fanline/db';
import { DATA_DIR } from './paths';

export interface LocalDatabase {
  url: string;
  /** True when this process started the embedded server (and must stop it). */
  started: boolean;
  stop(): Promise<void>;
}

const CLUSTER_DIR = path.join(DATA_DIR, 'postgres');
const DATABASE = 'fanline';

function embeddedPort(): number {
  // Its own port, so a system PostgreSQL on 5432 never collides with it.
  return Number(process.env.EMBEDDED_PG_PORT ?? 54329);
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The database every local process uses: DATABASE_URL when set; otherwise the
 * embedded PostgreSQL under ./.data, reusing it when `npm start` already runs it.
 */
export async function openLocalDatabase(onLog?: (line: string) => void): Promise<LocalDatabase> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) return { url: fromEnv, started: false, stop: async () => {} };

  const passwordFile = `${CLUSTER_DIR}.password`;
  if (existsSync(passwordFile)) {
    const password = encodeURIComponent(readFileSync(passwordFile, 'utf8').trim());
    const url = `postgres://postgres:${password}@127.0.0.1:${embeddedPort()}/${DATABASE}`;
    if (await canConnect(url)) return { url, started: false, stop: async () => {} };
  }

  const handle = await startEmbeddedPostgres({
    dataDir: CLUSTER_DIR,
    port: embeddedPort(),
    database: DATABASE,
    onLog,
  });
  return { url: handle.connectionString, started: true, stop: handle.stop };
}
