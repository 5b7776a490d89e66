import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BROADCAST_MAX_ATTEMPTS, FAN_BLOCKED_BOT, SEND_INTERRUPTED, SKIPPED_CANCELLED, SKIPPED_OUT_OF_CREDITS } from '@fanline/services';
import type { FakeTelegramUser, RunningProcess } from '@fanline/testing';
import { balanceOf, broadcastOf, createBroadcast, deliveriesByChat, fansWhoWrote, finishedBroadcast, insertFans } from './broadcast-fixtures';
import { eventually, startRunnerWorld, type RunnerWorld } from './runner-world';

// Broadcasts (issue #18) sent by real runner processes through the fake
// Telegram, which refuses more than 30 messages a second per bot as Telegram
// does and answers 403 for fans who blocked the bot: across a graceful
// restart, a killed runner, a cancel and running out of credits.

let world: RunnerWorld;
let runners: RunningProcess[] = [];
beforeAll(async () => {
  world = await startRunnerWorld();
  world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
  world.openai.delayMs = 0;
});
afterEach(async () => {
  // Each test's runners end with it, so none sends another test's broadcast.
  for (const runner of runners) runner.child.kill('SIGKILL');
  await Promise.all(runners.map((runner) => runner.exited()));
  runners = [];
});
afterAll(() => world.close());

const db = () => world.api.database.db;

async function startRunner(id: string): Promise<RunningProcess> {
  const runner = await world.startRunner(id);
  runners.push(runner);
  return runner;
}

/** SIGTERM, as a deploy stops the runner; resolves with how long it took to exit. */
async function stopGracefully(runner: RunningProcess): Promise<number> {
  const started = Date.now();
  runner.child.kill('SIGTERM');
  const exit = await runner.exited();
  expect(exit.code).toBe(0);
  return Date.now() - started;
}

function expectNoErrorsLogged(runner: RunningProcess) {
  expect(runner.output().split('\n').filter((line) => line.includes('"level":"error"'))).toEqual([]);
}

async function recipientsOf(broadcastId: string) {
  return db()
    .selectFrom('broadcast_recipients as r')
    .innerJoin('fans as f', 'f.id', 'r.fan_id')
    .select(['f.external_user_id', 'f.blocked_at', 'r.status', 'r.reason'])
    .where('r.broadcast_id', '=', broadcastId)
    .execute();
}

describe('sending broadcasts', () => {
  it('sends once to every reachable fan across a graceful restart, at Telegram pace, and charges only what was sent', async () => {
    const first = await startRunner('broadcast-a');
    const bot = await world.deployBot({ plan: 'ignite' });

    // 24 fans write for real: 4 then say /stop, 4 block the bot. 176 more wrote before, straight into the database.
    const real = await fansWhoWrote(world, bot, 24);
    const stopped = real.slice(0, 4);
    const blocked = real.slice(4, 8);
    for (const fan of stopped) world.telegram.sendText(bot.tg.token, fan, '/stop');
    await eventually(async () => {
      const optedOut = await db().selectFrom('fans').select('id').where('bot_id', '=', bot.botId).where('opted_out', '=', true).execute();
      return optedOut.length === stopped.length;
    }, 15_000, 'the /stop of four fans');
    for (const fan of blocked) world.telegram.blockChat(bot.tg.token, fan.id);
    const quiet = await insertFans(world, bot.botId, 176);
    // The bot's replies above leave the one-second window first, so the limit is the broadcast's own.
    const lastReply = Math.max(...world.telegram.calls(bot.tg.token, 'sendMessage').map((c) => c.at));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastReply + 1_100 - Date.now())));

    const before = await balanceOf(world, bot.userId);
    const startedAt = Date.now();
    const text = 'Big news: new photos are up for everyone! 📸';
    const created = await createBroadcast(world, bot, text);
    expect(created).toMatchObject({ bot_id: bot.botId, status: 'queued', total: 196, sent: 0, failed: 0, skipped: 0, remaining: 196, finished_at: null });

    // Midway, the runner is stopped as a deploy stops it: it finishes the recipients in hand and exits within seconds.
    await eventually(async () => (await broadcastOf(world, bot, created.id)).sent >= 50, 30_000, 'the first 50 sends');
    expect(await stopGracefully(first)).toBeLessThan(8_000);
    const atStop = await broadcastOf(world, bot, created.id);
    expect(atStop.status).toBe('sending');
    expect(atStop.remaining).toBeGreaterThan(0);

    const second = await startRunner('broadcast-b');
    const done = await finishedBroadcast(world, bot, created.id);
    expect(done).toMatchObject({ total: 196, sent: 192, failed: 4, skipped: 0, remaining: 0, finished_at: expect.any(String) });
    expect(done.sent + done.failed + done.skipped).toBe(done.total);

    // Every reachable fan got it exactly once; fans who said /stop were not even tried, and blocked fans got nothing.
    const got = deliveriesByChat(world, bot, text);
    const reachable = [...real.slice(8).map((fan) => fan.id), ...quiet.map((fan) => fan.chatId)];
    expect(reachable.filter((chat) => got.get(chat) !== 1)).toEqual([]);
    expect(got.size).toBe(reachable.length);
    const tried = (fan: FakeTelegramUser) => world.telegram.calls(bot.tg.token, 'sendMessage').filter((c) => Number(c.params.chat_id) === fan.id && c.params.text === text);
    expect(stopped.flatMap(tried)).toEqual([]);
    expect(blocked.flatMap(tried).map((c) => c.error_code)).toEqual([403, 403, 403, 403]);

    // The blocked fans: failed with the reason, and marked.
    const failures = (await recipientsOf(created.id)).filter((r) => r.status === 'failed');
    expect(failures.map((f) => Number(f.external_user_id)).sort()).toEqual(blocked.map((fan) => fan.id).sort());
    expect(failures.every((f) => f.reason === FAN_BLOCKED_BOT && f.blocked_at !== null)).toBe(true);

    // Telegram's limit held: no second of the bot's sends held more than 30 (the broadcast paces itself at 25), and none was refused.
    const pace = world.telegram.sendPace(bot.tg.token, startedAt);
    expect(pace.times).toHaveLength(196);
    expect(pace.refused).toBe(0);
    expect(pace.busiestSecond).toBeLessThanOrEqual(30);
    expect(world.telegram.sendPace(bot.tg.token).busiestSecond).toBeLessThanOrEqual(30);

    // One credit per message delivered, and each delivered message is in the fan's conversation.
    expect(before - (await balanceOf(world, bot.userId))).toBe(done.sent);
    const stored = await db()
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('broadcast_id', '=', created.id)
      .where('role', '=', 'creator')
      .where('delivery', '=', 'sent')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(done.sent);
    expectNoErrorsLogged(first);
    expectNoErrorsLogged(second);
  }, 150_000);

  it('sends no fan a broadcast twice when a runner is killed midway, and reports the recipients it was sending as interrupted', async () => {
    const first = await startRunner('broadcast-kill-a');
    const bot = await world.deployBot({ plan: 'flow' });
    const fans = await insertFans(world, bot.botId, 120);
    const before = await balanceOf(world, bot.userId);
    const text = 'Flash sale tonight only';
    const created = await createBroadcast(world, bot, text);

    await eventually(async () => (await broadcastOf(world, bot, created.id)).sent >= 30, 30_000, 'the first 30 sends');
    first.child.kill('SIGKILL');
    await first.exited();
    await startRunner('broadcast-kill-b');
    const done = await finishedBroadcast(world, bot, created.id);
    expect(done.total).toBe(120);
    expect(done.sent + done.failed + done.skipped).toBe(done.total);

    const got = deliveriesByChat(world, bot, text);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
    const recipients = await recipientsOf(created.id);
    const interrupted = recipients.filter((r) => r.status === 'failed');
    // The killed runner had up to four recipients in hand; each is reported, and none is sent again.
    expect(interrupted.length).toBeGreaterThanOrEqual(1);
    expect(interrupted.length).toBeLessThanOrEqual(4);
    expect(interrupted.every((r) => r.reason === SEND_INTERRUPTED)).toBe(true);
    expect(recipients.filter((r) => r.status === 'sent').every((r) => got.get(Number(r.external_user_id)) === 1)).toBe(true);
    expect(done.sent).toBe(fans.length - interrupted.length);
    // Interrupted recipients' credits are given back: the creator pays for the messages recorded as sent.
    expect(before - (await balanceOf(world, bot.userId))).toBe(done.sent);
    const pace = world.telegram.sendPace(bot.tg.token);
    expect(pace.refused).toBe(0);
    expect(pace.busiestSecond).toBeLessThanOrEqual(30);
  }, 150_000);

  it('finishes a broadcast whose runner was killed on the last try of a slice, sending no fan twice', async () => {
    const bot = await world.deployBot({ plan: 'flow' });
    const fans = await insertFans(world, bot.botId, 80);
    const text = 'Last call for the live show';
    const created = await createBroadcast(world, bot, text);
    // As if every earlier try had failed: the slice a runner takes next is its last (BROADCAST_MAX_ATTEMPTS).
    await sql`UPDATE graphile_worker._private_jobs SET attempts = ${BROADCAST_MAX_ATTEMPTS - 1} WHERE key = ${`broadcast:${created.id}`}`.execute(db());

    const first = await startRunner('broadcast-last-try-a');
    await eventually(async () => (await broadcastOf(world, bot, created.id)).sent >= 20, 30_000, 'the first 20 sends');
    first.child.kill('SIGKILL');
    await first.exited();
    const second = await startRunner('broadcast-last-try-b');
    // Without its try given back the job stays failed, and the broadcast "sending" for good.
    const done = await finishedBroadcast(world, bot, created.id);
    expect(done.sent + done.failed + done.skipped).toBe(fans.length);
    const got = deliveriesByChat(world, bot, text);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
    const failed = (await recipientsOf(created.id)).filter((r) => r.status === 'failed');
    expect(failed.length).toBeLessThanOrEqual(4);
    expect(failed.every((r) => r.reason === SEND_INTERRUPTED)).toBe(true);
    expect(done.sent).toBe(fans.length - failed.length);
    await eventually(async () => second.output().includes('"last_tries_given_back":1'), 10_000, 'the sweep to report the try it gave back');
  }, 150_000);

  it('stops at the next recipient when cancelled, skipping those not reached', async () => {
    await startRunner('broadcast-cancel');
    const bot = await world.deployBot({ plan: 'nexus' });
    await insertFans(world, bot.botId, 150);
    const text = 'This one gets cancelled';
    const created = await createBroadcast(world, bot, text);
    await eventually(async () => (await broadcastOf(world, bot, created.id)).sent >= 10, 30_000, 'the first sends');

    const cancel = await world.api.http.post(`/api/broadcasts/${created.id}/cancel`, {}, bot.userToken);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', finished_at: expect.any(String) });

    // The recipients in hand finish; after that nothing more is sent.
    const settled = await eventually(async () => {
      const view = await broadcastOf(world, bot, created.id);
      return view.remaining === 0 ? view : null;
    }, 5_000, 'the recipients in hand');
    const delivered = () => [...deliveriesByChat(world, bot, text).values()].reduce((a, b) => a + b, 0);
    const sends = delivered();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(delivered()).toBe(sends);
    expect(await broadcastOf(world, bot, created.id)).toEqual(settled);
    expect(settled).toMatchObject({ status: 'cancelled', failed: 0 });
    expect(settled.sent).toBe(sends);
    expect(settled.sent).toBeLessThan(150);
    expect(settled.skipped).toBe(150 - settled.sent);
    const skipped = (await recipientsOf(created.id)).filter((r) => r.status === 'skipped');
    expect(skipped.every((r) => r.reason === SKIPPED_CANCELLED)).toBe(true);

    const again = await world.api.http.post(`/api/broadcasts/${created.id}/cancel`, {}, bot.userToken);
    expect(again.status).toBe(409);
  }, 90_000);

  it('skips the rest, and finishes, when the creator runs out of message credits', async () => {
    await startRunner('broadcast-credits');
    const bot = await world.deployBot({ plan: 'ignite', user: { messages_remaining: 5 } });
    await insertFans(world, bot.botId, 12);
    const text = 'Only five of you will see this';
    const created = await createBroadcast(world, bot, text);
    const done = await finishedBroadcast(world, bot, created.id, 20_000);
    expect(done).toMatchObject({ total: 12, sent: 5, failed: 0, skipped: 7, remaining: 0 });
    expect(await balanceOf(world, bot.userId)).toBe(0);
    expect([...deliveriesByChat(world, bot, text).values()]).toEqual([1, 1, 1, 1, 1]);
    const skipped = (await recipientsOf(created.id)).filter((r) => r.status === 'skipped');
    expect(skipped.map((r) => r.reason)).toEqual(Array.from({ length: 7 }, () => SKIPPED_OUT_OF_CREDITS));
  }, 60_000);
});
