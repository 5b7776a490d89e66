import type { CompiledQuery, PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** How a statement's text asks to be prepared: a leading comment with the name PostgreSQL keeps it under. */
const PREPARED_MARK = /^\/\* prepared:(\w+) \*\/ /;

/**
 * A compiled query that each connection parses and plans once and then runs
 * by name (pg's named statements), for the few statements every request runs.
 * Planning costs PostgreSQL more than running such a query: the session
 * lookup, a join of two primary-key probes, served twice the requests a
 * second once prepared (docs/benchmarks.md, "auth/me and the floor"). The mark
 * also names the statement in pg_stat_activity.
 *
 * The name must belong to this text alone (pg refuses one name for two texts).
 * Select named columns, not `*`: PostgreSQL refuses to run a prepared `*` whose
 * table gained a column ("cached plan must not change result type"), which a
 * migration would do under a running server. A column whose type changes
 * makes the same error; the pool below recovers from that one. Run a marked
 * statement outside a transaction: that recovery needs a fresh statement.
 */
export function preparedStatement<R>(name: string, query: CompiledQuery<R>): CompiledQuery<R> {
  if (!/^\w+$/.test(name)) throw new Error(`A prepared statement's name is letters, digits and _: ${name}`);
  return { ...query, sql: `/* prepared:${name} */ ${query.sql}` };
}

/**
 * A row's columns listed by name, for a prepared statement (which must not
 * select `*`, see preparedStatement): `everyColumn<FanRow>()([...])` fails to
 * compile while a column of the row is missing from the list, so a migration
 * that adds one makes the build say where.
 */
export function everyColumn<Row>() {
  return <const Columns extends readonly (keyof Row)[]>(
    columns: Columns & (Exclude<keyof Row, Columns[number]> extends never ? unknown : { missingColumns: Exclude<keyof Row, Columns[number]> }),
  ): Columns => columns;
}

/**
 * The pool Kysely is given: pg's, with each client sending a statement marked
 * by preparedStatement as a named one, and every other query as it is. Each pg
 * client keeps one wrapper, since Kysely keeps its connection state per client.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = preparingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/** PostgreSQL's "cached plan must not change result type": a prepared statement's columns changed type under it. */
const RESULT_TYPE_CHANGED = '0A000';

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  let stale = false;
  /**
   * A migration that changes the type of a column a prepared statement reads
   * leaves that connection's prepared copy unable to run again, and pg would
   * keep sending it by name. The statement is run unnamed instead, and the
   * connection is closed when it is handed back, so the pool opens a fresh one.
   */
  const runNamed = async (name: string, text: string, values: unknown[]) => {
    try {
      return await client.query({ name, text, values });
    } catch (error) {
      if ((error as { code?: unknown }).code !== RESULT_TYPE_CHANGED) throw error;
      stale = true;
      return client.query(text, values);
    }
  };
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query(statement: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>): unknown {
    if (typeof statement !== 'string') return client.query(statement as unknown as pg.Submittable);
    const values = parameters ? [...parameters] : [];
    const name = PREPARED_MARK.exec(statement)?.[1];
    return name ? runNamed(name, statement, values) : client.query(statement, values);
  }
  // pg's release(true) closes the connection instead of pooling it.
  return { query, release: () => client.release(stale || undefined) };
}
