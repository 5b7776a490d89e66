import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerFanMessage,
  conversationOf,
  debitMessageCredit,
  createLlm,
  createModeration,
  createVoiceSynthesizer,
  fanConversation,
  llmSettingsFrom,
  loadBotWithOwner,
  telegramFan,
  upsertFan,
} from '@fanline/services';
import { DEFAULT_VOICE_ID } from '@fanline/core';
import { createRecordingLogger, startFakeElevenLabs, startFakeOpenAI, type FakeElevenLabs, type FakeOpenAI } from '@fanline/testing';
import { startTestApi, type TestApi } from '@fanline/api-server/test-harness';

let api: TestApi;
let openai: FakeOpenAI;
let elevenlabs: FakeElevenLabs;
beforeAll(async () => {
  openai = await startFakeOpenAI();
  elevenlabs = await startFakeElevenLabs();
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
  await openai.close();
  await elevenlabs.close();
});

let creators = 0;
/** A creator signed up through the API (100 messages on spark) with one OpenAI bot. */
async function creatorWithBot(): Promise<{ userId: string; botId: string }> {
  creators += 1;
  const reg = await api.http.post('/api/auth/register', { name: 'Re', email: `re.${creators}.${Date.now()}@example.com`, password: 'redeliver-1' });
  const bot = await api.http.post(
    '/api/chatbots',
    { name: 'Echo', description: 'd', personality: 'p', llm_provider: 'openai', llm_model: 'gpt-4o-mini' },
    reg.body.token,
  );
  return { userId: reg.body.user.id, botId: bot.body.id };
}

/** The runner's reply path for one known fan of the bot, against the fake model. */
async function fanOf(botId: string, telegramUserId: number) {
  const db = api.database.db;
  const loaded = (await loadBotWithOwner(db, botId))!;
  const fan = await upsertFan(db, botId, telegramFan({ id: telegramUserId, is_bot: false, first_name: 'Repeat' }));
  const conversationId = await conversationOf(db, botId, fan.id, 'telegram');
  const deps = {
    llm: createLlm(llmSettingsFrom({ OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: openai.baseURL })),
    voice: createVoiceSynthesizer({ apiKey: 'xi-test', baseUrl: elevenlabs.url }),
    log: createRecordingLogger(),
    moderation: createModeration({ provider: 'builtin' }, createRecordingLogger()),
  };
  const answer = async (updateId: number, text: string) => {
    const outcome = await answerFanMessage(db, deps, { ...loaded, fan, conversationId, messageId: String(updateId), text });
    // The runner records a reply once the channel took it.
    if (outcome.kind === 'reply') await outcome.recordSent();
    return outcome;
  };
  return { answer };
}

/** Moves the bot's usage rows and messages into the past, as if they had arrived `interval` ago. */
async function backdate(botId: string, interval: string): Promise<void> {
  const db = api.database.db;
  await db.updateTable('usage_debits').set({ created_at: sql<Date>`now() - ${interval}::interval` }).where('bot_id', '=', botId).execute();
  await db.updateTable('messages').set({ created_at: sql<Date>`now() - ${interval}::interval` }).where('bot_id', '=', botId).execute();
}

const balanceOf = async (userId: string) =>
  (await api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining;

describe('a redelivered Telegram update', () => {
  it('is answered and charged once', async () => {
    const { userId, botId } = await creatorWithBot();
    const db = api.database.db;
    const { answer } = await fanOf(botId, 4242);
    openai.requests.length = 0;

    const first = await answer(777, 'once only');
    const again = await answer(777, 'once only');
    expect(first.kind).toBe('reply');
    expect(again).toEqual({ kind: 'duplicate' });
    expect(openai.requests).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(99);
    expect(await db.selectFrom('usage_debits').select('id').where('bot_id', '=', botId).where('external_message_id', '=', '777').execute()).toHaveLength(1);

    // The runner died after charging update 778 but before answering it: the redelivery is answered, not charged again.
    await debitMessageCredit(db, { userId, botId, source: 'telegram', messageId: '778' });
    const afterCrash = await answer(778, 'are you still there?');
    expect(afterCrash.kind).toBe('reply');
    expect(await balanceOf(userId)).toBe(98);
    expect(await db.selectFrom('usage_debits').select('id').where('bot_id', '=', botId).where('external_message_id', '=', '778').execute()).toHaveLength(1);
  });

  it('is told from a new message that reuses its id days later (Telegram restarts ids after a week of silence)', async () => {
    const { userId, botId } = await creatorWithBot();
    const db = api.database.db;
    const { answer } = await fanOf(botId, 4343);
    expect((await answer(800, 'hello from last month')).kind).toBe('reply');
    await backdate(botId, '8 days');
    openai.requests.length = 0;

    const reused = await answer(800, 'hello again, new week');
    expect(reused.kind).toBe('reply');
    expect(openai.requests).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(98);
    const keys = await db.selectFrom('usage_debits').select('external_message_id').where('bot_id', '=', botId).orderBy('id').execute();
    expect(keys).toEqual([{ external_message_id: null }, { external_message_id: '800' }]);

    // The new message's own redelivery, minutes later, is still a duplicate.
    expect(await answer(800, 'hello again, new week')).toEqual({ kind: 'duplicate' });
    expect(await balanceOf(userId)).toBe(98);
  });

  it('within 48 hours is still a redelivery', async () => {
    const { userId, botId } = await creatorWithBot();
    const { answer } = await fanOf(botId, 4444);
    expect((await answer(810, 'late night')).kind).toBe('reply');
    await backdate(botId, '47 hours');

    expect(await answer(810, 'late night')).toEqual({ kind: 'duplicate' });
    expect(await balanceOf(userId)).toBe(99);
  });

  it('keeps its voice note after a crash between the charges and the reply, without a second voice credit', async () => {
    const { userId, botId } = await creatorWithBot();
    const db = api.database.db;
    await db.updateTable('users').set({ plan: 'nexus', has_voice_upgrade: true, voice_messages_remaining: 10 }).where('id', '=', userId).execute();
    await db.updateTable('bots').set({ voice_enabled: true, voice_id: DEFAULT_VOICE_ID }).where('id', '=', botId).execute();
    const { answer } = await fanOf(botId, 4545);
    // The runner took both credits for update 830, then died before answering.
    await debitMessageCredit(db, { userId, botId, source: 'telegram', messageId: '830' });
    await debitMessageCredit(db, { kind: 'voice', userId, botId, source: 'telegram', messageId: '830' });

    const redelivered = await answer(830, 'say it out loud');
    expect(redelivered).toMatchObject({ kind: 'reply', voice: expect.any(Buffer) });
    const balances = await db.selectFrom('users').select(['messages_remaining', 'voice_messages_remaining']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(balances).toEqual({ messages_remaining: 99, voice_messages_remaining: 9 });
  });

  it('is charged once when the credit is taken with the fan read, and an opted-out fan is not charged', async () => {
    const { userId, botId } = await creatorWithBot();
    const db = api.database.db;
    const from = telegramFan({ id: 5151, is_bot: false, first_name: 'Ahead' });
    const charge = (updateId: number) => ({ userId, botId, source: 'telegram' as const, messageId: String(updateId) });
    const balance = () => balanceOf(userId);

    // First contact creates the fan and leaves the charge to the caller.
    const first = await fanConversation(db, botId, from, { charge: charge(900) });
    expect(first.debit).toBeUndefined();
    expect(await balance()).toBe(100);

    const known = await fanConversation(db, botId, from, { charge: charge(901) });
    expect(known.debit).toMatchObject({ status: 'debited', remaining: 99 });
    const redelivered = await fanConversation(db, botId, from, { charge: charge(901) });
    expect(redelivered.debit).toEqual({ status: 'duplicate' });
    expect(await balance()).toBe(99);

    await db.updateTable('fans').set({ opted_out: true }).where('id', '=', known.fan.id).execute();
    const optedOut = await fanConversation(db, botId, from, { charge: charge(902) });
    expect(optedOut.debit).toBeUndefined();
    expect(await balance()).toBe(99);
    expect(await db.selectFrom('usage_debits').select('id').where('bot_id', '=', botId).execute()).toHaveLength(1);
  });

  it('leaves an unlimited balance as it is, and still writes one usage row per update', async () => {
    const { userId, botId } = await creatorWithBot();
    const db = api.database.db;
    await db.updateTable('users').set({ messages_remaining: 999999 }).where('id', '=', userId).execute();
    const request = { userId, botId, source: 'telegram' as const, messageId: '950' };

    expect(await debitMessageCredit(db, request)).toMatchObject({ status: 'debited', remaining: 999999 });
    expect(await debitMessageCredit(db, request)).toEqual({ status: 'duplicate' });
    expect(await balanceOf(userId)).toBe(999999);
    expect(await db.selectFrom('usage_debits').select('id').where('bot_id', '=', botId).where('external_message_id', '=', '950').execute()).toHaveLength(1);

    await db.updateTable('users').set({ messages_remaining: 0 }).where('id', '=', userId).execute();
    expect(await debitMessageCredit(db, { ...request, messageId: '951' })).toEqual({ status: 'exhausted' });
    expect(await db.selectFrom('usage_debits').select('id').where('bot_id', '=', botId).where('external_message_id', '=', '951').execute()).toHaveLength(0);
  });
});
