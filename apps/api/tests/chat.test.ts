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
