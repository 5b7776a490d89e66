import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '@fanline/db';
import { startBenchApi, type BenchApi } from './analytics-api';
import { INBOX_CASES, inboxSamples, pathOf } from './inbox-cases';
import { takeCensus, type InboxCensus } from './inbox-census';
import { explainRequest } from './inbox-explain';
import { parseInboxBenchOptions, type InboxBenchOptions } from './inbox-options';
import { meetsTarget, TARGET_P95_MS, timeCase, type CaseResult, type Spread } from './inbox-timing';
import { generatePayments, generateMessages, generateTipPrompts } from './inbox-volume';
import { generateAccounts, inboxCreators, type InboxCreators } from './inbox-world';
import { progress } from './load-phase';
import { openFilledDatabase, openReusedDatabase, runBench } from './run-bench';

/**
 * `npm run bench:inbox` (issue #18 point 7): the creator inbox's conversation
 * list, transcript pages and fan card for a creator with 100,000 fans and a
 * million messages. Target: p95 under 50 ms each, through the real HTTP
 * server. Prints the figures beside the target; it is not a test.
 */
const NAME = 'inbox benchmark';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');
const READ_TABLES = ['users', 'bots', 'fans', 'conversations', 'messages', 'fan_payments', 'tip_prompts'];

interface BenchData {
  db: Db;
  url: string;
  creators: InboxCreators;
  /** Null for a reused database. */
  generatedMs: number | null;
  close(): Promise<void>;
}

/** Every row server-side on one connection, with no triggers (replica mode): the inbox NOTIFY and the analytics rollups are not what is timed. */
async function generate(db: Db, options: InboxBenchOptions): Promise<InboxCreators> {
  const phase = async <T>(name: string, body: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await body();
    progress(`${name} in ${seconds(performance.now() - started)}`);
    return result;
  };
  const creators = await db.connection().execute(async (conn) => {
    await sql`SET work_mem = '256MB'`.execute(conn);
    await sql`SET synchronous_commit = off`.execute(conn);
    const made = await phase('creators, bots, fans, conversations', () => generateAccounts(conn, options));
    const messages = await phase('messages', () => generateMessages(conn, (done, total, ms) => progress(`messages: ${count(done)}/${count(total)} (chunk ${seconds(ms)})`)));
    const payments = await phase('fan_payments', () => generatePayments(conn));
    const prompts = await phase('tip_prompts', () => generateTipPrompts(conn));
    progress(`${count(messages)} messages, ${count(payments)} payments, ${count(prompts)} tip prompts`);
    return made;
  });
  // What autovacuum does after a load: statistics, and the visibility map that index-only scans need.
  await phase('VACUUM ANALYZE', () => sql`VACUUM (ANALYZE) ${sql.join(READ_TABLES.map((t) => sql.table(t)))}`.execute(db));
  return creators;
}

/** A fresh database filled by `generate`, or (--reuse) one an earlier --keep run left. */
async function openData(options: InboxBenchOptions): Promise<BenchData> {
  if (options.reuseUrl) {
    progress('reusing the bench database, migrated to the current schema');
    const database = await openReusedDatabase(options.reuseUrl);
    await sql`ANALYZE`.execute(database.db);
    return { ...database, creators: await inboxCreators(database.db), generatedMs: null };
  }
  const database = await openFilledDatabase(NAME, options, async (db) => {
    const started = performance.now();
    const creators = await generate(db, options);
    return { creators, generatedMs: performance.now() - started };
  });
  return { db: database.db, url: database.url, ...database.filled, close: database.close };
}

/** Another creator's conversation answers 404, and page 1 holds only the creator's own bots. */
async function checkOwnership(api: BenchApi, data: BenchData): Promise<string> {
  const other = data.creators.others[0];
  const foreign = other && (await data.db.selectFrom('conversations').select('id').where('bot_id', 'in', other.botIds).where('fan_id', 'is not', null).executeTakeFirst());
  if (!foreign) throw new Error('no other creator conversation to check ownership with');
  const token = api.tokens.get(data.creators.main.id) ?? '';
  const status = async (path: string) => (await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
  const card = await status(pathOf({ kind: 'card', id: foreign.id }));
  const transcript = await status(pathOf({ kind: 'messages', id: foreign.id }));
  const page = await fetch(`${api.url}/api/conversations?page=1&page_size=100`, { headers: { authorization: `Bearer ${token}` } });
  const { conversations } = (await page.json()) as { conversations: { bot_id: string }[] };
  const strays = conversations.filter((c) => !data.creators.main.botIds.includes(c.bot_id)).length;
  if (card !== 404 || transcript !== 404 || strays > 0) throw new Error(`ownership leak: another creator's card ${card}, transcript ${transcript}, ${strays} foreign rows on page 1`);
  return "another creator's conversation answers 404 (card and transcript); page 1 (100 rows) holds only the creator's bots";
}

function printSummary(options: InboxBenchOptions, data: BenchData, census: InboxCensus, ownership: string, results: CaseResult[], errors: string[], load: [number, number]) {
  const trio = (s: Spread) => [s.p50, s.p95, s.p99].map((ms) => ms.toFixed(1).padStart(6)).join(' /');
  const [median, p90, largest] = census.perConversation;
  const lines = [
    `inbox benchmark (${availableParallelism()} cores). HTTP: the whole GET through the real server (createServer + @hono/node-server, Bearer session),`,
    '  from the fetch to the last byte of the body; service: the function the route\'s procedure calls, on the bench\'s pool, without HTTP or JSON',
    `  creator under test: ${census.bots} bots, ${count(census.conversations)} fans/conversations, ${count(census.messages)} messages (${count(census.creatorMessages)} by the creator), ` +
      `messages per conversation median ${median}, p90 ${p90}, max ${count(largest)}`,
    `    ${count(census.payments)} payments by ${count(census.payingFans)} paying fans, ${count(census.tipPrompts)} tip prompts, ` +
      `${census.takenOver} taken over, ${census.needsHuman} needing a human`,
    `  other creators: ${census.others.creators} with ${census.others.bots} bots, ${count(census.others.conversations)} conversations, ${count(census.others.messages)} messages`,
    data.generatedMs === null ? `  data: reused ${options.reuseUrl}` : `  generated in ${seconds(data.generatedMs)} (triggers off), then VACUUM ANALYZE`,
    `  ownership: ${ownership}`,
    `  machine load (1-min average) ${load[0].toFixed(1)} when timing started, ${load[1].toFixed(1)} at the end; other processes share the cores`,
    `  ${'case'.padEnd(28)} ${'HTTP p50 / p95 / p99 ms'.padEnd(24)} ${'service p50 / p95 / p99'.padEnd(24)} target p95 < ${TARGET_P95_MS} ms   found`,
    ...results.map((r) => `  ${r.name.padEnd(28)} ${trio(r.http).padEnd(24)} ${trio(r.service).padEnd(24)} ${(meetsTarget(r) ? 'PASS' : 'MISS').padEnd(20)} ${r.found}`),
    `  (${options.requests} requests each way per case, after a warm-up; PASS/MISS is the HTTP p95)`,
  ];
  if (errors.length) lines.push(`  warning: the API logged ${errors.length} errors; first: ${errors[0]}`);
  console.log(`\n${lines.join('\n')}`);
}

async function explainMisses(data: BenchData, results: CaseResult[]): Promise<void> {
  for (const result of results.filter((r) => !meetsTarget(r))) {
    console.log(`\n=== ${result.name}: ${pathOf(result.sample)} ===`);
    for (const query of await explainRequest(data.url, data.creators.main.id, result.sample)) {
      console.log(`--- ${query.ms.toFixed(1)} ms: ${query.sql}\n${query.plan}`);
    }
  }
}

async function timeCases(data: BenchData, options: InboxBenchOptions): Promise<void> {
  const { main, others } = data.creators;
  const census = await takeCensus(data.db, main.id);
  const samples = await inboxSamples(data.db, main.id, main.botIds);
  const api = await startBenchApi(data.url, [main, ...others]);
  try {
    const ownership = await checkOwnership(api, data);
    const loadAtStart = loadavg()[0] ?? 0;
    const results: CaseResult[] = [];
    for (const inboxCase of INBOX_CASES) {
      progress(`timing ${inboxCase.name}`);
      results.push(await timeCase(api, data.db, main.id, inboxCase, samples, options.requests, Math.min(20, options.requests)));
    }
    printSummary(options, data, census, ownership, results, api.errors, [loadAtStart, loadavg()[0] ?? 0]);
    if (options.explain) await explainMisses(data, results);
  } finally {
    await api.close();
  }
}

runBench({ name: NAME, parseOptions: parseInboxBenchOptions, openData, time: timeCases });
