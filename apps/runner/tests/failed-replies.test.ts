import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { FAN_EVENT_MAX_ATTEMPTS, GIVEN_UP_REASON } from '@fanline/services';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

// A 429 whose wait is longer than the runner's auto-retry waits (30 s) fails the send at once, as a long flood ban would.
const FLOOD = { error_code: 429, description: 'Too Many Requests: retry after 60', retry_after: 60 };

let world: RunnerWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const balanceOf = async (w: RunnerWorld, userId: string) =>
  (await w.api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining;

describe('a reply that cannot be sent', () => {
  it('moves a polled update to the inbound queue, which sends the reply once, on one credit', async () => {
    world = await startRunnerWorld();
    const w = world;
    w.openai.reply((req) => `Answer: ${req.messages.at(-1)?.content}`);
    const bot = await w.deployBot();
    const runner = await w.startRunner('runner-a');
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 1, 20_000, 'polling');

    w.telegram.failNext('sendMessage', 1, FLOOD);
    const fan = newFan();
    w.telegram.sendText(bot.tg.token, fan, 'are you there?');
    const answers = () => w.telegram.calls(bot.tg.token, 'sendMessage').filter((c) => !c.error_code && withoutDisclosure(c.params.text) === 'Answer: are you there?');
    await eventually(() => answers().length > 0, 20_000, 'the reply, sent from the queue');
    const jobs = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker._private_jobs`.execute(w.api.database.db)).rows[0]?.n);
    await eventually(async () => (await jobs()) === 0, 10_000, 'the job done');

    expect(runner.output()).toContain('A polled update failed; moved to the inbound queue');
    expect(answers()).toHaveLength(1);
    expect(await balanceOf(w, bot.userId)).toBe(4999);
    expect(await w.api.database.db.selectFrom('polled_updates').selectAll().where('bot_id', '=', bot.botId).execute()).toEqual([]);
  });

  it("gives the credit back when the queue gives the event up after its last try", async () => {
    world = await startRunnerWorld({ mode: 'webhook' });
    const w = world;
    const db = w.api.database.db;
    w.openai.reply(() => 'A reply Telegram will not take');
    const bot = await w.deployBot();
    const runner = await w.startRunner('runner-a');
    w.telegram.failNext('sendMessage', 100, FLOOD);
    w.telegram.sendText(bot.tg.token, newFan(), 'hello?');

    const job = async () =>
      (await sql<{ id: string; attempts: number; locked: boolean }>`SELECT id::text AS id, attempts, locked_at IS NOT NULL AS locked FROM graphile_worker._private_jobs`.execute(db)).rows[0];
    await eventually(async () => (await job())?.attempts === 1 && !(await job())?.locked, 20_000, 'the first try failed');
    expect(await balanceOf(w, bot.userId)).toBe(4999);

    // Thirteen tries later (a day of backoff, skipped): the last one.
    await sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${(await job())!.id}]::bigint[], run_at => now(), attempts => ${FAN_EVENT_MAX_ATTEMPTS - 1})`.execute(db);
    await eventually(async () => (await job())?.attempts === FAN_EVENT_MAX_ATTEMPTS && !(await job())?.locked, 20_000, 'the last try failed');

    expect(runner.output()).toContain('Inbound event given up after its last try');
    expect(await balanceOf(w, bot.userId)).toBe(5000);
    expect(await db.selectFrom('usage_debits').selectAll().where('bot_id', '=', bot.botId).execute()).toEqual([]);
    // No reply was ever recorded (one is, once sent), so the creator sees the message unanswered, with why.
    const messages = await db.selectFrom('messages').select(['role', 'content', 'error']).where('bot_id', '=', bot.botId).orderBy('id').execute();
    expect(messages).toEqual([
      { role: 'user', content: 'hello?', error: null },
      { role: 'assistant', content: '', error: GIVEN_UP_REASON },
    ]);
  });
});
