import { parseArgs } from 'node:util';
import type { WorldSize } from './api-world';
import { integerFlag } from './integer-flag';

export interface ApiBenchOptions {
  /** The fixed rate each endpoint's latency is measured at, requests per second. */
  rate: number;
  /** Length of each fixed-rate run, after `warmUp` seconds at the same rate. */
  seconds: number;
  warmUp: number;
  /** Flat-out runs: connections and length. */
  connections: number;
  flatSeconds: number;
  /** Alternating floor / auth/me flat-out pairs for the ratio. */
  rounds: number;
  world: WorldSize;
  /** An admin URL on a server where the bench may create a database; otherwise an embedded PostgreSQL. */
  databaseUrl: string | undefined;
}

export const USAGE = `Usage: npm run bench:api -- [options]
  --rate 200           fixed rate of the latency runs, requests/s
  --seconds 12         length of each fixed-rate run (after --warm-up 3 s at the same rate)
  --connections 50     connections of the flat-out runs
  --flat-seconds 10    length of each flat-out run
  --rounds 3           floor / auth/me flat-out pairs for the ratio
  --creators 20 --bots 100 --fans-per-bot 400 --messages 400000
                       the world: every creator has a session; the load cycles through them
  --help               this text
Environment: BENCH_DATABASE_URL (use this server instead of an embedded PostgreSQL),
  API_NODE_ARGS, FLOOR_NODE_ARGS (node flags for the API or the floor process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").`;

/** Reads the flags (and BENCH_DATABASE_URL); undefined after printing the usage for --help. */
export function parseApiBenchOptions(args: string[] = process.argv.slice(2)): ApiBenchOptions | undefined {
  const { values } = parseArgs({
    args,
    options: {
      rate: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '12' },
      'warm-up': { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      'flat-seconds': { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      creators: { type: 'string', default: '20' },
      bots: { type: 'string', default: '100' },
      'fans-per-bot': { type: 'string', default: '400' },
      messages: { type: 'string', default: '400000' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return undefined;
  }
  const creators = integerFlag('creators', values.creators, 1, USAGE);
  const bots = integerFlag('bots', values.bots, 1, USAGE);
  if (bots < creators) throw new Error(`--bots (${bots}) must be at least --creators (${creators})\n${USAGE}`);
  const messages = integerFlag('messages', values.messages, 2, USAGE);
  return {
    rate: integerFlag('rate', values.rate, 1, USAGE),
    seconds: integerFlag('seconds', values.seconds, 1, USAGE),
    warmUp: integerFlag('warm-up', values['warm-up'], 0, USAGE),
    connections: integerFlag('connections', values.connections, 1, USAGE),
    flatSeconds: integerFlag('flat-seconds', values['flat-seconds'], 1, USAGE),
    rounds: integerFlag('rounds', values.rounds, 1, USAGE),
    // Payments and tip prompts in the analytics bench's proportions; 200 other sign-ins per bot (20,000 by default).
    world: { creators, bots, fansPerBot: integerFlag('fans-per-bot', values['fans-per-bot'], 1, USAGE), messages, payments: Math.round(messages / 10), tipPrompts: Math.round(messages / 20), days: 90, otherSessions: bots * 200 },
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  };
}
