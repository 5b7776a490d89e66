import { TELEGRAM_MODES } from '@fanline/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

let world: RunnerWorld;
describe.each(TELEGRAM_MODES)('with Telegram in %s mode', (mode) => {
  beforeAll(async () => {
    world = await startRunnerWorld({ mode });
    await world.startRunner('runner-a');
  });
  beforeEach(() => {
    world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
    world.openai.delayMs = 0;
  });
  afterAll(() => world.close());

  const sent = (token: string, chatId: number, method = 'sendMessage') =>
    world.telegram.calls(token, method).filter((c) => Number(c.params.chat_id) === chatId);

  describe('answering fans', () => {
    it('greets on /start and answers a message with the model, metered and remembered', async () => {
      const { tg, botId, userId } = await world.deployBot();
      const fan = newFan();
      world.telegram.sendText(tg.token, fan, '/start');
      await eventually(() => sent(tg.token, fan.id).find((c) => withoutDisclosure(c.params.text) === 'Welcome, friend!'), 15_000, 'greeting');

      // A reply slower than 300 ms shows "typing…" while the fan waits.
      world.openai.delayMs = 600;
      world.telegram.sendText(tg.token, fan, 'hello there');
      const reply = await eventually(() => sent(tg.token, fan.id).find((c) => c.params.text === 'LLM reply to: hello there'), 20_000, 'reply');
      expect(reply).toBeTruthy();
      expect(sent(tg.token, fan.id, 'sendChatAction').some((c) => c.params.action === 'typing')).toBe(true);
      world.openai.delayMs = 0;

      const request = world.openai.requests.find((r) => r.messages.at(-1)?.content === 'hello there')!;
      expect(request.messages[0]!.content).toContain('You are a helpful test bot.');

      const user = await world.api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow();
      expect(user.messages_remaining).toBe(4999);
      // A reply is recorded once Telegram took it, a moment after the fan has it.
      const messages = await eventually(async () => {
        const rows = await world.api.database.db.selectFrom('messages').selectAll().where('bot_id', '=', botId).orderBy('id').execute();
        return rows.length === 2 ? rows : undefined;
      }, 5_000, 'the exchange recorded');
      expect(messages.map((m) => [m.role, m.content])).toEqual([
        ['user', 'hello there'],
        ['assistant', 'LLM reply to: hello there'],
      ]);
      expect(messages[1]).toMatchObject({ prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number), latency_ms: expect.any(Number) });

      world.telegram.sendText(tg.token, fan, 'do you remember me?');
      await eventually(() => sent(tg.token, fan.id).find((c) => c.params.text === 'LLM reply to: do you remember me?'), 20_000, 'second reply');
      const second = world.openai.requests.find((r) => r.messages.at(-1)?.content === 'do you remember me?')!;
      expect(second.messages.map((m) => m.content)).toContain('hello there');
      expect(second.messages.map((m) => m.content)).toContain('LLM reply to: hello there');
    });

    it('splits replies longer than 4,096 characters', async () => {
      const { tg } = await world.deployBot();
      const fan = newFan();
      world.openai.reply(() => `${'Long sentence here. '.repeat(300)}`);
      world.telegram.sendText(tg.token, fan, 'tell me everything');
      const parts = await eventually(() => {
        const texts = sent(tg.token, fan.id).map((c) => String(c.params.text));
        return texts.length >= 2 ? texts : null;
      }, 20_000, 'split reply');
      expect(parts.every((t) => t.length <= 4096)).toBe(true);
    });

    it('apologises and charges nothing when the model fails, recording the error', async () => {
      const { tg, botId, userId } = await world.deployBot();
      const fan = newFan();
      world.openai.failNext(2, 500, { message: 'model down' });
      world.telegram.sendText(tg.token, fan, 'are you there?');
      await eventually(() => sent(tg.token, fan.id).find((c) => withoutDisclosure(c.params.text).startsWith('Sorry, I can')), 15_000, 'apology');
      const user = await world.api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow();
      expect(user.messages_remaining).toBe(5000);
      const failed = await world.api.database.db.selectFrom('messages').select('error').where('bot_id', '=', botId).where('error', 'is not', null).execute();
      expect(failed).toHaveLength(1);
    });

    it('tells a fan once when the creator is out of credits, and shows why on the dashboard', async () => {
      const { tg, botId, userToken } = await world.deployBot({ user: { messages_remaining: 0 } });
      const fan = newFan();
      world.telegram.sendText(tg.token, fan, 'hi?');
      await eventually(() => sent(tg.token, fan.id).length === 1, 10_000, 'notice');
      world.telegram.sendText(tg.token, fan, 'hello??');
      await new Promise((r) => setTimeout(r, 1500));
      expect(sent(tg.token, fan.id)).toHaveLength(1);
      expect(String(sent(tg.token, fan.id)[0]!.params.text)).toMatch(/short break/);
      const list = await world.api.http.get('/api/chatbots', userToken);
      expect(list.body.find((b: { id: string }) => b.id === botId).attention_reason).toMatch(/Out of message credits/);
    });

    it('honours /stop and /delete_my_data', async () => {
      const { tg, botId } = await world.deployBot();
      const fan = newFan();
      world.telegram.sendText(tg.token, fan, 'first');
      await eventually(() => sent(tg.token, fan.id).length === 1, 10_000, 'reply');
      world.telegram.sendText(tg.token, fan, '/stop');
      await eventually(() => sent(tg.token, fan.id).length === 2, 10_000, 'stop confirmation');
      world.telegram.sendText(tg.token, fan, 'still there?');
      await new Promise((r) => setTimeout(r, 1200));
      expect(sent(tg.token, fan.id)).toHaveLength(2);

      world.telegram.sendText(tg.token, fan, '/delete_my_data');
      await eventually(() => sent(tg.token, fan.id).length === 3, 10_000, 'delete confirmation');
      const fans = await world.api.database.db.selectFrom('fans').select('id').where('bot_id', '=', botId).execute();
      expect(fans).toEqual([]);
      const messages = await world.api.database.db.selectFrom('messages').select('id').where('bot_id', '=', botId).execute();
      expect(messages).toEqual([]);
    });

    it('stops answering within 2 s of a pause, and answers again after activation', async () => {
      const { tg, botId, userToken } = await world.deployBot();
      await world.api.http.post(`/api/chatbots/${botId}/toggle`, { is_active: false }, userToken);
      await eventually(() => world.telegram.activePolls(tg.token) === 0, 2_500, 'poll to stop');
      const fan = newFan();
      world.telegram.sendText(tg.token, fan, 'anyone?');
      await new Promise((r) => setTimeout(r, 800));
      expect(sent(tg.token, fan.id)).toHaveLength(0);
      await world.api.http.post(`/api/chatbots/${botId}/toggle`, { is_active: true }, userToken);
      await eventually(() => sent(tg.token, fan.id).find((c) => withoutDisclosure(c.params.text) === 'LLM reply to: anyone?'), 5_000, 'reply after activation');
    });

    it('honours a Telegram 429 with retry_after and still delivers the reply', async () => {
      const { tg } = await world.deployBot();
      const fan = newFan();
      world.telegram.failNext('sendMessage', 1, { error_code: 429, description: 'Too Many Requests: retry after 1', retry_after: 1 });
      world.telegram.sendText(tg.token, fan, 'slow down?');
      // The fake records the refused attempt too, so wait for the retry after it.
      const attempts = await eventually(() => (sent(tg.token, fan.id).length >= 2 ? sent(tg.token, fan.id) : null), 20_000, 'retried reply');
      expect(attempts.map((c) => withoutDisclosure(c.params.text))).toEqual(['LLM reply to: slow down?', 'LLM reply to: slow down?']);
      expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    });

    it('marks the bot as needing attention when Telegram revokes the token', async () => {
      const { tg, botId, userToken } = await world.deployBot();
      if (world.mode === 'polling') {
        await eventually(() => world.telegram.activePolls(tg.token) > 0, 5_000, 'polling');
      } else {
        // Nothing polls in webhook mode: the revocation shows when the bot next answers, here while the model is thinking.
        world.openai.delayMs = 500;
        world.telegram.sendText(tg.token, newFan(), 'are you still there?');
        await eventually(() => world.openai.requests.some((r) => r.messages.at(-1)?.content === 'are you still there?'), 10_000, 'model call');
      }
      world.telegram.revokeBot(tg.token);
      const bot = await eventually(async () => {
        const list = await world.api.http.get('/api/chatbots', userToken);
        const row = list.body.find((b: { id: string }) => b.id === botId);
        return row.attention_reason ? row : null;
      }, 20_000, 'attention reason');
      expect(bot).toMatchObject({ is_deployed: false, attention_reason: expect.stringMatching(/Telegram rejected the bot token/) });
    });
  });
});
