import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_REJECTED_REASON } from '@fanline/services';
import type { RunningProcess } from '@fanline/testing';
import { broadcastOf, createBroadcast, deliveriesByChat, insertFans } from './broadcast-fixtures';
import { eventually, startRunnerWorld, type RunnerWorld } from './runner-world';

// In webhook mode nothing polls Telegram, so a revoked bot token first shows
// where the runner sends: here, a broadcast midway.

let world: RunnerWorld;
let runner: RunningProcess | undefined;
beforeAll(async () => {
  world = await startRunnerWorld({ mode: 'webhook' });
});
afterAll(async () => {
  runner?.child.kill('SIGKILL');
  await runner?.exited();
  await world.close();
});

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
});
