import { parseArgs } from 'node:util';
import { integerFlag } from './integer-flag';

export interface InboxBenchOptions {
  /** Fans of the creator under test, each with one conversation, over `bots` bots. */
  fans: number;
  /** Messages in those conversations (fan messages and replies, some by the creator). */
  messages: number;
  bots: number;
  /** Other creators, each with three bots, so every ownership filter has rows to skip. */
  otherCreators: number;
  /** Fans of each other creator; their conversations hold ten messages each on average. */
  otherFans: number;
  /** How far back fans first wrote. */
  days: number;
  /** Timed requests per case and way (HTTP, service), after the warm-up. */
  requests: number;
  /** Print EXPLAIN (ANALYZE, BUFFERS) of every query of each case that misses its target. */
  explain: boolean;
  /** Leave the database in place (and print its URL) for EXPLAIN afterwards. */
  keep: boolean;
  /** Time the cases against a database an earlier --keep run left, without generating. */
  reuseUrl: string | undefined;
  /** An admin URL on a server where the bench may create a database; otherwise an embedded PostgreSQL. */
  databaseUrl: string | undefined;
}

const USAGE =
  'Usage: npm run bench:inbox -- [--fans 100000] [--messages 1000000] [--bots 10] [--other-creators 4] [--other-fans 5000]\n' +
  '  [--days 180] [--requests 200] [--explain] [--keep] [--reuse postgres://…/fanline_bench_…]\n' +
  'Environment: BENCH_DATABASE_URL (create the database on this server instead of an embedded PostgreSQL).';

/** Reads the flags (and BENCH_DATABASE_URL). */
export function parseInboxBenchOptions(args: string[] = process.argv.slice(2)): InboxBenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      fans: { type: 'string', default: '100000' },
      messages: { type: 'string', default: '1000000' },
      bots: { type: 'string', default: '10' },
      'other-creators': { type: 'string', default: '4' },
      'other-fans': { type: 'string', default: '5000' },
      days: { type: 'string', default: '180' },
      requests: { type: 'string', default: '200' },
      explain: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'string' },
    },
    strict: true,
  });
  const options: InboxBenchOptions = {
    fans: integerFlag('fans', values.fans, 100, USAGE),
    messages: integerFlag('messages', values.messages, 200, USAGE),
    bots: integerFlag('bots', values.bots, 1, USAGE),
    otherCreators: integerFlag('other-creators', values['other-creators'], 1, USAGE),
    otherFans: integerFlag('other-fans', values['other-fans'], 10, USAGE),
    days: integerFlag('days', values.days, 2, USAGE),
    requests: integerFlag('requests', values.requests, 10, USAGE),
    explain: values.explain,
    keep: values.keep,
    reuseUrl: values.reuse,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  };
  if (options.messages < 2 * options.fans) throw new Error(`--messages must be at least twice --fans (one exchange per conversation)\n${USAGE}`);
  return options;
}
