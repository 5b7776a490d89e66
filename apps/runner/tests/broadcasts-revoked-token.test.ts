import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BROADCAST_MAX_ATTEMPTS, SKIPPED_BOT_STOPPED, TOKEN_REJECTED_REASON } from '@fanline/services';
import type { RunningProcess } from '@fanline/testing';
import { broadcastOf, createBroadcast, deliveriesByChat, finishedBroadcast, insertFans } from './broadcast-fixtures';
import { eventually, startRunnerWorld, type RunnerWorld } from './runner-world';

// In webhook mode nothing polls Telegram, so a revoked bot token first shows
// where the runner sends: here, a broadcast midway.

let world: RunnerWorld;
let runner: RunningProcess | undefined;
beforeAll(async () => {
  world = await startRunnerWorld({ mode: 'webhook' });
});
afterEach(async () => {
  // Each test's runner ends with it, so none takes the next test's broadcast before it is set up.
  runner?.child.kill('SIGKILL');
  await runner?.exited();
  runner = undefined;
});
afterAll(() => world.close());

describe('a broadcast whose bot token is revoked midway', () => {
  it('marks the bot for its creator, and waits for the bot instead of failing the fans not reached', async () => {
    runner = await world.startRunner('broadcast-revoked');
    const bot = await world.deployBot({ plan: 'flow' });
    await insertFans(world, bot.botId, 120);
    const text = 'Doors open at eight';
    const created = await createBroadcast(world, bot, text);
    await eventually(async () => (await broadcastOf(world, bot, created.id)).sent >= 20, 30_000, 'the first 20 sends');
    world.telegram.revokeBot(bot.tg.token);

    const marked = await eventually(async () => {
      const list = await world.api.http.get('/api/chatbots', bot.userToken);
      const row = (list.body as { id: string; attention_reason: string | null }[]).find((b) => b.id === bot.botId);
      return row?.attention_reason ? row : null;
    }, 20_000, 'the bot to be marked');
    expect(marked).toMatchObject({ is_deployed: false, attention_reason: TOKEN_REJECTED_REASON });

    const view = await broadcastOf(world, bot, created.id);
    expect(view).toMatchObject({ status: 'sending', failed: 0, skipped: 0 });
    expect(view.sent).toBeLessThan(120);
    const got = deliveriesByChat(world, bot, text);
    expect(got.size).toBe(view.sent);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
  }, 90_000);

  it('on the slice\'s last try, skips the fans not reached as the bot stopped, and the broadcast ends', async () => {
    const bot = await world.deployBot({ plan: 'flow' });
    await insertFans(world, bot.botId, 120);
    const text = 'Last doors at nine';
    const created = await createBroadcast(world, bot, text);
    // As if every earlier try had failed: the slice the runner takes is its last.
    await sql`UPDATE graphile_worker._private_jobs SET attempts = ${BROADCAST_MAX_ATTEMPTS - 1} WHERE key = ${`broadcast:${created.id}`}`.execute(world.api.database.db);
    runner = await world.startRunner('broadcast-revoked-last-try');
    await eventually(async () => (await broadcastOf(world, bot, created.id)).sent >= 20, 30_000, 'the first 20 sends');
    world.telegram.revokeBot(bot.tg.token);

    const done = await finishedBroadcast(world, bot, created.id);
    expect(done).toMatchObject({ failed: 0, total: 120 });
    expect(done.sent + done.skipped).toBe(120);
    const reasons = await world.api.database.db.selectFrom('broadcast_recipients').select('reason').distinct().where('broadcast_id', '=', created.id).where('status', '=', 'skipped').execute();
    expect(reasons).toEqual([{ reason: SKIPPED_BOT_STOPPED }]);
    const row = await world.api.database.db.selectFrom('bots').select('attention_reason').where('id', '=', bot.botId).executeTakeFirstOrThrow();
    expect(row.attention_reason).toBe(TOKEN_REJECTED_REASON);
  }, 90_000);
});
