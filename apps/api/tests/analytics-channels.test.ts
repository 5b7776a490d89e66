import type { Platform } from '@fanline/core';
import type { Db } from '@fanline/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { at } from './analytics-fixture';
import { signUpCreator, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

/*
 * Issue #17: figures by platform count each bot's activity under its channel.
 *   Both: Tg (telegram) 2 fan messages, one $12 tip · Gram (instagram) 3 fan messages, no payments
 *   Insta-only: Reel (instagram) 2 fan messages in 30 days (and 1 at D-40, outside them)
 *   Tied: Tg 1 fan message, Gram 1 fan message, no revenue
 */
let api: TestApi;
const creators = {} as Record<'both' | 'instaOnly' | 'tied' | 'quiet', SignedUpCreator>;
const bots = {} as Record<'tg' | 'gram' | 'reel', string>;

let externalId = 9000;

async function addBot(db: Db, userId: string, name: string, platform: Platform): Promise<string> {
  const bot = await db
    .insertInto('bots')
    .values({
      user_id: userId,
      name,
      description: `${name} talks to fans`,
      personality: `You are ${name}.`,
      llm_model: 'gpt-4o-mini',
      llm_provider: 'openai',
      platform,
      is_active: true,
      is_deployed: true,
      ...(platform === 'telegram' ? { telegram_token_enc: 'sealed' } : { instagram_username: name.toLowerCase(), instagram_page_id: `page-${name}` }),
      created_at: at(-60, '00:00'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return bot.id;
}

/** One fan of the bot, on its channel, who writes a message (answered) at each time. */
async function addFan(db: Db, botId: string, channel: Platform, sentAt: Date[]): Promise<string> {
  externalId += 1;
  const first = sentAt[0] ?? new Date();
  const last = sentAt[sentAt.length - 1] ?? first;
  const fan = await db
    .insertInto('fans')
    .values({ bot_id: botId, channel, external_user_id: String(externalId), first_name: `Fan ${externalId}`, first_seen_at: first, last_message_at: last })
    .returning('id')
    .executeTakeFirstOrThrow();
  const conversation = await db
    .insertInto('conversations')
    .values({ bot_id: botId, fan_id: fan.id, channel, started_at: first, last_message_at: last, message_count: sentAt.length * 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const base = { conversation_id: conversation.id, bot_id: botId, fan_id: fan.id };
  await db
    .insertInto('messages')
    .values(
      sentAt.flatMap((when) => [
        { ...base, role: 'user' as const, content: 'Hi!', created_at: when },
        { ...base, role: 'assistant' as const, content: 'Hello!', latency_ms: 500, cost_usd: 0.001, created_at: new Date(when.getTime() + 1000) },
      ]),
    )
    .execute();
  return fan.id;
}

beforeAll(async () => {
  api = await startTestApi();
  const db = api.database.db;
  for (const key of ['both', 'instaOnly', 'tied', 'quiet'] as const) creators[key] = await signUpCreator(api, 'nexus');

  bots.tg = await addBot(db, creators.both.id, 'Tg', 'telegram');
  bots.gram = await addBot(db, creators.both.id, 'Gram', 'instagram');
  const tgFan = await addFan(db, bots.tg, 'telegram', [at(-2, '10:00'), at(0, '09:00')]);
  await addFan(db, bots.gram, 'instagram', [at(-5, '18:00'), at(-1, '18:00'), at(0, '08:00')]);
  await db
    .insertInto('fan_payments')
    .values({ bot_id: bots.tg, fan_id: tgFan, kind: 'tip', amount_minor: 1200, currency: 'USD', amount_usd: 12, channel: 'telegram', external_charge_id: 'channels-tip-1', created_at: at(-2, '10:05') })
    .execute();

  bots.reel = await addBot(db, creators.instaOnly.id, 'Reel', 'instagram');
  await addFan(db, bots.reel, 'instagram', [at(-40, '12:00'), at(-3, '12:00'), at(0, '07:00')]);

  const tiedTg = await addBot(db, creators.tied.id, 'TiedTg', 'telegram');
  const tiedGram = await addBot(db, creators.tied.id, 'TiedGram', 'instagram');
  await addFan(db, tiedTg, 'telegram', [at(-1, '10:00')]);
  await addFan(db, tiedGram, 'instagram', [at(-1, '11:00')]);

  await addBot(db, creators.quiet.id, 'Quiet', 'instagram');
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api.close());

const dashboard = async (creator: SignedUpCreator) => {
  const res = await api.http.get(`/api/analytics/dashboard/${creator.id}`, creator.token);
  expect(res.status).toBe(200);
  return res.body;
};

describe('dashboard figures by channel', () => {
  it('counts a Telegram bot with revenue and an Instagram bot with messages, each under its channel', async () => {
    const a = await dashboard(creators.both);
    expect(a.revenue_by_platform).toEqual({ instagram: 0, telegram: 12, whatsapp: 0 });
    expect(a.messages_by_platform).toEqual({ instagram: 3, telegram: 2, whatsapp: 0 });
    // Revenue decides before messages: Telegram earned, Instagram only talked.
    expect(a.performance_metrics.best_platform).toBe('telegram');
    expect(a.messages_by_bot).toEqual([
      { bot_id: bots.gram, bot_name: 'Gram', messages: 3 },
      { bot_id: bots.tg, bot_name: 'Tg', messages: 2 },
    ]);
    expect(a.today_messages).toBe(2);
  });

  it('names Instagram the best platform of an Instagram-only creator with messages and no revenue', async () => {
    const a = await dashboard(creators.instaOnly);
    expect(a.revenue_by_platform).toEqual({ instagram: 0, telegram: 0, whatsapp: 0 });
    // The D-40 message is outside the 30 days.
    expect(a.messages_by_platform).toEqual({ instagram: 2, telegram: 0, whatsapp: 0 });
    expect(a.performance_metrics.best_platform).toBe('instagram');
    expect(a.performance_metrics.top_earning_bot).toBeNull();
    expect(a.top_performing_bot).toMatchObject({ bot_id: bots.reel, messages: 2, revenue: 0 });
  });

  it('gives a tie on revenue and messages to Telegram, and no best platform without activity', async () => {
    const tied = await dashboard(creators.tied);
    expect(tied.messages_by_platform).toEqual({ instagram: 1, telegram: 1, whatsapp: 0 });
    expect(tied.performance_metrics.best_platform).toBe('telegram');

    const quiet = await dashboard(creators.quiet);
    expect(quiet.revenue_by_platform).toEqual({ instagram: 0, telegram: 0, whatsapp: 0 });
    expect(quiet.messages_by_platform).toEqual({ instagram: 0, telegram: 0, whatsapp: 0 });
    expect(quiet.performance_metrics.best_platform).toBeNull();
  });

  it('shows an Instagram bot’s own figures under its platform', async () => {
    const res = await api.http.get(`/api/analytics/bot/${bots.reel}`, creators.instaOnly.token);
    expect(res.status).toBe(200);
    expect(res.body.bot_info.platform).toBe('instagram');
    expect(res.body.message_stats).toMatchObject({ today_messages: 1, total_messages: 3, unique_users: 1 });
  });
});

describe('admin figures', () => {
  it('count Instagram bots and their fan messages with the rest', async () => {
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const figures = async () => {
      const res = await api.http.get('/api/admin/analytics', admin.token);
      expect(res.status).toBe(200);
      return res.body;
    };
    const before = await figures();
    // Tg, Gram, Reel, TiedTg, TiedGram, Quiet; 4 of them on Instagram.
    expect(before.bots).toEqual({ total: 6, active: 6, deployed: 6 });
    // An Instagram DM a minute ago is one more fan message in the last 24 hours.
    await addFan(api.database.db, bots.reel, 'instagram', [new Date(Date.now() - 60_000)]);
    expect((await figures()).messages.last_24h).toBe(before.messages.last_24h + 1);
  });
});
