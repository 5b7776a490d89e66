import { createTRPCClient, httpBatchStreamLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@fanline/api';
import type { ChatTestEvent } from '@fanline/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@fanline/testing';
import { signUpCreator, sparkBot } from './creators';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let openai: FakeOpenAI;

beforeAll(async () => {
  openai = await startFakeOpenAI();
  api = await startTestApi({ llmEnv: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL } });
});
beforeEach(() => {
  openai.requests.length = 0;
  openai.delayMs = 0;
  openai.streamPieceDelayMs = 0;
  openai.reply((req) => `Echo: ${req.messages.at(-1)?.content}`);
});
afterEach(() => api.log.assertNoErrors());
afterAll(async () => {
  await api.close();
  await openai.close();
});

async function balance(userId: string) {
  return (await api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining;
}
async function usageRows(userId: string) {
  return api.database.db.selectFrom('usage_debits').selectAll().where('user_id', '=', userId).execute();
}

describe('POST /api/chat/{botId}', () => {
  it("sends the bot's system prompt, model, temperature and max_tokens, and returns {response}", async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ temperature: 1.3, max_tokens: 350 }), creator.token);
    openai.reply(() => 'Hey there, night owl 🌙');

    const res = await api.http.post(`/api/chat/${bot.id}`, { bot_id: bot.id, user_message: '  hello Luna  ' }, creator.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: 'Hey there, night owl 🌙' });

    const sent = openai.requests[0]!;
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.temperature).toBe(1.3);
    expect(sent.max_tokens).toBe(350);
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages[0]!.content).toContain('You are Luna, playful and kind.');
    expect(sent.messages[0]!.content).toContain('A late-night companion for fans');
    expect(sent.messages[0]!.content).toContain('Hey you! 💫');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'hello Luna' });
  });

  it('debits exactly one message with one usage row', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    await api.http.post(`/api/chat/${bot.id}`, { user_message: 'one' }, creator.token);
    expect(await balance(creator.id)).toBe(99);
    const rows = await usageRows(creator.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bot_id: bot.id, kind: 'message', source: 'test', amount: 1 });
    const stats = await api.http.get('/api/stats', creator.token);
    expect(stats.body).toMatchObject({ messages_today: 1, messages_remaining: 99 });
  });

  it('refuses an empty message without charging', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    const res = await api.http.post(`/api/chat/${bot.id}`, { user_message: '   ' }, creator.token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('user_message: Message cannot be empty');
    expect(await balance(creator.id)).toBe(100);
    expect(openai.requests).toHaveLength(0);
  });

  it('answers 402 when no messages are left', async () => {
    const creator = await signUpCreator(api, 'spark', { messages_remaining: 0 });
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    const res = await api.http.post(`/api/chat/${bot.id}`, { user_message: 'hi' }, creator.token);
    expect(res.status).toBe(402);
    expect(res.body.detail).toMatch(/no messages left/);
    expect(openai.requests).toHaveLength(0);
  });

  it('never decrements the unlimited 999999', async () => {
    const creator = await signUpCreator(api, 'nexus', { messages_remaining: 999999 });
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    await api.http.post(`/api/chat/${bot.id}`, { user_message: 'hi' }, creator.token);
    expect(await balance(creator.id)).toBe(999999);
    expect(await usageRows(creator.id)).toHaveLength(1);
  });

  it('charges nothing when the provider fails, and says so', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    openai.failNext(2, 500, { message: 'upstream exploded' });
    const res = await api.http.post(`/api/chat/${bot.id}`, { user_message: 'hi' }, creator.token);
    expect(res.status).toBe(502);
    expect(res.body.detail).toMatch(/^The openai provider failed \(500\)/);
    expect(await balance(creator.id)).toBe(100);
    expect(await usageRows(creator.id)).toHaveLength(0);
  });

  it('retries once after a 429, honouring retry-after', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    openai.failNext(1, 429, { retryAfterSeconds: 1 });
    const started = Date.now();
    const res = await api.http.post(`/api/chat/${bot.id}`, { user_message: 'again?' }, creator.token);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(openai.requests).toHaveLength(2);
  });

  it('says which variable configures a provider that has no key', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ llm_provider: 'gemini', llm_model: 'gemini-2.0-flash' }), creator.token);
    const res = await api.http.post(`/api/chat/${bot.id}`, { user_message: 'hi' }, creator.token);
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe('The gemini provider is not configured on this server (set GEMINI_API_KEY)');
    expect(await balance(creator.id)).toBe(100);
  });

  it('answers exactly as many of 50 parallel messages as there are credits (20)', async () => {
    const creator = await signUpCreator(api, 'spark', { messages_remaining: 20 });
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    openai.delayMs = 20;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api.http.post(`/api/chat/${bot.id}`, { user_message: `message ${i}` }, creator.token)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status === 402)).toHaveLength(30);
    expect(await balance(creator.id)).toBe(0);
    expect(await usageRows(creator.id)).toHaveLength(20);
    expect(openai.requests).toHaveLength(20);
  });
});

describe('GET /api/models', () => {
  it('marks providers with a key as configured', async () => {
    const creator = await signUpCreator(api);
    const res = await api.http.get('/api/models', creator.token);
    const configured = res.body.providers.filter((p: { configured: boolean }) => p.configured).map((p: { id: string }) => p.id);
    expect(configured).toEqual(['openai']);
  });
});

// The dashboard's chat test streams (issue #36): through tRPC's httpBatchStreamLink, as the web app calls it.
const client = (token: string) =>
  createTRPCClient<AppRouter>({ links: [httpBatchStreamLink({ url: `${api.url}/trpc`, maxItems: 1, headers: { authorization: `Bearer ${token}` } })] });

async function collect(token: string, id: string, text: string): Promise<{ event: ChatTestEvent; at: number }[]> {
  const events = await client(token).bots.chatStream.mutate({ id, user_message: text });
  const seen: { event: ChatTestEvent; at: number }[] = [];
  for await (const event of events) seen.push({ event, at: Date.now() });
  return seen;
}

describe('bots.chatStream', () => {
  it('streams the reply as it is written, then the whole reply, for one credit', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    const reply = 'Hey night owl! I was just thinking about our last chat, tell me everything 🌙';
    openai.reply(() => reply);
    openai.streamPieceDelayMs = 40;
    const seen = await collect(creator.token, bot.id, 'hello Luna');

    expect(seen.at(-1)!.event).toEqual({ type: 'reply', response: reply, knowledge: [] });
    const drafts = seen.slice(0, -1).map(({ event }) => (event.type === 'draft' ? event.text : ''));
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    for (const draft of drafts) expect(reply.startsWith(draft) && draft !== '').toBe(true);
    // Each arrived as it was written, not all at the end.
    expect(seen.at(-1)!.at - seen[0]!.at).toBeGreaterThan(200);
    expect(openai.requests.at(-1)!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(await balance(creator.id)).toBe(99);
  });

  it('answers the whole reply alone when the bot does not stream', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ stream_replies: false }), creator.token);
    expect(bot.stream_replies).toBe(false);
    const seen = await collect(creator.token, bot.id, 'hi');
    expect(seen.map(({ event }) => event)).toEqual([{ type: 'reply', response: 'Echo: hi', knowledge: [] }]);
    expect(openai.requests.at(-1)!.body.stream).toBeUndefined();
  });

  it("refuses another creator's bot with 404 and a failed model with its error, charging nothing", async () => {
    const owner = await signUpCreator(api);
    const other = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), owner.token);
    const notFound = await collect(other.token, bot.id, 'hi').catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(TRPCClientError);
    expect((notFound as TRPCClientError<AppRouter>).data?.httpStatus).toBe(404);

    openai.cutNextStream(0);
    openai.failNext(1, 500, { message: 'upstream exploded' });
    const failed = await collect(owner.token, bot.id, 'hi').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(TRPCClientError);
    expect((failed as Error).message).toMatch(/openai provider failed/);
    expect(await balance(owner.id)).toBe(100);
  });

  it('names the field of a bad message', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    const refused = await collect(creator.token, bot.id, '   ').catch((error: unknown) => error);
    expect((refused as TRPCClientError<AppRouter>).data?.httpStatus).toBe(400);
    expect((refused as Error).message).toMatch(/Message cannot be empty/);
  });
});
