import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbConfig {
  connectionString: string;
  /** Pool size; small by default because each process runs on a 2-core box. */
  maxConnections?: number;
  applicationName?: string;
  /**
   * Keep every connection once opened instead of closing those idle for 10 s.
   * For a process with steady traffic (the runner): a fresh backend pays for
   * its catalog caches and PL/pgSQL compilation on its first queries, which a
   * burst after a quiet spell would otherwise feel as a stall.
   */
  keepConnections?: boolean;
  /**
   * Commit without waiting for the WAL flush (synchronous_commit=off) on this
   * pool's sessions. Only for high-volume, low-value writes (the runner's chat
   * messages and per-reply metering): a server crash can lose the last fraction
   * of a second of them, never half a transaction. Anything that records money
   * must opt back in with `durableTransaction`.
   */
  asyncCommit?: boolean;
  /** How long a connection may sit idle before the pool closes it (pg's default, 10 s, when unset). */
  idleTimeoutMs?: number;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const NUMERIC_ARRAY_OID = 1231;

// Ids, counts and Telegram ids stay far below 2^53, and money is numeric(10,2),
// so numbers are exact enough and far easier to use than strings.
const builtinParser = pg.types.getTypeParser as (oid: number, format: 'text' | 'binary') => (value: string) => unknown;
const parseNumericArray = builtinParser(NUMERIC_ARRAY_OID, 'text') as (value: string) => string[];

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    if (oid === NUMERIC_ARRAY_OID) return (value: string) => parseNumericArray(value).map(Number);
    return builtinParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

export function createPool(config: DbConfig): pg.Pool {
  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: config.maxConnections ?? 10,
    ...(config.keepConnections ? { min: config.maxConnections ?? 10 } : {}),
    ...(config.idleTimeoutMs !== undefined ? { idleTimeoutMillis: config.idleTimeoutMs } : {}),
    application_name: config.applicationName ?? 'fanline',
    ...(config.asyncCommit ? { options: '-c synchronous_commit=off' } : {}),
    types: typeParsers,
  });
  // An idle connection the server closes (a restart, a dropped database) must
  // not crash the process: the pool discards it and the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

/** Creates a Kysely client on its own pool; call `db.destroy()` to close it. */
export function createDb(config: DbConfig): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(createPool(config)) }) });
}
