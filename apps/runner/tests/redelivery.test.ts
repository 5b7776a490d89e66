import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerFanMessage,
  conversationOf,
  debitMessageCredit,
  createLlm,
  createVoiceSynthesizer,
  fanConversation,
  llmSettingsFrom,
  loadBotWithOwner,
  upsertFan,
} from '@fanline/services';
import { createRecordingLogger, startFakeOpenAI, type FakeOpenAI } from '@fanline/testing';
import { startTestApi, type TestApi } from '@fanline/api-server/test-harness';

let api: TestApi;
let openai: FakeOpenAI;
beforeAll(async () => {
  openai = await startFakeOpenAI();
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
  await openai.close();
});

describe('a redelivered Telegram update', () => {
  it('is answered and charged once', async () => {
    const reg = await api.http.post('/api/auth/register', { name: 'Re', email: `re.${Date.now()}@example.com`, password: 'redeliver-1' });
    const bot = await api.http.post(
      '/api/chatbots',
      { name: 'Echo', description: 'd', personality: 'p', llm_provider: 'openai', llm_model: 'gpt-4o-mini' },
      reg.body.token,
    );
    const db = api.database.db;
    const loaded = (await loadBotWithOwner(db, bot.body.id))!;
    const fan = await upsertFan(db, bot.body.id, { id: 4242, first_name: 'Repeat' });
    const conversationId = await conversationOf(db, bot.body.id, fan.id, 4242);
    const deps = {
      llm: createLlm(llmSettingsFrom({ OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: openai.baseURL })),
      voice: createVoiceSynthesizer({ baseUrl: 'http://127.0.0.1:9' }),
      log: createRecordingLogger(),
    };
    const message = { ...loaded, fan, conversationId, updateId: 777, text: 'once only' };

    const first = await answerFanMessage(db, deps, message);
    const again = await answerFanMessage(db, deps, message);
    expect(first.kind).toBe('reply');
    expect(again).toEqual({ kind: 'duplicate' });
    expect(openai.requests).toHaveLength(1);
    const user = await db.selectFrom('users').select('messages_remaining').where('id', '=', reg.body.user.id).executeTakeFirstOrThrow();
    expect(user.messages_remaining).toBe(99);
    expect(await db.selectFrom('usage_debits').select('id').where('telegram_update_id', '=', 777).execute()).toHaveLength(1);

    // The runner died after charging update 778 but before answering it: the redelivery is answered, not charged again.
    await debitMessageCredit(db, { userId: reg.body.user.id, botId: bot.body.id, source: 'telegram', telegramUpdateId: 778 });
    const afterCrash = await answerFanMessage(db, deps, { ...message, updateId: 778, text: 'are you still there?' });
    expect(afterCrash.kind).toBe('reply');
    const balance = await db.selectFrom('users').select('messages_remaining').where('id', '=', reg.body.user.id).executeTakeFirstOrThrow();
    expect(balance.messages_remaining).toBe(98);
    expect(await db.selectFrom('usage_debits').select('id').where('telegram_update_id', '=', 778).execute()).toHaveLength(1);
  });

  it('is charged once when the credit is taken with the fan read, and an opted-out fan is not charged', async () => {
    const reg = await api.http.post('/api/auth/register', { name: 'Ahead', email: `ahead.${Date.now()}@example.com`, password: 'redeliver-2' });
    const bot = await api.http.post(
      '/api/chatbots',
      { name: 'Echo', description: 'd', personality: 'p', llm_provider: 'openai', llm_model: 'gpt-4o-mini' },
      reg.body.token,
    );
    const db = api.database.db;
    const userId: string = reg.body.user.id;
    const botId: string = bot.body.id;
    const from = { id: 5151, first_name: 'Ahead' };
    const charge = (updateId: number) => ({ userId, botId, source: 'telegram' as const, telegramUpdateId: updateId });
    const balance = async () => (await db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining;

    // First contact creates the fan and leaves the charge to the caller.
    const first = await fanConversation(db, botId, from, from.id, charge(900));
    expect(first.debit).toBeUndefined();
    expect(await balance()).toBe(100);

    const known = await fanConversation(db, botId, from, from.id, charge(901));
    expect(known.debit).toMatchObject({ status: 'debited', remaining: 99 });
    const redelivered = await fanConversation(db, botId, from, from.id, charge(901));
    expect(redelivered.debit).toEqual({ status: 'duplicate' });
    expect(await balance()).toBe(99);

    await db.updateTable('fans').set({ opted_out: true }).where('id', '=', known.fan.id).execute();
    const optedOut = await fanConversation(db, botId, from, from.id, charge(902));
    expect(optedOut.debit).toBeUndefined();
    expect(await balance()).toBe(99);
    expect(await db.selectFrom('usage_debits').select('id').where('bot_id', '=', botId).execute()).toHaveLength(1);
  });

  it('leaves an unlimited balance as it is, and still writes one usage row per update', async () => {
    const reg = await api.http.post('/api/auth/register', { name: 'Big', email: `big.${Date.now()}@example.com`, password: 'redeliver-3' });
    const bot = await api.http.post(
      '/api/chatbots',
      { name: 'Echo', description: 'd', personality: 'p', llm_provider: 'openai', llm_model: 'gpt-4o-mini' },
      reg.body.token,
    );
    const db = api.database.db;
    const userId: string = reg.body.user.id;
    await db.updateTable('users').set({ messages_remaining: 999999 }).where('id', '=', userId).execute();
    const request = { userId, botId: bot.body.id as string, source: 'telegram' as const, telegramUpdateId: 950 };

    expect(await debitMessageCredit(db, request)).toMatchObject({ status: 'debited', remaining: 999999 });
    expect(await debitMessageCredit(db, request)).toEqual({ status: 'duplicate' });
    const user = await db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.messages_remaining).toBe(999999);
    expect(await db.selectFrom('usage_debits').select('id').where('telegram_update_id', '=', 950).execute()).toHaveLength(1);

    await db.updateTable('users').set({ messages_remaining: 0 }).where('id', '=', userId).execute();
    expect(await debitMessageCredit(db, { ...request, telegramUpdateId: 951 })).toEqual({ status: 'exhausted' });
    expect(await db.selectFrom('usage_debits').select('id').where('telegram_update_id', '=', 951).execute()).toHaveLength(0);
  });
});
