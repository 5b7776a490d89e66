import { sql, type Transaction } from 'kysely';
import type { Db } from './create-db';
import type { Database } from './schema';

/**
 * A transaction whose commit waits for the WAL flush, whatever the session's
 * default: on a pool opened with `asyncCommit`, this is how payments and a
 * fan's opt-out or erasure stay durable while chat messages do not wait.
 */
export function durableTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL synchronous_commit TO on`.execute(trx);
    return work(trx);
  });
}
