import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import { startBenchApi } from './analytics-api';
import { ANALYTICS_ENDPOINTS, timeEndpoint, type EndpointResult } from './analytics-endpoints';
import { parseAnalyticsBenchOptions, type AnalyticsBenchOptions } from './analytics-options';
import { generatePayments, generateTipPrompts, generateMessages, type ChunkProgress } from './analytics-volume';
import { benchCreators, conversationCount, generateAccounts, type BenchCreator } from './analytics-world';
import { progress } from './load-phase';
import { checkRollups, type RollupCheck } from '../rollup-check';
import { openFilledDatabase, openReusedDatabase, runBench } from './run-bench';
import { settleForReads, type Visibility } from './settle-for-reads';

const TARGET_P95_MS = 50;
const NAME = 'analytics benchmark';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

interface Generation {
  creators: BenchCreator[];
  phases: { name: string; ms: number }[];
  totalMs: number;
  visibility: Visibility[];
}

const onChunk: ChunkProgress = (table, done, total, ms) => progress(`${table}: ${count(done)}/${count(total)} (chunk ${seconds(ms)})`);

/** All rows server-side on one connection, triggers on, so the rollups are built as in production. */
async function generate(db: Db, options: AnalyticsBenchOptions): Promise<Generation> {
  const phases: Generation['phases'] = [];
  const started = performance.now();
  const phase = async <T>(name: string, body: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    const result = await body();
    phases.push({ name, ms: performance.now() - at });
    progress(`${name} done in ${seconds(performance.now() - at)}`);
    return result;
  };
  const creators = await db.connection().execute(async (conn) => {
    // Session settings only: room for the triggers' aggregates, and no fsync wait per chunk.
    await sql`SET work_mem = '256MB'`.execute(conn);
    await sql`SET synchronous_commit = off`.execute(conn);
    const accounts = await phase('creators, bots, fans, conversations', () => generateAccounts(conn, options));
    const conversations = await conversationCount(conn);
    const spec = { chunk: options.chunk, days: options.days, conversations };
    await phase('messages', () => generateMessages(conn, { ...spec, total: options.messages }, onChunk));
    if (options.payments > 0) await phase('fan_payments', () => generatePayments(conn, { ...spec, total: options.payments }, onChunk));
    if (options.tipPrompts > 0) await phase('tip_prompts', () => generateTipPrompts(conn, { ...spec, total: options.tipPrompts }, onChunk));
    return accounts;
  });
  // Autovacuum would get here on its own; the index-only scans need the visibility map.
  const visibility = await phase('VACUUM ANALYZE', () => settleForReads(db));
  return { creators, phases, totalMs: performance.now() - started, visibility };
}

function printSummary(options: AnalyticsBenchOptions, generation: Generation, check: RollupCheck, results: EndpointResult[], apiErrors: string[], loadAtStart: number): void {
  const fixed = (ms: number) => ms.toFixed(1).padStart(7);
  const lines = [
    `analytics benchmark (${availableParallelism()} cores, timed through the real HTTP server: createServer + @hono/node-server, Bearer sessions)`,
    options.reuseUrl ? `  data: reused ${options.reuseUrl} (an earlier --keep run; the data flags do not apply)` : `  data: ${count(options.messages)} messages, ${count(options.payments)} payments, ${count(options.tipPrompts)} tip prompts, ` +
      `${count(options.bots)} bots, ${count(options.creators)} creators, ${count(options.bots * options.fansPerBot)} fans/conversations over ${options.days} days`,
    options.reuseUrl ? '  generation: none (reused)' : `  generation: ${seconds(generation.totalMs)} in total (triggers on)`,
    ...generation.phases.map((p) => `    ${p.name.padEnd(38)} ${seconds(p.ms)}`),
    `  all-visible pages after VACUUM: ${generation.visibility.map((v) => `${v.table} ${v.allVisiblePercent}%`).join(', ')}`,
    `  rollups: bot_daily_stats ${count(check.dailyRows)} rows, bot_hourly_stats ${count(check.hourlyRows)}, fan_stats ${count(check.fanRows)}; ` +
      (check.mismatches.length ? `MISMATCH: ${check.mismatches.join('; ')}` : 'totals match the raw tables'),
    `  machine load (1-min average) ${loadAtStart.toFixed(1)} when timing started, ${(loadavg()[0] ?? 0).toFixed(1)} at the end; other processes share the ${availableParallelism()} cores`,
    `  endpoint     requests    p50 ms    p95 ms    max ms   target p95 < ${TARGET_P95_MS} ms`,
    ...results.map(
      (r) => `  ${r.name.padEnd(12)} ${String(r.requests).padStart(8)}  ${fixed(r.p50)}   ${fixed(r.p95)}   ${fixed(r.max)}   ${r.p95 < TARGET_P95_MS ? 'ok' : 'MISSED'}`,
    ),
  ];
  if (apiErrors.length) lines.push(`  warning: the API logged ${apiErrors.length} errors; first: ${apiErrors[0]}`);
  console.log(`\n${lines.join('\n')}`);
}

interface BenchData {
  db: Db;
  url: string;
  generation: Generation;
  close(): Promise<void>;
}

/** A fresh database filled by `generate`, or (--reuse) one an earlier --keep run left. */
async function openData(options: AnalyticsBenchOptions): Promise<BenchData> {
  if (options.reuseUrl) {
    progress('reusing the bench database; migrating it to the current schema and settling it for reads');
    const database = await openReusedDatabase(options.reuseUrl);
    const started = performance.now();
    const visibility = await settleForReads(database.db);
    const generation = { creators: await benchCreators(database.db), phases: [{ name: 'VACUUM ANALYZE', ms: performance.now() - started }], totalMs: 0, visibility };
    return { ...database, generation };
  }
  const database = await openFilledDatabase(NAME, options, async (db) => {
    const generation = await generate(db, options);
    progress(`generated in ${seconds(generation.totalMs)}`);
    return generation;
  });
  return { db: database.db, url: database.url, generation: database.filled, close: database.close };
}

async function timeEndpoints(data: BenchData, options: AnalyticsBenchOptions): Promise<void> {
  progress('checking the rollups against the raw tables');
  const check = await checkRollups(data.db);
  const api = await startBenchApi(data.url, data.generation.creators);
  const loadAtStart = loadavg()[0] ?? 0;
  try {
    const results: EndpointResult[] = [];
    for (const endpoint of ANALYTICS_ENDPOINTS) {
      progress(`timing ${endpoint.name}: ${Math.min(20, options.requests)} warm-up, then ${options.requests} requests`);
      results.push(await timeEndpoint(api, endpoint, data.generation.creators, options.requests, Math.min(20, options.requests)));
    }
    printSummary(options, data.generation, check, results, api.errors, loadAtStart);
  } finally {
    await api.close();
  }
}

runBench({ name: NAME, parseOptions: parseAnalyticsBenchOptions, openData, time: timeEndpoints });
