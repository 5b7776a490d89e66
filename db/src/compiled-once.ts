import { CompiledQuery, type Kysely } from 'kysely';

/** Where a value goes in a statement compiled once; filled in by its key on every run. */
class Placeholder {
  constructor(readonly key: string) {}
}

/** What a compiled-once statement's builder is given for each of its values. */
export type PlaceholderOf<Values> = <K extends keyof Values & string>(key: K) => Values[K];

/**
 * A statement whose text is built and compiled once, on its first run, with a
 * placeholder where each value goes; every later run only puts the values in
 * their places. The fan pipeline's own statements are large, and Kysely built
 * and compiled each of them anew for every fan message: 0.4 ms of the
 * runner's CPU per message on a slow machine, more than PostgreSQL spent
 * running the prepared read (docs/benchmarks.md, "Compiled once, and what the runner's profile counts").
 *
 * The text must not depend on the values: a choice that changes it (a charge
 * taken or not) is a statement of its own. A value may only be passed
 * through, never computed with (a placeholder is not a number), and a
 * builder that uses Kysely's `in` with a list cannot be compiled once (the
 * list's length is in the text). Every parameter must be a placeholder, so a
 * value read once at compile time (a date, a constant that later changes)
 * cannot hide in the text: the first run throws instead.
 */
export function compiledOnce<Values extends Record<string, unknown>, R, DB>(
  build: (db: Kysely<DB>, value: PlaceholderOf<Values>) => CompiledQuery<R>,
): (db: Kysely<DB>, values: Values) => CompiledQuery<R> {
  let compiled: { sql: string; keys: string[] } | undefined;
  return (db, values) => {
    compiled ??= compileWithPlaceholders(db, build);
    const { sql, keys } = compiled;
    // A fresh query id per run, as Kysely gives each query it compiles (plugins key their state by it).
    return CompiledQuery.raw(sql, keys.map((key) => values[key])) as CompiledQuery<R>;
  };
}

function compileWithPlaceholders<Values, R, DB>(db: Kysely<DB>, build: (db: Kysely<DB>, value: PlaceholderOf<Values>) => CompiledQuery<R>) {
  // The placeholder stands in for the value's type only as far as Kysely, which passes it through to the parameters.
  const value = ((key: string) => new Placeholder(key)) as unknown as PlaceholderOf<Values>;
  const { sql, parameters } = build(db, value);
  const keys = parameters.map((parameter, index) => {
    if (parameter instanceof Placeholder) return parameter.key;
    throw new Error(`A statement compiled once takes every value through a placeholder; parameter $${index + 1} is ${JSON.stringify(parameter)}`);
  });
  return { sql, keys };
}
