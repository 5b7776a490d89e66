import { parseArgs } from 'node:util';
import { integerFlag } from './integer-flag';

export interface AnalyticsBenchOptions {
  messages: number;
  payments: number;
  bots: number;
  creators: number;
  /** Fans per bot; each has one conversation. */
  fansPerBot: number;
  tipPrompts: number;
  days: number;
  /** Timed requests per endpoint, after the warm-up. */
  requests: number;
  /** Rows per INSERT … SELECT, so the statement triggers roll each chunk up in one pass. */
  chunk: number;
  /** Leave the database in place (and print its URL) for EXPLAIN afterwards. */
  keep: boolean;
  /** Time the endpoints against a database an earlier --keep run left, without generating. */
  reuseUrl: string | undefined;
  /** An admin URL on a server where the bench may create a database; otherwise an embedded PostgreSQL. */
  databaseUrl: string | undefined;
}

const USAGE =
  'Usage: npm run bench:analytics -- [--messages 10000000] [--payments 1000000] [--bots 200] [--creators 20] [--fans-per-bot 2500]\n' +
  '  [--tip-prompts 500000] [--days 90] [--requests 200] [--chunk 1000000] [--keep] [--reuse postgres://…/fanline_bench_…]';

/** Reads the flags (and BENCH_DATABASE_URL). */
export function parseAnalyticsBenchOptions(args: string[] = process.argv.slice(2)): AnalyticsBenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      messages: { type: 'string', default: '10000000' },
      payments: { type: 'string', default: '1000000' },
      bots: { type: 'string', default: '200' },
      creators: { type: 'string', default: '20' },
      'fans-per-bot': { type: 'string', default: '2500' },
      'tip-prompts': { type: 'string', default: '500000' },
      days: { type: 'string', default: '90' },
      requests: { type: 'string', default: '200' },
      chunk: { type: 'string', default: '1000000' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'string' },
    },
    strict: true,
  });
  const options: AnalyticsBenchOptions = {
    messages: integerFlag('messages', values.messages, 2, USAGE),
    payments: integerFlag('payments', values.payments, 0, USAGE),
    bots: integerFlag('bots', values.bots, 1, USAGE),
    creators: integerFlag('creators', values.creators, 1, USAGE),
    fansPerBot: integerFlag('fans-per-bot', values['fans-per-bot'], 1, USAGE),
    tipPrompts: integerFlag('tip-prompts', values['tip-prompts'], 0, USAGE),
    days: integerFlag('days', values.days, 1, USAGE),
    requests: integerFlag('requests', values.requests, 1, USAGE),
    chunk: integerFlag('chunk', values.chunk, 1000, USAGE),
    keep: values.keep,
    reuseUrl: values.reuse,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  };
  if (options.bots < options.creators) throw new Error(`--bots (${options.bots}) must be at least --creators (${options.creators})\n${USAGE}`);
  return options;
}
