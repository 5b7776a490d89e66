import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createDb, migrateToLatest } from '@fanline/db';
import { seedPlans } from '@fanline/services';
import { freePort } from './free-port';
import type { TestDatabase } from './test-database';

/**
 * A migrated PostgreSQL with pgvector, for the tests of vector search: the
 * servers tests otherwise use (this machine's Debian PostgreSQL 15, the
 * embedded one) lack the extension. PGlite is PostgreSQL compiled to
 * WebAssembly, with pgvector and the contrib modules Fanline's migrations use
 * built for it; its socket server speaks the wire protocol on 127.0.0.1, so
 * Fanline's own pg pool, Kysely and migrations run against it unchanged.
 * Migrated and seeded as the template database is.
 *
 * PGlite has one session: its server runs one query at a time, and while a
 * connection is in a transaction only that connection's queries, so
 * connections are serialised, never mixed. `drop` shuts it down.
 */
export async function startVectorPostgres(): Promise<TestDatabase> {
  const pglite = await PGlite.create({ extensions: { vector, pg_trgm, btree_gin } });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port, maxConnections: 10 });
  await server.start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // One connection: Fanline's pool prepares named statements, which PGlite's one session would see twice from two.
  const db = createDb({ connectionString: url, maxConnections: 1, applicationName: 'fanline-test' });
  await migrateToLatest(db, url);
  await seedPlans(db);
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      await server.stop();
      await pglite.close();
    },
  };
}
