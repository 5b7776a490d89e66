import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, fanConversation, recordExchange, upsertFan, type Exchange } from '@fanline/services';
import { createTestDatabase, type TestDatabase } from '@fanline/testing';
import { checkRollups } from '../src/rollup-check';

let database: TestDatabase;
let botId: string;
let otherBotId: string;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const user = await database.db.insertInto('users').values({ name: 'Creator', email: 'exchanges@example.com', referral_code: 'EXCH01' }).returning('id').executeTakeFirstOrThrow();
  userId = user.id;
  const insertBot = (name: string) =>
    database.db.insertInto('bots').values({ user_id: userId, name, description: 'd', personality: 'p', llm_model: 'gpt-4o-mini', llm_provider: 'openai' }).returning('id').executeTakeFirstOrThrow();
  botId = (await insertBot('Nova')).id;
  otherBotId = (await insertBot('Vega')).id;
});
afterAll(() => database.drop());

const reply = (text: string) => ({ text, promptTokens: 12, completionTokens: 5, latencyMs: 40, costUsd: 0.000021, isVoice: false });

async function newFanExchange(n: number, ofBot = botId): Promise<Omit<Exchange, 'messageId' | 'fanText'>> {
  const fan = await upsertFan(database.db, ofBot, { channel: 'telegram', externalUserId: `batch-${n}`, username: null, firstName: `Fan ${n}`, languageCode: 'en' });
  return { conversationId: await conversationOf(database.db, ofBot, fan.id, 'telegram'), botId: ofBot, fanId: fan.id };
}

describe('exchanges recorded in one turn of the event loop', () => {
  it('go as one statement, each in order with its own counters, and one that fails fails alone', async () => {
    const { db } = database;
    const fans = await Promise.all([1, 2, 3, 4].map((n) => newFanExchange(n)));
    const [a, b, c, d] = fans as [Awaited<ReturnType<typeof newFanExchange>>, ...Awaited<ReturnType<typeof newFanExchange>>[]];

    // Four fans in one turn: three answered (one on a prepaid message), one whose model failed.
    await db.updateTable('fans').set({ prepaid_messages: 3 }).where('id', '=', b!.fanId).execute();
    const counters = await Promise.all([
      recordExchange(db, { ...a, messageId: 'a1', fanText: 'hi from a', reply: reply('hello a') }),
      recordExchange(db, { ...b!, messageId: 'b1', fanText: 'hi from b', reply: reply('hello b') }, true),
      recordExchange(db, { ...c!, messageId: 'c1', fanText: 'hi from c', error: 'The model timed out' }),
      recordExchange(db, { ...d!, messageId: 'd1', fanText: 'hi from d', fanMedia: 'voice', reply: { ...reply('hello d'), isVoice: true } }),
    ]);
    expect(counters.map((x) => x?.messages_since_tip_prompt)).toEqual([1, 1, 0, 1]);

    const rows = await db
      .selectFrom('messages')
      .select(['id', 'fan_id', 'role', 'content', 'error', 'media', 'is_voice', 'external_message_id', sql<string>`xmin::text`.as('tx')])
      .where('bot_id', '=', botId)
      .orderBy('id')
      .execute();
    // One transaction wrote all eight rows, each fan's message just before its reply.
    expect(new Set(rows.map((r) => r.tx)).size).toBe(1);
    expect(rows.map((r) => [r.external_message_id, r.role, r.content, r.error, r.media, r.is_voice])).toEqual([
      ['a1', 'user', 'hi from a', null, null, false],
      ['a1', 'assistant', 'hello a', null, null, false],
      ['b1', 'user', 'hi from b', null, null, false],
      ['b1', 'assistant', 'hello b', null, null, false],
      ['c1', 'user', 'hi from c', null, null, false],
      ['c1', 'assistant', '', 'The model timed out', null, false],
      ['d1', 'user', 'hi from d', null, 'voice', false],
      ['d1', 'assistant', 'hello d', null, null, true],
    ]);
    const conversations = await db.selectFrom('conversations').select(['fan_id', 'message_count', 'unread_count', 'needs_human_at']).where('bot_id', '=', botId).execute();
    const byFan = new Map(conversations.map((row) => [row.fan_id, row]));
    // A failed reply's row is no message of the conversation's.
    expect([a, b, c, d].map((x) => byFan.get(x!.fanId)?.message_count)).toEqual([2, 2, 1, 2]);
    expect(byFan.get(c!.fanId)?.needs_human_at).toBeInstanceOf(Date);
    expect(byFan.get(a.fanId)?.needs_human_at).toBeNull();
    expect((await db.selectFrom('fans').select('prepaid_messages').where('id', '=', b!.fanId).executeTakeFirstOrThrow()).prepaid_messages).toBe(2);
    expect((await checkRollups(db)).mismatches).toEqual([]);
    const day = await db.selectFrom('bot_daily_stats').select(['fan_messages', 'replies', 'failed_replies', 'voice_replies']).where('bot_id', '=', botId).executeTakeFirstOrThrow();
    expect(day).toEqual({ fan_messages: 4, replies: 3, failed_replies: 1, voice_replies: 1 });

    // A fan gone meanwhile (their conversation with them) makes the statement fail: the others are still recorded, and only its caller hears of it.
    const gone = { conversationId: randomUUID(), botId, fanId: randomUUID() };
    const settled = await Promise.allSettled([
      recordExchange(db, { ...a, messageId: 'a2', fanText: 'again from a', reply: reply('again a') }),
      recordExchange(db, { ...gone, messageId: 'x1', fanText: 'lost', reply: reply('never stored') }),
      recordExchange(db, { ...b!, messageId: 'b2', fanText: 'again from b', reply: reply('again b') }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const later = await db.selectFrom('messages').select('external_message_id').where('bot_id', '=', botId).where('id', '>', rows.at(-1)!.id).orderBy('id').execute();
    expect(later.map((r) => r.external_message_id)).toEqual(['a2', 'a2', 'b2', 'b2']);

    // The same fan twice in one turn (never from the pipeline, which answers a fan one message at a time): both kept, in order.
    await Promise.all([
      recordExchange(db, { ...c!, messageId: 'c2', fanText: 'one', reply: reply('first') }),
      recordExchange(db, { ...c!, messageId: 'c3', fanText: 'two', reply: reply('second') }),
    ]);
    const conversation = await db.selectFrom('conversations').select('message_count').where('id', '=', c!.conversationId).executeTakeFirstOrThrow();
    expect(conversation.message_count).toBe(5);
    expect((await checkRollups(db)).mismatches).toEqual([]);
  });

  // A statement over several bots could lock their statistics rows in different orders and deadlock with another.
  it('go as one statement per bot', async () => {
    const { db } = database;
    const [first, second] = [await newFanExchange(10), await newFanExchange(11, otherBotId)];
    await Promise.all([
      recordExchange(db, { ...first, messageId: 'p1', fanText: 'to Nova', reply: reply('from Nova') }),
      recordExchange(db, { ...second, messageId: 'q1', fanText: 'to Vega', reply: reply('from Vega') }),
    ]);
    const rows = await db
      .selectFrom('messages')
      .select(['bot_id', sql<string>`xmin::text`.as('tx')])
      .where('external_message_id', 'in', ['p1', 'q1'])
      .execute();
    expect(rows).toHaveLength(4);
    const transactionsOf = (id: string) => new Set(rows.filter((r) => r.bot_id === id).map((r) => r.tx));
    expect([transactionsOf(botId).size, transactionsOf(otherBotId).size]).toEqual([1, 1]);
    expect([...transactionsOf(botId)]).not.toEqual([...transactionsOf(otherBotId)]);
    expect((await checkRollups(db)).mismatches).toEqual([]);
  });
});

describe("known fans' reads in one turn of the event loop", () => {
  it('are read and charged in one statement per bot, each on its own message, and one that fails fails alone', async () => {
    const { db } = database;
    await db.updateTable('users').set({ messages_remaining: 100 }).where('id', '=', userId).execute();
    const known = await Promise.all([20, 21, 22].map((n) => newFanExchange(n)));
    const identity = (n: number) => ({ channel: 'telegram' as const, externalUserId: `batch-${n}`, username: null, firstName: `Fan ${n}`, languageCode: 'en' });
    const charge = (messageId: string, source: 'telegram' | 'nowhere' = 'telegram') => ({ userId, botId, source: source as 'telegram', messageId });

    const reads = await Promise.all([
      fanConversation(db, botId, identity(20), { charge: charge('r20') }),
      fanConversation(db, botId, identity(21), { charge: charge('r21') }),
      fanConversation(db, botId, identity(22)),
    ]);
    expect(reads.map((r) => r.conversationId)).toEqual(known.map((k) => k.conversationId));
    expect(reads.map((r) => r.debit?.status)).toEqual(['debited', 'debited', undefined]);
    const debits = await db.selectFrom('usage_debits').select(['external_message_id', sql<string>`xmin::text`.as('tx')]).where('bot_id', '=', botId).execute();
    expect(debits.map((d) => d.external_message_id).sort()).toEqual(['r20', 'r21']);
    // Both charges in one transaction: one statement read and charged both fans.
    expect(new Set(debits.map((d) => d.tx)).size).toBe(1);
    expect((await db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining).toBe(98);

    // A charge the database refuses (no such channel) fails its own read; the fans gathered with it are read and charged once.
    const settled = await Promise.allSettled([
      fanConversation(db, botId, identity(20), { charge: charge('r20b') }),
      fanConversation(db, botId, identity(21), { charge: charge('r21b', 'nowhere') }),
      fanConversation(db, botId, identity(22), { charge: charge('r22b') }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await db.selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining).toBe(96);

    // A fan not known yet is written and not charged here (the caller charges first contact).
    const fresh = await fanConversation(db, botId, identity(23), { charge: charge('r23') });
    expect(fresh.debit).toBeUndefined();
    expect(fresh.history).toEqual([]);
  });
});
