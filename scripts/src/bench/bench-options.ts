import { parseArgs } from 'node:util';

export interface BenchOptions {
  bots: number;
  fans: number;
  /** Target fan messages per second across all bots. */
  rate: number;
  seconds: number;
  idleBots: number;
  /** Runner processes sharing the load phase's bots through their leases. */
  runners: number;
  /** An admin URL on a server where the bench may create a database; otherwise an embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /** BENCH_RUNNER_LOG: a file to keep the load runners' output in, to read their logs afterwards. */
  runnerLogFile: string | undefined;
}

const USAGE = 'Usage: npm run bench:runner -- [--bots 50] [--fans 20] [--rate 200] [--seconds 20] [--idle-bots 1000] [--runners 1]';

function positiveInteger(name: string, raw: string, min: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer ≥ ${min} (got "${raw}")\n${USAGE}`);
  return value;
}

/** Reads the flags (and BENCH_DATABASE_URL, BENCH_RUNNER_LOG); `--idle-bots 0` skips the idle-memory phase. */
export function parseBenchOptions(args: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      bots: { type: 'string', default: '50' },
      fans: { type: 'string', default: '20' },
      rate: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '20' },
      'idle-bots': { type: 'string', default: '1000' },
      runners: { type: 'string', default: '1' },
    },
    strict: true,
  });
  return {
    bots: positiveInteger('bots', values.bots, 1),
    fans: positiveInteger('fans', values.fans, 1),
    rate: positiveInteger('rate', values.rate, 1),
    seconds: positiveInteger('seconds', values.seconds, 1),
    idleBots: positiveInteger('idle-bots', values['idle-bots'], 0),
    runners: positiveInteger('runners', values.runners, 1),
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    runnerLogFile: process.env.BENCH_RUNNER_LOG || undefined,
  };
}
