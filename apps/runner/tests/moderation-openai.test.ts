import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProcess } from '@fanline/testing';
import { eventually, newFan, startRunnerWorld, type RunnerWorld } from './runner-world';

let world: RunnerWorld;
let runner: RunningProcess;
beforeAll(async () => {
  world = await startRunnerWorld();
  world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
  // The fake moderation model flags what the lexicon cannot know: a euphemism no word list holds.
  world.openai.moderate((input) => (input.includes('see the other side tonight') ? { 'self-harm': true, 'self-harm/intent': true } : {}));
  runner = await world.startRunner('runner-moderation', { MODERATION_PROVIDER: 'openai' });
});
afterAll(() => world.close());

const firstText = (token: string, chatId: number) =>
  eventually(() => world.telegram.calls(token, 'sendMessage').find((c) => Number(c.params.chat_id) === chatId)?.params.text as string | undefined, 20_000, 'a message');

describe('MODERATION_PROVIDER=openai', () => {
  it('screens each fan message and each reply with the moderation endpoint, and refers what it flags', async () => {
    const { tg, botId } = await world.deployBot();
    const fan = newFan();
    world.telegram.sendText(tg.token, fan, "i'm going to see the other side tonight");
    expect(await firstText(tg.token, fan.id)).toMatch(/988/);
    expect(world.openai.moderationRequests).toContain("i'm going to see the other side tonight");
    expect(world.openai.requests.some((r) => r.messages.at(-1)?.content.includes('other side'))).toBe(false);
    const referral = await world.api.database.db.selectFrom('crisis_referrals').selectAll().where('bot_id', '=', botId).executeTakeFirstOrThrow();
    expect(referral).toMatchObject({ source: 'fan', detector: 'openai' });

    const other = newFan();
    world.telegram.sendText(tg.token, other, 'what a lovely day');
    expect((await firstText(tg.token, other.id)).endsWith('LLM reply to: what a lovely day')).toBe(true);
    // The reply was screened too.
    expect(world.openai.moderationRequests).toContain('LLM reply to: what a lovely day');
  });

  it('falls back to the built-in lexicon when the endpoint fails', async () => {
    const { tg, botId } = await world.deployBot();
    const fan = newFan();
    // The SDK retries once; both attempts fail.
    world.openai.failModerationNext(2, 503);
    const asked = world.openai.moderationRequests.length;
    world.telegram.sendText(tg.token, fan, 'i want to kill myself');
    expect(await firstText(tg.token, fan.id)).toMatch(/988/);
    expect(world.openai.moderationRequests.length - asked).toBe(2);
    expect(runner.output()).toContain('Moderation endpoint failed; screened with the built-in lexicon');
    const referral = await world.api.database.db.selectFrom('crisis_referrals').selectAll().where('bot_id', '=', botId).executeTakeFirstOrThrow();
    expect(referral).toMatchObject({ source: 'fan', detector: 'builtin' });
  });
});
