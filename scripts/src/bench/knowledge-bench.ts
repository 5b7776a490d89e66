import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { eng } from 'stopword';
import type { Db } from '@fanline/db';
import { countKnowledgeTerms, searchKnowledge } from '@fanline/services';
import { integerFlag } from './integer-flag';
import { progress } from './load-phase';
import { percentile } from './percentile';
import { openFilledDatabase, openReusedDatabase, runBench } from './run-bench';
import { seedBenchOwner } from './seed-bots';
import { fixed } from './summary-format';

/**
 * `npm run bench:knowledge` (issue #36 point 6): the knowledge search a fan's
 * message runs, over one bot with 100,000 chunks (and other bots' chunks
 * beside it). Target: p95 under 20 ms. Prints the figures beside the target;
 * it is not a test.
 *
 * The chunks are about 90 words drawn from a Zipf-like vocabulary whose most
 * common words are English stop words, as in real text, so the search's
 * stop-word filter and the common content words both meet what they would.
 * Each query is a fan-like message of 8 to 14 words from the same vocabulary.
 */
const NAME = 'knowledge benchmark';
const TARGET_P95_MS = 20;
const USAGE = `Usage: npm run bench:knowledge -- [options]
  --chunks 100000   chunks of the searched bot
  --others 20000    chunks of other bots, beside it
  --queries 500     searches timed (after 50 to warm up)
  --keep            keep the database (and print how to time it again)
  --reuse URL       time a database an earlier --keep run left
Environment: BENCH_DATABASE_URL (use this server instead of an embedded PostgreSQL).`;

interface Options {
  chunks: number;
  others: number;
  queries: number;
  keep: boolean;
  reuseUrl: string | undefined;
  databaseUrl: string | undefined;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      chunks: { type: 'string', default: '100000' },
      others: { type: 'string', default: '20000' },
      queries: { type: 'string', default: '500' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    chunks: integerFlag('chunks', values.chunks, 1, USAGE),
    others: integerFlag('others', values.others, 0, USAGE),
    queries: integerFlag('queries', values.queries, 1, USAGE),
    keep: values.keep,
    reuseUrl: values.reuse,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  };
}

/**
 * 50,000 words: the English stop words first (the commonest), then made-up
 * content words. About the vocabulary nine million words of real text have
 * (Heaps' law), so a rare word is as rare as in real documents.
 */
function vocabulary(): string[] {
  const syllables = ['ka', 'lo', 'mi', 'ren', 'tu', 'sa', 'vio', 'del', 'po', 'ran', 'shi', 'mor', 'ne', 'ta', 'qui', 'bel'];
  const words = [...eng];
  for (let i = 0; words.length < 50_000; i++) {
    words.push(`${syllables[i % 16]}${syllables[Math.floor(i / 16) % 16]}${syllables[Math.floor(i / 256) % 16]}${i >= 4096 ? syllables[Math.floor(i / 4096) % 16] : ''}`);
  }
  return words;
}

/** A word at a Zipf-like rank: cubing a uniform draw makes the first words far commoner than the last. */
const zipfIndex = (size: number, random: () => number) => Math.floor(random() ** 3 * size);

/** Seeded, so every run searches the same text with the same queries. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function insertChunks(db: Db, botId: string, documentId: string, count: number, words: readonly string[]): Promise<void> {
  const batch = 5_000;
  for (let start = 0; start < count; start += batch) {
    // The text is drawn server-side: 90 words per chunk from the vocabulary, Zipf-like.
    await sql`
      INSERT INTO knowledge_chunks (document_id, bot_id, ordinal, content)
      SELECT ${documentId}::uuid, ${botId}::uuid, n,
             (SELECT string_agg((${sql.val(words)}::text[])[1 + floor(power(random(), 3) * ${words.length})::int], ' ') FROM generate_series(1, 90) w WHERE w > 0 * n)
      FROM generate_series(${start}::int, ${Math.min(count, start + batch) - 1}::int) n
    `.execute(db);
    progress(`chunks: ${Math.min(count, start + batch).toLocaleString('en-US')}/${count.toLocaleString('en-US')}`);
  }
}

async function seedBot(db: Db, ownerId: string, name: string, chunks: number, words: readonly string[]): Promise<string> {
  const bot = await db
    .insertInto('bots')
    .values({ user_id: ownerId, name, description: 'A bot under benchmark', personality: 'You are a test bot.', llm_provider: 'openai', llm_model: 'gpt-4o-mini', knowledge_chunks: chunks })
    .returning('id')
    .executeTakeFirstOrThrow();
  const document = await db.insertInto('knowledge_documents').values({ bot_id: bot.id, title: `${name} notes`, source: 'text', bytes: chunks * 600, chunks }).returning('id').executeTakeFirstOrThrow();
  await insertChunks(db, bot.id, document.id, chunks, words);
  await countKnowledgeTerms(db, bot.id, document.id, 1);
  return bot.id;
}

interface Data {
  db: Db;
  botId: string;
  close(): Promise<void>;
}

runBench<Options, Data>({
  name: NAME,
  parseOptions,
  async openData(options) {
    if (options.reuseUrl) {
      const reused = await openReusedDatabase(options.reuseUrl);
      const bot = await reused.db.selectFrom('bots').select('id').where('name', '=', 'Searched').executeTakeFirstOrThrow();
      return { db: reused.db, botId: bot.id, close: reused.close };
    }
    const words = vocabulary();
    const database = await openFilledDatabase(NAME, options, async (db) => {
      const ownerId = await seedBenchOwner(db);
      const botId = await seedBot(db, ownerId, 'Searched', options.chunks, words);
      for (let i = 0; i < 20 && options.others > 0; i++) await seedBot(db, ownerId, `Other ${i}`, Math.ceil(options.others / 20), words);
      progress('VACUUM ANALYZE');
      await sql`VACUUM (ANALYZE) knowledge_chunks, knowledge_documents, knowledge_terms`.execute(db);
      return botId;
    });
    return { db: database.db, botId: database.filled, close: database.close };
  },
  async time({ db, botId }, options) {
    const words = vocabulary();
    const random = seededRandom(36);
    const query = () => Array.from({ length: 8 + Math.floor(random() * 7) }, () => words[zipfIndex(words.length, random)]).join(' ');
    for (let i = 0; i < 50; i++) await searchKnowledge(db, botId, query());
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < options.queries; i++) {
      const text = query();
      const started = performance.now();
      const matches = await searchKnowledge(db, botId, text);
      times.push(performance.now() - started);
      if (matches.length > 0) found += 1;
    }
    const p95 = percentile(times, 95);
    const load = loadavg().map((n) => n.toFixed(2)).join(' ');
    console.log(`\nknowledge search (${availableParallelism()} cores, load ${load}): ${options.chunks.toLocaleString('en-US')} chunks in the searched bot, ${options.others.toLocaleString('en-US')} beside it`);
    console.log(`  ${options.queries} searches, ${found} with matches: p50 ${fixed(percentile(times, 50), 2)} ms, p95 ${fixed(p95, 2)} ms, p99 ${fixed(percentile(times, 99), 2)} ms`);
    console.log(`  target: p95 under ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'MISSED'}`);
  },
});
