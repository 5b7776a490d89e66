import { createDb, migrateToLatest, type Db } from '@fanline/db';
import { openBenchDatabase, type BenchDatabase } from './bench-database';
import { progress, type StopOnExit } from './load-phase';

/** How a database benchmark (`npm run bench:inbox`, `bench:analytics`) gets its data and times it. */
export interface Bench<Options, Data extends { close(): Promise<void> }> {
  /** Starts the line that says why a run failed: "<name> failed: …". */
  name: string;
  parseOptions(): Options;
  openData(options: Options): Promise<Data>;
  time(data: Data, options: Options): Promise<void>;
}

const reported = new WeakSet<object>();

/**
 * Says why the run failed, once per error, before the teardown: closing a
 * database can end the process on a dropped connection, and the reason would
 * be lost.
 */
function reportFailure(name: string, error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** An existing bench database (--reuse, left by an earlier --keep run), migrated to the current schema; closing it only disconnects. */
export async function openReusedDatabase(url: string): Promise<BenchDatabase> {
  const db = createDb({ connectionString: url, maxConnections: 4, applicationName: 'fanline-bench' });
  await migrateToLatest(db, url);
  return { db, url, close: () => db.destroy() };
}

/**
 * A new bench database (on BENCH_DATABASE_URL, or an embedded PostgreSQL)
 * filled by `fill`; `name` is the bench's, for the failure line. Closing it drops it, or with --keep leaves it and says how
 * to time it again. A failed fill is reported, then the database closed.
 */
export async function openFilledDatabase<Filled>(
  name: string,
  options: { databaseUrl?: string; keep: boolean },
  fill: (db: Db) => Promise<Filled>,
): Promise<BenchDatabase & { filled: Filled }> {
  progress(options.databaseUrl ? 'creating a database on BENCH_DATABASE_URL' : 'starting an embedded PostgreSQL');
  const database = await openBenchDatabase(options.databaseUrl);
  const close = async () => {
    if (!options.keep) return database.close();
    progress(`kept the database: ${database.url} (time it again with --reuse ${database.url})`);
    await database.db.destroy();
  };
  try {
    return { db: database.db, url: database.url, filled: await fill(database.db), close };
  } catch (error) {
    reportFailure(name, error);
    await close();
    throw error;
  }
}

/**
 * Runs a benchmark as the script's whole work: opens its data, times it, and
 * closes the data however the run ends (Ctrl-C too), then exits 0, or 1 after
 * saying why.
 */
export function runBench<Options, Data extends { close(): Promise<void> }>(bench: Bench<Options, Data>): void {
  const main = async () => {
    let data: Data | undefined;
    try {
      const options = bench.parseOptions();
      data = await bench.openData(options);
      process.once('SIGINT', () => void data?.close().finally(() => process.exit(130)));
      await bench.time(data, options);
    } catch (error) {
      reportFailure(bench.name, error);
      throw error;
    } finally {
      await data?.close();
    }
  };
  main().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}

/**
 * Runs a benchmark that starts processes and servers as it goes: each
 * registers its clean-up with `stopOnExit`, and they run newest first however
 * the run ends (Ctrl-C too). Exits 0, or 1 after "<name> failed: …".
 */
export function runWithTeardown(name: string, body: (stopOnExit: StopOnExit) => Promise<void>): void {
  const teardown: (() => Promise<void>)[] = [];
  let tornDown: Promise<void> | undefined;
  const tearDown = () =>
    (tornDown ??= (async () => {
      for (const stop of teardown.reverse()) await stop().catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
    })());
  process.once('SIGINT', () => void tearDown().finally(() => process.exit(130)));
  body((stop) => void teardown.push(stop))
    .finally(tearDown)
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
}
