import DataLoader from 'dataloader';
import { sql, type CompiledQuery } from 'kysely';
import { preparedStatement, type Db } from '@fanline/db';
import { USER_COLUMNS } from './user-columns';

/**
 * Sessions and their users, a row each, by session ids (the query's one
 * parameter, an array of distinct ids). The ids are a table joined to the
 * sessions, so the plan prepared once probes each primary key in turn,
 * whether one id comes or a hundred (`sessions.id = ANY($1)` got a generic
 * plan that read and hashed the whole users table of the bench's world).
 */
function sessionsByIds(db: Db, ids: readonly string[]) {
  const wanted = sql<{ id: string }>`unnest(${[...ids]}::text[])`.as<'wanted'>(sql`wanted(id)`);
  return db
    .selectFrom(wanted)
    .innerJoin('sessions', 'sessions.id', 'wanted.id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(USER_COLUMNS.map((column) => `users.${column}` as const))
    .select([
      'sessions.id as session_id',
      'sessions.secret_hash',
      'sessions.ip',
      'sessions.user_agent',
      'sessions.created_at as session_created_at',
      'sessions.expires_at',
    ]);
}

/** A session and its user in one row, as the lookup reads them. */
export type SessionLookupRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionsByIds>['executeTakeFirst']>>>;

const compiledLookups = new WeakMap<Db, CompiledQuery<SessionLookupRow>>();

/**
 * The lookup compiled once per database handle, and prepared once per
 * connection (decision 020): building and compiling it cost about 20 µs a
 * request, and PostgreSQL's planning of the join cost more than running it.
 */
function compiledLookup(db: Db): CompiledQuery<SessionLookupRow> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = preparedStatement('session_lookups', sessionsByIds(db, []).compile());
    compiledLookups.set(db, compiled);
  }
  return compiled;
}

/** More ids than this in one turn of the event loop go as further statements. */
const MAX_SESSIONS_PER_STATEMENT = 100;

const lookups = new WeakMap<Db, DataLoader<string, SessionLookupRow | null>>();

/**
 * The session lookups every signed-in request starts, gathered per turn of the
 * event loop and sent as one statement (decision 021). Under load many
 * requests arrive in one turn; each lookup sent alone cost the API a
 * round trip of its own (pg's messages, a socket write, parsing the answer's
 * description) and PostgreSQL a statement of its own. The batch runs in
 * setImmediate, after the turn's I/O callbacks have started their requests.
 *
 * Nothing is cached: `cache: false`, and a batch is read after every lookup in
 * it was asked for, so a session ended before a request arrived is never
 * found. Only the row is shared; each request still checks its own secret.
 */
function lookupsOf(db: Db): DataLoader<string, SessionLookupRow | null> {
  let loader = lookups.get(db);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const { rows } = await db.executeQuery<SessionLookupRow>({ ...compiledLookup(db), parameters: [[...new Set(ids)]] });
        const byId = new Map(rows.map((row) => [row.session_id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: MAX_SESSIONS_PER_STATEMENT },
    );
    lookups.set(db, loader);
  }
  return loader;
}

/** The session with this id and its user, or null when there is none. */
export function findSessionWithUser(db: Db, sessionId: string): Promise<SessionLookupRow | null> {
  return lookupsOf(db).load(sessionId);
}
