import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, newFan, startRunnerWorld, type RunnerWorld } from './runner-world';

// A fan on Telegram gets answers from the creator's knowledge (issue #36).
let world: RunnerWorld;
beforeAll(async () => {
  world = await startRunnerWorld();
  await world.startRunner('runner-knowledge');
});
afterAll(() => world.close());

describe("the creator's knowledge in a fan's reply", () => {
  it('puts the matching chunk in the prompt of the bot that owns it, and only there', async () => {
    const owner = await world.deployBot();
    const neighbour = await world.deployBot();
    const added = await world.api.http.post(`/api/chatbots/${owner.botId}/knowledge`, { title: 'Tour', text: 'The autumn tour opens in Porto on 12 October.\n\nTickets go on sale on Friday.' }, owner.userToken);
    expect(added.status).toBe(201);
    // The runner reads a bot through a 2-second cache, and the bot now has knowledge.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);

    const fan = newFan();
    world.telegram.sendText(owner.tg.token, fan, 'where does the autumn tour open?');
    await eventually(() => world.telegram.calls(owner.tg.token, 'sendMessage').some((c) => String(c.params.text).includes('where does the autumn tour open?')), 20_000, 'the reply');
    const prompt = world.openai.requests.find((req) => req.messages.at(-1)?.content === 'where does the autumn tour open?')!.messages[0]!.content;
    expect(prompt).toContain('[Tour]\nThe autumn tour opens in Porto on 12 October.');

    world.telegram.sendText(neighbour.tg.token, newFan(), 'where does the autumn tour open, neighbour?');
    await eventually(() => world.telegram.calls(neighbour.tg.token, 'sendMessage').some((c) => String(c.params.text).includes('neighbour?')), 20_000, "the neighbour's reply");
    const other = world.openai.requests.find((req) => req.messages.at(-1)?.content === 'where does the autumn tour open, neighbour?')!.messages[0]!.content;
    expect(other).not.toContain('Porto');
  });
});
