import type { Db } from '@fanline/db';

/**
 * One md5 per table of the public schema, over its rows as text in a fixed order: equal snapshots mean no row changed.
 * rate_limits is left out: a refused request (a badly signed webhook) rightly counts against its sender's limit.
 */
export type TableSnapshot = Record<string, string | null>;

export async function snapshotTables(db: Db): Promise<TableSnapshot> {
  // The table names are only known at run time, so the builder is typed loosely here.
  const loose = db as any;
  const tables: { table_name: string }[] = await loose
    .selectFrom('information_schema.tables')
    .select('table_name')
    .where('table_schema', '=', 'public')
    .where('table_type', '=', 'BASE TABLE')
    .where('table_name', '!=', 'rate_limits')
    .orderBy('table_name')
    .execute();
  const row = await loose
    .selectNoFrom((eb: any) =>
      tables.map(({ table_name }) =>
        eb
          .selectFrom(`${table_name} as r`)
          .select((e: any) => {
            const asText = e.cast(e.ref('r'), 'text');
            return e.fn('md5', [e.fn.agg('string_agg', [asText, e.val('\n')]).orderBy(asText)]).as('h');
          })
          .as(table_name),
      ),
    )
    .executeTakeFirstOrThrow();
  return row as TableSnapshot;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
