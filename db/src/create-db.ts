import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbConfig {
  connectionString: string;
  /** Pool size; small by default because each process runs on a 2-core box. */
  maxConnections?: number;
  applicationName?: string;
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
    application_name: config.applicationName ?? 'fanline',
    types: typeParsers,
  });
  // An idle connection the server closes (a restart, a dropped database) must
  // not crash the process: the pool discards it and the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

/** Creates a Kysely client on its own pool; call `db.destroy()` to close it. */
export function createDb(config: DbConfig): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(config) }) });
}
