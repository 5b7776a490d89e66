import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelCostUsd } from '@fanline/services';
import { createSecretBox } from '@fanline/services';
import { createTestDatabase, type TestDatabase } from '@fanline/testing';
import { generateDemoData } from '../src/demo-data/generate-demo-data';
import { checkRollups } from '../src/rollup-check';

const secrets = createSecretBox(randomBytes(32).toString('hex'));
const EMAIL = 'Demo.Creator@Example.com';

let database: TestDatabase;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const user = await database.db
    .insertInto('users')
    .values({ name: 'Demo Creator', email: EMAIL.toLowerCase(), referral_code: 'DEMOTEST1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
});
afterAll(() => database.drop());

const countOf = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(database.db)).rows[0]?.n ?? 0);

describe('generateDemoData', () => {
  it('fills the account with a month of bots, chats and payments whose rollups match the raw rows', async () => {
    const now = new Date();
    const summary = await generateDemoData(database.db, secrets, { email: EMAIL.toUpperCase(), seed: 7, now });
    const { db } = database;

    expect(summary.userId).toBe(userId);
    expect(summary.bots).toHaveLength(5);
    expect(summary.bots.filter((b) => b.state === 'paused')).toHaveLength(1);
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ plan: 'nexus', has_voice_upgrade: true });

    const bots = await db.selectFrom('bots').selectAll().where('user_id', '=', userId).execute();
    expect(new Set(bots.map((b) => b.name)).size).toBe(5);
    expect(bots.filter((b) => b.is_deployed && b.is_active).length).toBeGreaterThanOrEqual(3);

    const messages = await countOf(sql<{ n: string }>`SELECT count(*) AS n FROM messages`);
    const fanMessages = await countOf(sql<{ n: string }>`SELECT count(*) AS n FROM messages WHERE role = 'user'`);
    const voice = await countOf(sql<{ n: string }>`SELECT count(*) AS n FROM messages WHERE is_voice`);
    const payments = await countOf(sql<{ n: string }>`SELECT count(*) AS n FROM fan_payments`);
    const refunded = await countOf(sql<{ n: string }>`SELECT count(*) AS n FROM fan_payments WHERE status = 'refunded'`);
    expect(messages).toBe(summary.messages);
    expect(fanMessages).toBeGreaterThan(1000);
    expect(voice).toBeGreaterThan(0);
    expect(payments).toBe(summary.payments);
    expect(refunded).toBe(summary.refunds);
    expect(await countOf(sql<{ n: string }>`SELECT count(DISTINCT kind) AS n FROM fan_payments`)).toBe(3);
    expect(await countOf(sql<{ n: string }>`SELECT count(*) AS n FROM tip_prompts`)).toBeGreaterThan(0);

    // The rollups the analytics read, against the raw rows they summarise.
    const daily = await db.selectFrom('bot_daily_stats').select((eb) => [eb.fn.sum<string>('fan_messages').as('fan_messages'), eb.fn.sum<string>('payments').as('payments')]).executeTakeFirstOrThrow();
    expect(Number(daily.fan_messages)).toBe(fanMessages);
    expect(Number(daily.payments)).toBe(payments - refunded);
    const check = await checkRollups(db);
    expect(check.mismatches).toEqual([]);
    expect(check.hourlyRows).toBeGreaterThan(0);
    // A fan_stats row exists for every fan who wrote or paid (a regular who stayed away this month has none).
    expect(check.fanRows).toBe(await countOf(sql<{ n: string }>`SELECT count(*) AS n FROM (SELECT fan_id FROM messages UNION SELECT fan_id FROM fan_payments) f`));

    // Replies look like the runner's: latency in range, cost from the catalogue price; nothing in the future or before the month.
    const replies = await db.selectFrom('messages').innerJoin('bots', 'bots.id', 'messages.bot_id').select(['latency_ms', 'prompt_tokens', 'completion_tokens', 'cost_usd', 'llm_provider', 'llm_model']).where('role', '=', 'assistant').where('error', 'is', null).limit(200).execute();
    expect(replies.length).toBeGreaterThan(0);
    for (const r of replies) {
      expect(r.latency_ms).toBeGreaterThanOrEqual(300);
      expect(r.latency_ms).toBeLessThanOrEqual(2500);
      expect(Number(r.cost_usd)).toBe(modelCostUsd(r.llm_provider, r.llm_model, r.prompt_tokens ?? 0, r.completion_tokens ?? 0));
    }
    const span = await db.selectFrom('messages').select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')]).executeTakeFirstOrThrow();
    expect(new Date(span.last as Date).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - new Date(span.first as Date).getTime()).toBeLessThanOrEqual(31 * 86_400_000);
  });

  it('refuses to add a second set without --reset, and with it replaces the bots', async () => {
    await expect(generateDemoData(database.db, secrets, { email: EMAIL })).rejects.toThrow(/already has demo bots.*--reset/);
    const summary = await generateDemoData(database.db, secrets, { email: EMAIL, reset: true, seed: 8 });
    expect(summary.deletedBots).toBe(5);
    expect(await database.db.selectFrom('bots').select('id').where('user_id', '=', userId).execute()).toHaveLength(5);
    expect((await checkRollups(database.db)).mismatches).toEqual([]);
  }, 120_000);

  it('names --email when the account does not exist', async () => {
    await expect(generateDemoData(database.db, secrets, { email: 'nobody@example.com' })).rejects.toThrow(/--email: no account with the email nobody@example.com/);
  });
});
