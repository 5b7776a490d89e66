import { run, sequentialize, type RunnerHandle } from '@grammyjs/runner';
import { Bot, type BotError, type Context } from 'grammy';
import type { Update } from 'grammy/types';
import pg from 'pg';
import { z } from 'zod';
import { benchModelClient, benchTelegramClient, messagesFor } from './bare-bot-clients';
import { countRoundTrips } from './runner-round-trips';

/**
 * The durable floor (issue #35 point 3, read beside point 1): the bare bot
 * (bare-bot.ts) plus the least database work that any bot keeping issue #35's
 * promises must do, written straight on pg with prepared statements and none
 * of Fanline's code. Per fetched batch, the updates journaled with the WAL
 * flushed before the next getUpdates confirms them (decision 024); per fan
 * text, before the model, one statement that charges the text once (a unique
 * key) and debits a credit, and tells whether it was answered already; after
 * the send, one that records the reply. The journal's finished rows go with
 * the next batch's insert, as Fanline's do. No history, no screen, no fan or
 * bot state: what is left between this bot and Fanline is Fanline's product
 * and code, and between the bare bot and this one, the price of exactness.
 */
const env = z
  .object({
    FLOOR_BOT_TOKENS: z.string().transform((raw) => raw.split(',').filter(Boolean)),
    DATABASE_URL: z.string().min(1),
    TELEGRAM_API_ROOT: z.string().url(),
    OPENAI_BASE_URL: z.string().url(),
    POLL_TIMEOUT_SECONDS: z.coerce.number().int().min(0),
  })
  .parse(process.env);

// Before any pool exists: the bench reads this process's round trips as it reads the runner's.
countRoundTrips(undefined);

/** The fan's pool commits without the WAL flush, the journal's with it, as the runner's pools do (apps/runner/src/main.ts). */
const fanPool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 20, min: 20, application_name: 'bench-floor', options: '-c synchronous_commit=off' });
const journalPool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2, min: 2, application_name: 'bench-floor-journal' });

const SCHEMA = `
  CREATE SCHEMA IF NOT EXISTS bench_floor;
  CREATE TABLE IF NOT EXISTS bench_floor.credits (bot text PRIMARY KEY, balance bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS bench_floor.journal (bot text, update_id bigint, body json NOT NULL, PRIMARY KEY (bot, update_id));
  CREATE TABLE IF NOT EXISTS bench_floor.charges (bot text, update_id bigint, PRIMARY KEY (bot, update_id));
  CREATE TABLE IF NOT EXISTS bench_floor.replies (bot text, update_id bigint, PRIMARY KEY (bot, update_id));
`;

const JOURNAL = {
  name: 'floor_journal',
  text: `WITH finished AS (DELETE FROM bench_floor.journal WHERE bot = $1 AND update_id = ANY($2::bigint[]))
    INSERT INTO bench_floor.journal (bot, update_id, body) SELECT $1, u.id, u.body FROM unnest($3::bigint[], $4::json[]) AS u(id, body)
    ON CONFLICT DO NOTHING`,
};
const FORGET = { name: 'floor_forget', text: 'DELETE FROM bench_floor.journal WHERE bot = $1 AND update_id = ANY($2::bigint[])' };
const CHARGE = {
  name: 'floor_charge',
  text: `WITH charged AS (INSERT INTO bench_floor.charges (bot, update_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING update_id),
    debit AS (UPDATE bench_floor.credits SET balance = balance - 1 WHERE bot = $1 AND balance > 0 AND EXISTS (SELECT FROM charged) RETURNING balance)
    SELECT EXISTS (SELECT FROM bench_floor.replies WHERE bot = $1 AND update_id = $2) AS answered,
      EXISTS (SELECT FROM charged) AS charged, EXISTS (SELECT FROM debit) AS debited`,
};
const RECORD = { name: 'floor_record', text: 'INSERT INTO bench_floor.replies (bot, update_id) VALUES ($1, $2) ON CONFLICT DO NOTHING' };

const openai = benchModelClient(env.OPENAI_BASE_URL);
const telegramClient = benchTelegramClient(env.TELEGRAM_API_ROOT);

/**
 * How long finished rows wait for the next batch's insert before they are
 * deleted on their own. Kept equal to the runner's (apps/runner/src/poll-journal.ts)
 * by hand: the floor imports none of Fanline's code, so that it measures none.
 */
const FORGET_WITHIN_MS = 1_000;

/** The bot's id, the token's part before the colon: the key of its rows in every floor table. */
const botKeyOf = (token: string) => token.split(':')[0] ?? token;

/**
 * A bot's journal: a batch stored before the fetch that confirms it; finished
 * rows deleted with the next batch. An update whose handler threw is never
 * marked finished, and a failed delete is not retried: their rows stay, as a
 * kill would leave them. The floor has no takeover sweep to read them, and
 * the bench drops its database afterwards, so neither costs a figure.
 */
function createJournal(botKey: string) {
  let storing: Promise<unknown> = Promise.resolve();
  const done: string[] = [];
  let forgetTimer: NodeJS.Timeout | undefined;
  const takeDone = () => {
    clearTimeout(forgetTimer);
    forgetTimer = undefined;
    return done.splice(0);
  };
  return {
    async fetch(getUpdates: () => Promise<Update[]>): Promise<Update[]> {
      // A failed store throws here, so @grammyjs/runner fetches the same offset again after its backoff.
      await storing.finally(() => (storing = Promise.resolve()));
      const updates = await getUpdates();
      if (updates.length) {
        const finished = takeDone();
        storing = journalPool.query({ ...JOURNAL, values: [botKey, finished, updates.map((u) => u.update_id), updates.map((u) => JSON.stringify(u))] });
        storing.catch(() => done.push(...finished));
      }
      return updates;
    },
    finished(updateId: number) {
      done.push(String(updateId));
      forgetTimer ??= setTimeout(() => {
        const finished = takeDone();
        void storing
          .catch(() => {})
          .then(() => journalPool.query({ ...FORGET, values: [botKey, finished] }))
          .catch(() => {});
      }, FORGET_WITHIN_MS);
    },
  };
}

function startBot(token: string): RunnerHandle {
  const botKey = botKeyOf(token);
  const bot = new Bot(token, { client: telegramClient });
  const journal = createJournal(botKey);
  bot.use(sequentialize((ctx: Context) => ctx.chat?.id.toString()));
  bot.on('message:text', async (ctx) => {
    const updateId = ctx.update.update_id;
    const { rows } = await fanPool.query<{ answered: boolean; charged: boolean; debited: boolean }>({ ...CHARGE, values: [botKey, updateId] });
    const state = rows[0];
    // Answered already (a redelivered update), or charged now without a credit to take: nothing to send.
    if (state && !state.answered && (state.debited || !state.charged)) {
      const completion = await openai.chat.completions.create({ model: 'gpt-4o-mini', messages: messagesFor(ctx.message.text) });
      await ctx.reply(completion.choices[0]?.message.content ?? '');
      await fanPool.query({ ...RECORD, values: [botKey, updateId] });
    }
    journal.finished(updateId);
  });
  bot.catch((error) => console.log(JSON.stringify({ level: 'error', message: 'Floor bot update failed', error: String(error.error) })));
  return run<Update, BotError<Context>>(
    {
      init: () => bot.init(),
      handleUpdate: (update) => bot.handleUpdate(update),
      errorHandler: (error) => bot.errorHandler(error),
      api: { getUpdates: (args, signal) => journal.fetch(() => bot.api.getUpdates(args, signal)) },
    },
    { runner: { fetch: { timeout: env.POLL_TIMEOUT_SECONDS }, silent: true } },
  );
}

await fanPool.query(SCHEMA);
const botKeys = env.FLOOR_BOT_TOKENS.map(botKeyOf);
await fanPool.query('INSERT INTO bench_floor.credits (bot, balance) SELECT unnest($1::text[]), 1000000000 ON CONFLICT (bot) DO UPDATE SET balance = excluded.balance', [botKeys]);
const handles = env.FLOOR_BOT_TOKENS.map(startBot);
process.on('SIGTERM', () => {
  void Promise.all(handles.map((handle) => (handle.isRunning() ? handle.stop() : undefined)))
    .then(() => Promise.all([fanPool.end(), journalPool.end()]))
    .finally(() => process.exit(0));
});
console.log(JSON.stringify({ message: 'Floor bot ready', bots: handles.length }));
