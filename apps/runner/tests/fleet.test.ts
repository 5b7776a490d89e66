import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

let world: RunnerWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const replies = (w: RunnerWorld, token: string, chatId: number) =>
  w.telegram.calls(token, 'sendMessage').filter((c) => Number(c.params.chat_id) === chatId);

describe('scale-out with leases', () => {
  it('shares bots between runners, takes over a killed runner’s bots, and never polls a token twice', async () => {
    world = await startRunnerWorld();
    const w = world;
    w.openai.reply((req) => `Answer: ${req.messages.at(-1)?.content}`);
    const bots = [await w.deployBot(), await w.deployBot(), await w.deployBot(), await w.deployBot()];
    const a = await w.startRunner('runner-a', { RUNNER_CAPACITY: '2' });
    const b = await w.startRunner('runner-b', { RUNNER_CAPACITY: '4' });
    await eventually(() => bots.every((bot) => w.telegram.activePolls(bot.tg.token) === 1), 20_000, 'every bot polled');

    const leases = await w.api.database.db.selectFrom('bot_leases').select(['runner_id']).execute();
    expect(leases).toHaveLength(4);
    expect(new Set(leases.map((l) => l.runner_id))).toEqual(new Set(['runner-a', 'runner-b']));

    a.child.kill('SIGKILL');
    await a.exited();
    await eventually(
      async () => (await w.api.database.db.selectFrom('bot_leases').select('runner_id').where('runner_id', '=', 'runner-b').execute()).length === 4,
      30_000,
      'takeover by runner-b',
    );
    for (const bot of bots) {
      const fan = newFan();
      w.telegram.sendText(bot.tg.token, fan, `ping ${bot.botId}`);
      await eventually(() => replies(w, bot.tg.token, fan.id).find((c) => withoutDisclosure(c.params.text) === `Answer: ping ${bot.botId}`), 20_000, 'reply after takeover');
    }
    for (const bot of bots) expect(w.telegram.maxConcurrentPolls(bot.tg.token)).toBe(1);
    expect(b.child.exitCode).toBeNull();
  });
});

describe('the lease guard', () => {
  it('stops polling when heartbeats stall, and resumes once they renew', async () => {
    world = await startRunnerWorld();
    const w = world;
    const bot = await w.deployBot();
    await w.startRunner('runner-a');
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 1, 20_000, 'polling');

    // Holding an exclusive lock on bot_leases makes every heartbeat wait, as a hung database would.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const locked = w.api.database.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE bot_leases IN ACCESS EXCLUSIVE MODE`.execute(trx);
      await released;
    });
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 0, 10_000, 'pollers stopped by the guard');
    release();
    await locked;
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 1, 20_000, 'polling again');
    expect(w.telegram.maxConcurrentPolls(bot.tg.token)).toBe(1);
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight replies on SIGTERM, releases leases, and loses no update', async () => {
    world = await startRunnerWorld();
    const w = world;
    w.openai.reply((req) => `Slow answer: ${req.messages.at(-1)?.content}`);
    const bot = await w.deployBot();
    const a = await w.startRunner('runner-a');
    await eventually(() => w.telegram.activePolls(bot.tg.token) === 1, 10_000, 'polling');

    w.openai.delayMs = 1500;
    const fans = [newFan(), newFan(), newFan()];
    for (const fan of fans) w.telegram.sendText(bot.tg.token, fan, `question from ${fan.id}`);
    await eventually(() => w.openai.requests.length >= 3, 10_000, 'three replies in flight');
    a.child.kill('SIGTERM');
    expect(await a.exited()).toEqual({ code: 0, signal: null });
    for (const fan of fans) expect(replies(w, bot.tg.token, fan.id).map((c) => withoutDisclosure(c.params.text))).toEqual([`Slow answer: question from ${fan.id}`]);
    expect(await w.api.database.db.selectFrom('bot_leases').select('bot_id').execute()).toEqual([]);

    w.openai.delayMs = 0;
    w.telegram.sendText(bot.tg.token, fans[0]!, 'after restart');
    await w.startRunner('runner-b');
    await eventually(() => replies(w, bot.tg.token, fans[0]!.id).length === 2, 10_000, 'reply from the new runner');
    await new Promise((r) => setTimeout(r, 1000));
    for (const fan of fans.slice(1)) expect(replies(w, bot.tg.token, fan.id)).toHaveLength(1);
    const debits = await w.api.database.db.selectFrom('usage_debits').select('external_message_id').where('bot_id', '=', bot.botId).execute();
    expect(debits).toHaveLength(4);
  });
});
