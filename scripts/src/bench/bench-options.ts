import { parseArgs } from 'node:util';
import { integerFlag } from './integer-flag';

/** How Telegram reaches the bots in a load phase; each mode named in --modes gets its own phase on fresh bots. */
export type BenchMode = 'polling' | 'webhook';
const MODES: readonly BenchMode[] = ['polling', 'webhook'];

export interface BenchOptions {
  bots: number;
  fans: number;
  /** Target fan messages per second across all bots. */
  rate: number;
  seconds: number;
  /** Length of each flat-out run (the bare bot's, then Fanline's) in the polling phase. */
  flatSeconds: number;
  /** Rounds of every fan writing at once, with the slow model, in the polling phase. */
  burstRounds: number;
  /** The fake model's latency in those rounds, in ms. */
  modelMs: number;
  /** The streamed load: how long the fake model takes to its first piece of text, in ms. */
  firstTokenMs: number;
  idleBots: number;
  /** Runner processes sharing the load phase's bots (polling: through their leases; webhook: through the queue). */
  runners: number;
  /** The load phases to run, always in the order polling, webhook, so runs stay comparable. */
  modes: BenchMode[];
  /** An admin URL on a server where the bench may create a database; otherwise an embedded PostgreSQL. */
  databaseUrl: string | undefined;
  /** BENCH_RUNNER_LOG: a file to keep the load runners' (and the webhook API's) output in, to read their logs afterwards. */
  runnerLogFile: string | undefined;
}

export const USAGE = `Usage: npm run bench:runner -- [options]
  --bots 50            deployed bots in each load phase (fresh bots per mode)
  --fans 20            fans per bot
  --rate 200           fan messages per second across all bots
  --seconds 20         length of each load phase's paced load
  --runners 1          runner processes in each load phase
  --modes polling,webhook
                       load phases to run: polling (the runner long-polls, beside a bare grammY
                       bot with no database on bots of its own: each load goes to the bare bot,
                       then to Fanline), webhook (the API takes Telegram's POSTs and queues
                       them, the runner drains the queue)
  --flat-seconds 10    polling: each fan's next message right after the reply, for this long
  --burst-rounds 3     polling: rounds of every fan writing at the same moment, with a slow model
  --model-ms 250       polling: the fake model's latency in those rounds
  --first-token-ms 200 polling: streamed replies at --rate, the model's first text after this
                       long, timed to the first draft (bots of their own at both bots)
  --idle-bots 1000     idle deployed bots for the memory phase; 0 skips it
  --help               this text
Environment: BENCH_DATABASE_URL (use this server instead of an embedded PostgreSQL),
  BENCH_RUNNER_LOG (file for the load processes' output), RUNNER_NODE_ARGS (e.g. --cpu-prof),
  BENCH_SQL_LOG (file for every statement the runners send, in order; costs them CPU, so not for figures).`;

function modeList(raw: string): BenchMode[] {
  const named = raw.split(',').map((mode) => mode.trim()).filter(Boolean);
  const unknown = named.filter((mode) => !(MODES as readonly string[]).includes(mode));
  if (named.length === 0 || unknown.length > 0) throw new Error(`--modes takes polling, webhook or both, comma-separated (got "${raw}")\n${USAGE}`);
  return MODES.filter((mode) => named.includes(mode));
}

/** Reads the flags (and BENCH_DATABASE_URL, BENCH_RUNNER_LOG; BENCH_SQL_LOG is the runner's); undefined after printing the usage for --help. */
export function parseBenchOptions(args: string[] = process.argv.slice(2)): BenchOptions | undefined {
  const { values } = parseArgs({
    args,
    options: {
      bots: { type: 'string', default: '50' },
      fans: { type: 'string', default: '20' },
      rate: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '20' },
      'flat-seconds': { type: 'string', default: '10' },
      'burst-rounds': { type: 'string', default: '3' },
      'model-ms': { type: 'string', default: '250' },
      'first-token-ms': { type: 'string', default: '200' },
      'idle-bots': { type: 'string', default: '1000' },
      runners: { type: 'string', default: '1' },
      modes: { type: 'string', default: 'polling,webhook' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return undefined;
  }
  return {
    bots: integerFlag('bots', values.bots, 1, USAGE),
    fans: integerFlag('fans', values.fans, 1, USAGE),
    rate: integerFlag('rate', values.rate, 1, USAGE),
    seconds: integerFlag('seconds', values.seconds, 1, USAGE),
    flatSeconds: integerFlag('flat-seconds', values['flat-seconds'], 1, USAGE),
    burstRounds: integerFlag('burst-rounds', values['burst-rounds'], 1, USAGE),
    modelMs: integerFlag('model-ms', values['model-ms'], 0, USAGE),
    firstTokenMs: integerFlag('first-token-ms', values['first-token-ms'], 0, USAGE),
    idleBots: integerFlag('idle-bots', values['idle-bots'], 0, USAGE),
    runners: integerFlag('runners', values.runners, 1, USAGE),
    modes: modeList(values.modes),
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    runnerLogFile: process.env.BENCH_RUNNER_LOG || undefined,
  };
}
