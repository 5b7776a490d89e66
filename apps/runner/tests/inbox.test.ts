import { sql } from 'kysely';
import { handBackIdleConversations } from '@fanline/services';
import { startApiProcess } from '@fanline/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type DeployedBot, type RunnerWorld } from './runner-world';

// The creator inbox over HTTP, with a real runner answering on the fake Telegram:
// live changes over SSE, takeover and hand-back, the creator's own replies,
// a blocked fan, export, erasure and ownership.

let world: RunnerWorld;
beforeAll(async () => {
  world = await startRunnerWorld({ mode: 'polling' });
  await world.startRunner('runner-inbox');
});
beforeEach(() => {
  world.openai.reply((req) => `AI: ${req.messages.at(-1)?.content}`);
});
afterAll(() => world.close());

const api = () => world.api.http;
const sentTo = (bot: DeployedBot, chatId: number) =>
  world.telegram
    .calls(bot.tg.token, 'sendMessage')
    .filter((c) => Number(c.params.chat_id) === chatId)
    .map((c) => withoutDisclosure(c.params.text));

/** The inbox's live feed as the web app opens it: tRPC's SSE endpoint, the session token in connectionParams. */
async function openLiveFeed(token: string, apiUrl = world.api.url) {
  const controller = new AbortController();
  const params = encodeURIComponent(JSON.stringify({ token }));
  const res = await fetch(`${apiUrl}/trpc/inbox.live?connectionParams=${params}`, { signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const changes: Array<{ bot_id: string; conversation_id?: string; at: number }> = [];
  let ready = false;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data: ')) continue;
          const data = JSON.parse(line.slice(6)) as { kind?: string; bot_id?: string; conversation_id?: string };
          if (data?.kind === 'ready') ready = true;
          if (data?.kind === 'change' && data.bot_id) changes.push({ bot_id: data.bot_id, conversation_id: data.conversation_id, at: Date.now() });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  // The server says when it listens; from then on no change can be missed.
  await eventually(() => ready, 10_000, 'the live feed to be ready');
  return { changes, close: () => controller.abort() };
}

async function conversationOf(bot: DeployedBot, fanId: number) {
  const fan = await world.api.database.db.selectFrom('fans').select('id').where('bot_id', '=', bot.botId).where('external_user_id', '=', String(fanId)).executeTakeFirstOrThrow();
  const conversation = await world.api.database.db.selectFrom('conversations').select('id').where('fan_id', '=', fan.id).executeTakeFirstOrThrow();
  return conversation.id;
}

async function fanSays(bot: DeployedBot, fan: ReturnType<typeof newFan>, text: string, expectReply = true) {
  world.telegram.sendText(bot.tg.token, fan, text);
  if (!expectReply) return;
  await eventually(() => sentTo(bot, fan.id).includes(`AI: ${text}`), 15_000, `the AI's reply to "${text}"`);
  // Recorded once Telegram took it, a moment after the fan has it.
  const recorded = () =>
    world.api.database.db.selectFrom('messages').select('id').where('bot_id', '=', bot.botId).where('role', '=', 'assistant').where('content', '=', `AI: ${text}`).executeTakeFirst();
  await eventually(recorded, 5_000, `the reply to "${text}" recorded`);
}

describe('the live inbox', () => {
  it("shows a fan's message and the bot's reply within 2 seconds, only to their creator", async () => {
    const bot = await world.deployBot();
    const other = await world.deployBot();
    const feed = await openLiveFeed(bot.userToken);
    const otherFeed = await openLiveFeed(other.userToken);
    try {
      const fan = newFan();
      const sentAt = Date.now();
      await fanSays(bot, fan, 'hello inbox');
      const change = await eventually(() => feed.changes.find((c) => c.bot_id === bot.botId), 5_000, 'a live change');
      expect(change.at - sentAt).toBeLessThan(2_000);

      const list = await api().get(`/api/chatbots/${bot.botId}/conversations`, bot.userToken);
      expect(list.status).toBe(200);
      expect(list.body.pagination).toMatchObject({ page: 1, total: 1 });
      expect(list.body.conversations[0]).toMatchObject({
        id: change.conversation_id,
        bot_id: bot.botId,
        fan: { name: fan.first_name, username: fan.username },
        last_message: 'AI: hello inbox',
        unread: 1,
        taken_over: false,
        opted_out: false,
      });
      const transcript = await api().get(`/api/conversations/${change.conversation_id}/messages`, bot.userToken);
      expect(transcript.body.messages.map((m: { role: string; text: string; delivery: string | null }) => [m.role, m.text, m.delivery])).toEqual([
        ['fan', 'hello inbox', null],
        ['bot', 'AI: hello inbox', 'sent'],
      ]);
      expect(otherFeed.changes.filter((c) => c.bot_id === bot.botId)).toEqual([]);
    } finally {
      feed.close();
      otherFeed.close();
    }
  });

  it('reaches a creator whose inbox is open on another API process', async () => {
    const second = await startApiProcess({
      databaseUrl: world.api.database.url,
      appSecret: world.appSecret,
      telegramApiRoot: world.telegram.url,
      telegramMode: world.mode,
    });
    const bot = await world.deployBot();
    const fan = newFan();
    await fanSays(bot, fan, 'before the feed opens');
    const id = await conversationOf(bot, fan.id);
    const feed = await openLiveFeed(bot.userToken, second.url);
    try {
      // A takeover through this process and a fan's message answered by the runner both reach the other one.
      const tookOverAt = Date.now();
      await api().post(`/api/conversations/${id}/takeover`, {}, bot.userToken);
      const change = await eventually(() => feed.changes.find((c) => c.conversation_id === id), 5_000, 'the takeover on the other process');
      expect(change.at - tookOverAt).toBeLessThan(2_000);
      const card = await fetch(`${second.url}/api/conversations/${id}`, { headers: { authorization: `Bearer ${bot.userToken}` } });
      expect(((await card.json()) as { taken_over: boolean }).taken_over).toBe(true);
    } finally {
      feed.close();
      second.child.kill('SIGTERM');
    }
  });

  it('shows a crisis in the live inbox as needing a human at once', async () => {
    const bot = await world.deployBot();
    const fan = newFan();
    await fanSays(bot, fan, 'hello');
    const id = await conversationOf(bot, fan.id);
    await api().post(`/api/conversations/${id}/read`, {}, bot.userToken);
    const feed = await openLiveFeed(bot.userToken);
    try {
      world.telegram.sendText(bot.tg.token, fan, 'I want to kill myself');
      await eventually(() => feed.changes.find((c) => c.conversation_id === id), 10_000, 'the crisis on the live feed');
      await eventually(async () => (await api().get(`/api/conversations/${id}`, bot.userToken)).body.needs_human, 10_000, 'needs a human');
    } finally {
      feed.close();
    }
  });
});

describe('human takeover', () => {
  it('pauses the AI for one fan, sends the creator’s reply once, and hands back with the reply in memory', async () => {
    const bot = await world.deployBot();
    const fan = newFan();
    await fanSays(bot, fan, 'hi there');
    const id = await conversationOf(bot, fan.id);
    const credits = async () =>
      (await world.api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', bot.userId).executeTakeFirstOrThrow()).messages_remaining;
    const before = await credits();

    // Replying by hand needs a takeover first.
    const early = await api().post(`/api/conversations/${id}/messages`, { text: 'too soon' }, bot.userToken);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('Take the conversation over before replying');

    expect((await api().post(`/api/conversations/${id}/takeover`, {}, bot.userToken)).body).toEqual({ taken_over: true });
    const modelCalls = world.openai.requests.length;
    world.telegram.sendText(bot.tg.token, fan, 'is this really you?');
    const recorded = await eventually(async () => {
      const page = await api().get(`/api/conversations/${id}/messages`, bot.userToken);
      return page.body.messages.find((m: { text: string }) => m.text === 'is this really you?');
    }, 15_000, 'the fan message recorded during the takeover');
    expect(recorded.role).toBe('fan');
    const card = await api().get(`/api/conversations/${id}`, bot.userToken);
    expect(card.body).toMatchObject({ taken_over: true, needs_human: true, unread: 2 });
    const needing = await api().get(`/api/conversations?filter=needs_human`, bot.userToken);
    expect(needing.body.conversations.map((c: { id: string }) => c.id)).toEqual([id]);

    const reply = await api().post(`/api/conversations/${id}/messages`, { text: 'Yes, it is me, typing myself!' }, bot.userToken);
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatchObject({ id: expect.any(Number), delivery: 'queued' });
    await eventually(async () => {
      const page = await api().get(`/api/conversations/${id}/messages`, bot.userToken);
      return page.body.messages.find((m: { id: number; delivery: string }) => m.id === reply.body.message.id && m.delivery === 'sent');
    }, 15_000, 'the creator reply delivered');
    // Sent once, and no AI answer, no charge while taken over.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sentTo(bot, fan.id).filter((t) => t === 'Yes, it is me, typing myself!')).toHaveLength(1);
    expect(sentTo(bot, fan.id).some((t) => t === 'AI: is this really you?')).toBe(false);
    expect(world.openai.requests.length).toBe(modelCalls);
    expect(await credits()).toBe(before);

    expect((await api().post(`/api/conversations/${id}/release`, {}, bot.userToken)).body).toEqual({ taken_over: false });
    await fanSays(bot, fan, 'great, thanks');
    const request = world.openai.requests.find((r) => r.messages.at(-1)?.content === 'great, thanks')!;
    expect(request.messages).toContainEqual({ role: 'assistant', content: 'Yes, it is me, typing myself!' });
    expect(request.messages).toContainEqual({ role: 'user', content: 'is this really you?' });
    expect(await credits()).toBe(before - 1);
  });

  it('hands itself back after TAKEOVER_IDLE_HOURS without a creator message', async () => {
    const bot = await world.deployBot();
    const fan = newFan();
    await fanSays(bot, fan, 'first');
    const id = await conversationOf(bot, fan.id);
    await api().post(`/api/conversations/${id}/takeover`, {}, bot.userToken);

    // Twelve hours pass without the creator writing (the runner runs with the default of 12).
    await world.api.database.db.updateTable('conversations').set({ creator_active_at: sql`now() - interval '12 hours 1 minute'` }).where('id', '=', id).execute();
    await fanSays(bot, fan, 'anyone there?');
    const card = await api().get(`/api/conversations/${id}`, bot.userToken);
    expect(card.body.taken_over).toBe(false);

    // The API's minute sweep releases the others the same way.
    const other = newFan();
    await fanSays(bot, other, 'hello');
    const otherId = await conversationOf(bot, other.id);
    await api().post(`/api/conversations/${otherId}/takeover`, {}, bot.userToken);
    expect(await handBackIdleConversations(world.api.database.db, 12)).toBe(0);
    await world.api.database.db.updateTable('conversations').set({ creator_active_at: sql`now() - interval '13 hours'` }).where('id', '=', otherId).execute();
    expect(await handBackIdleConversations(world.api.database.db, 12)).toBe(1);
    expect((await api().get(`/api/conversations/${otherId}`, bot.userToken)).body.taken_over).toBe(false);
  });

  it('fails a reply to a fan who blocked the bot with the reason, and marks the fan', async () => {
    const bot = await world.deployBot();
    const fan = newFan();
    await fanSays(bot, fan, 'hey');
    const id = await conversationOf(bot, fan.id);
    await api().post(`/api/conversations/${id}/takeover`, {}, bot.userToken);
    world.telegram.failNext('sendMessage', 1, { error_code: 403, description: 'Forbidden: bot was blocked by the user' });
    const reply = await api().post(`/api/conversations/${id}/messages`, { text: 'are you still there?' }, bot.userToken);
    const failed = await eventually(async () => {
      const page = await api().get(`/api/conversations/${id}/messages`, bot.userToken);
      return page.body.messages.find((m: { id: number; delivery: string }) => m.id === reply.body.message.id && m.delivery === 'failed');
    }, 15_000, 'the reply failed');
    expect(failed.error).toBe('The fan blocked the bot');
    expect((await api().get(`/api/conversations/${id}`, bot.userToken)).body.fan.blocked).toBe(true);
  });

  it("shows the bot's reply to a fan who blocked it as failed, with the reason", async () => {
    const bot = await world.deployBot();
    const fan = newFan();
    await fanSays(bot, fan, 'first hello');
    const id = await conversationOf(bot, fan.id);
    world.telegram.failNext('sendMessage', 1, { error_code: 403, description: 'Forbidden: bot was blocked by the user' });
    world.telegram.sendText(bot.tg.token, fan, 'last words');
    const failed = await eventually(async () => {
      const page = await api().get(`/api/conversations/${id}/messages`, bot.userToken);
      return page.body.messages.find((m: { role: string; delivery: string }) => m.role === 'bot' && m.delivery === 'failed');
    }, 15_000, 'the failed reply');
    expect(failed).toMatchObject({ text: 'AI: last words', error: 'The fan blocked the bot' });
    expect((await api().get(`/api/conversations/${id}`, bot.userToken)).body.fan.blocked).toBe(true);
    // The reply that never reached the fan is not charged: one credit, for the first hello.
    const credits = await world.api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', bot.userId).executeTakeFirstOrThrow();
    expect(credits.messages_remaining).toBe(4999);

    // Writing again shows they unblocked it.
    await fanSays(bot, fan, 'I am back');
    expect((await api().get(`/api/conversations/${id}`, bot.userToken)).body.fan.blocked).toBe(false);
  });

  it('writes by hand on an 18+ bot only to fans who confirmed their age', async () => {
    const bot = await world.deployBot({ bot: { adult_only: true } });
    const fan = newFan();
    world.telegram.sendText(bot.tg.token, fan, 'hi');
    await eventually(() => world.telegram.calls(bot.tg.token, 'sendMessage').some((c) => Number(c.params.chat_id) === fan.id), 15_000, 'the age gate');
    const id = await conversationOf(bot, fan.id);
    await api().post(`/api/conversations/${id}/takeover`, {}, bot.userToken);
    const refused = await api().post(`/api/conversations/${id}/messages`, { text: 'hello there' }, bot.userToken);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('This 18+ bot may only write to fans who confirmed they are 18 or older');
    // Nor does a broadcast reach them.
    const preview = await api().get(`/api/chatbots/${bot.botId}/broadcasts/preview?audience=all`, bot.userToken);
    expect(preview.body.count).toBe(0);
  });

  it('refuses bad input naming the field, and answers 404 for another creator’s conversation on every route', async () => {
    const bot = await world.deployBot();
    const stranger = await world.deployBot();
    const fan = newFan();
    await fanSays(bot, fan, 'private words');
    const id = await conversationOf(bot, fan.id);
    await api().post(`/api/conversations/${id}/takeover`, {}, bot.userToken);

    const empty = await api().post(`/api/conversations/${id}/messages`, { text: '   ' }, bot.userToken);
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toContain('text');
    const badFilter = await api().get(`/api/conversations?filter=everything`, bot.userToken);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.detail).toContain('filter');
    const badFormat = await api().get(`/api/chatbots/${bot.botId}/conversations/export?format=xml`, bot.userToken);
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.detail).toContain('format');

    const t = stranger.userToken;
    const answers = await Promise.all([
      api().get(`/api/chatbots/${bot.botId}/conversations`, t),
      api().get(`/api/chatbots/${bot.botId}/conversations/export?format=csv`, t),
      api().get(`/api/conversations/${id}`, t),
      api().get(`/api/conversations/${id}/messages`, t),
      api().post(`/api/conversations/${id}/messages`, { text: 'hijack' }, t),
      api().post(`/api/conversations/${id}/read`, {}, t),
      api().post(`/api/conversations/${id}/takeover`, {}, t),
      api().post(`/api/conversations/${id}/release`, {}, t),
      api().get(`/api/conversations/${id}/export?format=json`, t),
      api().delete(`/api/conversations/${id}/fan`, t),
      api().get(`/api/conversations/not-a-uuid/messages`, t),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(404));
    expect((await api().get('/api/conversations', t)).body.conversations).toEqual([]);
    // Nothing changed: still taken over, and nothing was sent for the stranger.
    expect((await api().get(`/api/conversations/${id}`, bot.userToken)).body.taken_over).toBe(true);
    expect(sentTo(bot, fan.id)).not.toContain('hijack');
  });
});

describe('search, export and erasure', () => {
  it('finds conversations by message text and fan name, filters them, and marks them read', async () => {
    const bot = await world.deployBot();
    const alice = { ...newFan(), first_name: 'Alice' };
    const bob = { ...newFan(), first_name: 'Bobby' };
    await fanSays(bot, alice, 'tell me about pineapples');
    await fanSays(bot, bob, 'what about mangoes');
    const ids = (query: string) =>
      api()
        .get(`/api/chatbots/${bot.botId}/conversations?${query}`, bot.userToken)
        .then((r) => r.body.conversations.map((c: { fan: { name: string } }) => c.fan.name));
    expect(await ids('search=pineapples')).toEqual(['Alice']);
    expect(await ids('search=bobb')).toEqual(['Bobby']);
    expect(await ids('')).toEqual(['Bobby', 'Alice']);
    expect(await ids('filter=opted_out')).toEqual([]);

    const id = await conversationOf(bot, alice.id);
    await api().post(`/api/conversations/${id}/read`, {}, bot.userToken);
    expect((await api().get(`/api/conversations/${id}`, bot.userToken)).body.unread).toBe(0);
  });

  it('exports conversations as CSV and JSON, streamed, and erases a fan', async () => {
    const bot = await world.deployBot();
    const fan = newFan();
    await fanSays(bot, fan, '=SUM(A1) is not a formula');
    await fanSays(bot, fan, 'second, with "quotes"');
    const id = await conversationOf(bot, fan.id);

    const csv = await fetch(`${world.api.url}/api/chatbots/${bot.botId}/conversations/export?format=csv`, { headers: { authorization: `Bearer ${bot.userToken}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('conversation_id,bot,channel,fan_id,fan_name,fan_username,message_id,role,text,is_voice,delivery,error,created_at');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"'=SUM(A1) is not a formula"`);
    expect(lines[3]).toContain('"second, with ""quotes"""');

    const json = await fetch(`${world.api.url}/api/conversations/${id}/export?format=json`, { headers: { authorization: `Bearer ${bot.userToken}` } });
    const body = (await json.json()) as { conversations: Array<{ id: string; fan: { name: string }; messages: Array<{ role: string; text: string }> }> };
    expect(body.conversations).toHaveLength(1);
    expect(body.conversations[0]!.fan.name).toBe(fan.first_name);
    expect(body.conversations[0]!.messages.map((m) => m.role)).toEqual(['fan', 'bot', 'fan', 'bot']);

    const erased = await api().delete(`/api/conversations/${id}/fan`, bot.userToken);
    expect(erased.status).toBe(200);
    expect((await api().get(`/api/conversations/${id}`, bot.userToken)).status).toBe(404);
    const left = await world.api.database.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute();
    expect(left).toEqual([]);
  });
});
