import { appendFileSync, writeSync } from 'node:fs';
import pg from 'pg';
import type { RunningProcess } from '@fanline/testing';
import { withTimeout } from './wait-until';

/**
 * How the bench counts a runner's round trips to PostgreSQL. The exact
 * server-side counts need what a user's machine may not allow:
 * pg_stat_statements must be in shared_preload_libraries (a server restart),
 * and log_statement is a superuser setting. A TCP proxy between the runner
 * and the server would count exactly, but it adds a hop to every round trip
 * of the process whose latency is being compared. So the runner is started
 * through counted-runner.ts, which wraps pg's Client#query in the runner's own
 * process, before the runner opens a pool: each call is one statement sent
 * with its Sync (or one simple Query) and answered before the next one on
 * that connection, i.e. one round trip, since Fanline does not turn on pg's
 * pipeline mode. Every connection counts: the fan pipeline's pool, the leases'
 * pool and the change feed's listener.
 */
const REPORT_SIGNAL = 'SIGUSR2';
const REPORT_MESSAGE = 'Bench round trips';
const REPORT_LINE = new RegExp(`"message":"${REPORT_MESSAGE}","round_trips":(\\d+)`, 'g');

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

const statementText = (config: unknown) =>
  typeof config === 'string' ? config : typeof config === 'object' && config !== null && 'text' in config ? String(config.text) : '(a submittable)';

/**
 * Runner side: counts every query from now on and prints the count on
 * SIGUSR2. With `sqlLogFile` (BENCH_SQL_LOG) it also keeps each statement,
 * with when it was sent, how long its answer took, its pool and connection,
 * and appends them to that file at each report and at exit: for reading where
 * a fan message's round trips go, not for figures, since it costs the runner CPU.
 */
export function countRoundTrips(sqlLogFile: string | undefined): void {
  let roundTrips = 0;
  let statements: string[] = [];
  const query = pg.Client.prototype.query as unknown as Query;
  const logged = (client: pg.Client, args: unknown[]) => {
    const { connectionParameters, processID } = client as pg.Client & { connectionParameters?: { application_name?: string }; processID?: number };
    const sentAt = performance.now();
    const result = query.apply(client, args);
    const log = () => {
      const text = statementText(args[0]).replace(/\s+/g, ' ');
      statements.push(`${sentAt.toFixed(3)}\t${(performance.now() - sentAt).toFixed(3)}\t${connectionParameters?.application_name ?? ''}\t${processID ?? ''}\t${text}\n`);
    };
    if (result instanceof Promise) result.then(log, log);
    else log();
    return result;
  };
  (pg.Client.prototype as unknown as { query: Query }).query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    roundTrips += 1;
    return sqlLogFile ? logged(this, args) : query.apply(this, args);
  };
  const writeStatements = () => {
    if (!sqlLogFile || statements.length === 0) return;
    appendFileSync(sqlLogFile, statements.join(''));
    statements = [];
  };
  process.on(REPORT_SIGNAL, () => {
    writeStatements();
    // Synchronous, and shorter than a pipe's atomic write: never interleaved with a log line.
    writeSync(1, `${JSON.stringify({ message: REPORT_MESSAGE, round_trips: roundTrips })}\n`);
  });
  process.on('exit', writeStatements);
}

const reportsIn = (output: string) => [...output.matchAll(REPORT_LINE)];

/** Bench side: the round trips a runner started through counted-runner.ts has made so far. */
export async function readRoundTrips(runner: RunningProcess): Promise<number> {
  const before = reportsIn(runner.output()).length;
  runner.child.kill(REPORT_SIGNAL);
  await withTimeout(
    'a runner to report its round trips',
    (async () => {
      while (reportsIn(runner.output()).length <= before) await new Promise((resolve) => setTimeout(resolve, 5));
    })(),
    10_000,
  );
  return Number(reportsIn(runner.output()).at(-1)?.[1]);
}

/** The runners' round trips so far, summed: a LoadSubject's roundTrips. */
export function roundTripsOf(runners: readonly RunningProcess[]): () => Promise<number> {
  return async () => (await Promise.all(runners.map(readRoundTrips))).reduce((sum, n) => sum + n, 0);
}
