import type { Insertable } from 'kysely';
import type { Database, Db } from '@fanline/db';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table here (messages, 11 columns). */
const BATCH = 1000;

/** Multi-row INSERTs of `BATCH` rows, in order (message ids must follow time within a conversation). */
export async function insertInBatches<T extends keyof Database & string>(db: Db, table: T, rows: readonly Insertable<Database[T]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    // Kysely cannot narrow a generic table's insert type; the rows are typed by the caller.
    await db.insertInto(table).values(rows.slice(start, start + BATCH) as never).execute();
  }
}
