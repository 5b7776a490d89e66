import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crisisResources } from '@fanline/core';
import type { RunningProcess } from '@fanline/testing';
import { eventually, newFan, startRunnerWorld, type RunnerWorld } from './runner-world';

let world: RunnerWorld;
let runner: RunningProcess;
beforeAll(async () => {
  world = await startRunnerWorld();
  world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
  // The fake moderation model flags what the lexicon cannot know: a euphemism no word list holds.
  world.openai.moderate((input) => {
    if (input.includes('see the other side tonight')) return { 'self-harm': true, 'self-harm/intent': true };
    // A reply scored as self-harm content, though it carries the resources.
    if (input.startsWith('I hear you')) return { 'self-harm': true };
    return {};
  });
  // No MODERATION_PROVIDER: the world sets OPENAI_API_KEY, so OpenAI's moderation is the default screen.
  runner = await world.startRunner('runner-moderation');
});
afterAll(() => world.close());

const firstText = (token: string, chatId: number) =>
  eventually(() => world.telegram.calls(token, 'sendMessage').find((c) => Number(c.params.chat_id) === chatId)?.params.text as string | undefined, 20_000, 'a message');
const referralOf = (botId: string) => world.api.database.db.selectFrom('crisis_referrals').selectAll().where('bot_id', '=', botId).executeTakeFirstOrThrow();

describe('with an OpenAI key and no MODERATION_PROVIDER', () => {
  it('names OpenAI’s moderation as its screen, once, at start', async () => {
    await runner.waitFor(/"message":"Crisis screen"/, 5_000);
    const lines = runner.output().split('\n').filter((line) => line.includes('"message":"Crisis screen"'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ moderation_provider: 'openai' });
  });

  it('screens each fan message and each reply with the moderation endpoint, and refers what it flags', async () => {
    const { tg, botId } = await world.deployBot();
    const fan = newFan();
    world.telegram.sendText(tg.token, fan, "i'm going to see the other side tonight");
    expect(await firstText(tg.token, fan.id)).toMatch(/988/);
    expect(world.openai.moderationRequests).toContain("i'm going to see the other side tonight");
    expect(world.openai.requests.some((r) => r.messages.at(-1)?.content.includes('other side'))).toBe(false);
    expect(await referralOf(botId)).toMatchObject({ source: 'fan', detector: 'openai' });

    const other = newFan();
    world.telegram.sendText(tg.token, other, 'what a lovely day');
    expect((await firstText(tg.token, other.id)).endsWith('LLM reply to: what a lovely day')).toBe(true);
    // The reply was screened too.
    expect(world.openai.moderationRequests).toContain('LLM reply to: what a lovely day');
  });

  it('blocks a reply the model scores as self-harm even when it also gives the resources, and counts the message once', async () => {
    const { tg, botId } = await world.deployBot();
    const caring = `I hear you, and I'm so glad you told me 💛\n${crisisResources('en').join('\n')}`;
    world.openai.reply((req) => (req.messages.at(-1)?.content === 'everything feels so heavy lately' ? caring : `LLM reply to: ${req.messages.at(-1)?.content}`));
    try {
      const fan = newFan();
      world.telegram.sendText(tg.token, fan, 'everything feels so heavy lately');
      const sent = await firstText(tg.token, fan.id);
      // The crisis reply replaced it: adding a link must not let a reply OpenAI flags through.
      expect(sent).not.toContain('I hear you');
      expect(sent).toMatch(/988/);
      expect(world.openai.moderationRequests).toContain(caring);
      const referrals = await world.api.database.db.selectFrom('crisis_referrals').selectAll().where('bot_id', '=', botId).execute();
      expect(referrals).toEqual([expect.objectContaining({ source: 'reply', detector: 'openai' })]);
    } finally {
      world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
    }
  });

  it('falls back to the built-in lexicon when the endpoint fails, without retrying', async () => {
    const { tg, botId } = await world.deployBot();
    const fan = newFan();
    world.openai.failModerationNext(1, 503);
    const asked = world.openai.moderationRequests.length;
    world.telegram.sendText(tg.token, fan, 'i want to kill myself');
    expect(await firstText(tg.token, fan.id)).toMatch(/988/);
    expect(world.openai.moderationRequests.length - asked).toBe(1);
    expect(runner.output()).toContain('Moderation endpoint failed; screened with the built-in screen');
    expect(await referralOf(botId)).toMatchObject({ source: 'fan', detector: 'builtin' });
  });

  it('waits at most 1.5 s for the endpoint, then the lexicon decides', async () => {
    const { tg, botId } = await world.deployBot();
    world.openai.moderationDelayMs = 10_000;
    try {
      const fan = newFan();
      const sent = Date.now();
      world.telegram.sendText(tg.token, fan, 'gonna unalive myself tonight');
      expect(await firstText(tg.token, fan.id)).toMatch(/988/);
      // One screen of the fan's message: 1.5 s and the lexicon's answer; a retry or the old 3 s bound would pass 3 s.
      expect(Date.now() - sent).toBeLessThan(3_000);
      expect(await referralOf(botId)).toMatchObject({ source: 'fan', detector: 'builtin' });
      expect(runner.output()).toMatch(/Moderation endpoint failed; screened with the built-in screen.*timed out/i);
    } finally {
      world.openai.moderationDelayMs = 0;
    }
  });
});
