import { FAN_MEMORY_HEADING } from '@fanline/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedCompletion } from '@fanline/testing';
import { eventually, newFan, startRunnerWorld, type RunnerWorld } from './runner-world';

// Each fan's memory (issue #36): brought up to date after replies, as a job of its own, and carried into the prompt.
let world: RunnerWorld;
beforeAll(async () => {
  world = await startRunnerWorld();
  // Every second fan message, so a test needs few.
  await world.startRunner('runner-memory', { MEMORY_EVERY_TURNS: '2' });
});
afterAll(() => world.close());

const NOTES = "- The fan's name is Mia\n- Has an exam on Friday";
const isMemoryCall = (req: RecordedCompletion) => req.messages[0]?.content.includes('private notes of') === true;
let failMemoryCalls = false;
beforeEach(() => {
  failMemoryCalls = false;
  world.openai.reply((req) => {
    if (!isMemoryCall(req)) return `LLM reply to: ${req.messages.at(-1)?.content}`;
    if (failMemoryCalls) throw new Error('summariser down');
    return NOTES;
  });
});

const db = () => world.api.database.db;
const replies = (token: string, chatId: number) => world.telegram.calls(token, 'sendMessage').filter((c) => Number(c.params.chat_id) === chatId);
const memoryOf = async (botId: string) => (await db().selectFrom('conversations').select(['memory', 'fan_id']).where('bot_id', '=', botId).executeTakeFirst())?.memory;

async function say(token: string, fan: ReturnType<typeof newFan>, text: string, nth: number) {
  world.telegram.sendText(token, fan, text);
  return eventually(() => replies(token, fan.id)[nth], 20_000, `reply ${nth}`);
}

describe('fan memory', () => {
  it('writes the notes after the replies with the cheapest model, records their cost, and brings them into the next prompt', async () => {
    const { tg, botId, userToken } = await world.deployBot();
    const fan = newFan();
    await say(tg.token, fan, 'hi, I am Mia', 0);
    const second = await say(tg.token, fan, 'my exam is on friday', 1);

    expect(await eventually(async () => ((await memoryOf(botId)) === NOTES ? NOTES : undefined), 20_000, 'the notes')).toBe(NOTES);
    const summary = world.openai.requests.find((req) => isMemoryCall(req) && req.messages[1]!.content.includes('my exam is on friday'))!;
    expect(summary.model).toBe('gpt-4o-mini');
    expect(summary.messages[1]!.content).toContain('Fan: hi, I am Mia');
    // The update ran after the reply had gone: it never adds to the fan's wait.
    expect(summary.at).toBeGreaterThanOrEqual(second.at);

    const fanId = (await db().selectFrom('fans').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
    const cost = await db().selectFrom('model_costs').selectAll().where('bot_id', '=', botId).executeTakeFirstOrThrow();
    expect(cost).toMatchObject({ fan_id: fanId, kind: 'memory', provider: 'openai', model: 'gpt-4o-mini' });
    expect(cost.cost_usd).toBeGreaterThan(0);
    const replyCosts = await db().selectFrom('messages').select((eb) => eb.fn.sum<number>('cost_usd').as('sum')).where('fan_id', '=', fanId).executeTakeFirstOrThrow();
    const stats = await db().selectFrom('fan_stats').select('llm_cost_usd').where('fan_id', '=', fanId).executeTakeFirstOrThrow();
    expect(stats.llm_cost_usd).toBeCloseTo(Number(replyCosts.sum) + cost.cost_usd, 6);

    await say(tg.token, fan, 'guess what happened', 2);
    const prompt = world.openai.requests.find((req) => !isMemoryCall(req) && req.messages.at(-1)?.content === 'guess what happened')!;
    expect(prompt.messages[0]!.content).toContain(`${FAN_MEMORY_HEADING}\n${NOTES}`);

    // The creator sees the same notes in the inbox.
    const conversationId = (await db().selectFrom('conversations').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
    const seen = await world.api.http.get(`/api/conversations/${conversationId}/memory`, userToken);
    expect(seen.body.memory).toBe(NOTES);
  });

  it('keeps answering while an update fails, and retries it with backoff until it succeeds', async () => {
    const { tg, botId } = await world.deployBot();
    const fan = newFan();
    failMemoryCalls = true;
    await say(tg.token, fan, 'hello', 0);
    await say(tg.token, fan, 'I love horses', 1);
    await eventually(() => world.openai.requests.some((req) => isMemoryCall(req) && req.messages[1]!.content.includes('I love horses')), 10_000, 'a failed update');
    // The fan's next message is answered at once, the update still failing.
    const started = Date.now();
    await say(tg.token, fan, 'are you there?', 2);
    expect(Date.now() - started).toBeLessThan(5_000);
    // An update that reads the newest message too fails on both of the SDK's tries.
    const readsNewest = (req: RecordedCompletion) => isMemoryCall(req) && req.messages[1]!.content.includes('are you there?');
    await eventually(() => world.openai.requests.filter(readsNewest).length >= 2, 20_000, 'both tries of a later update');
    expect(await memoryOf(botId)).toBe('');

    // With no further message from the fan, only the queue's next retry can write the notes.
    failMemoryCalls = false;
    expect(await eventually(async () => ((await memoryOf(botId)) === NOTES ? NOTES : undefined), 30_000, 'the retried update')).toBe(NOTES);
  });
});
