import { addDays, isoDay, utcDay, VOICE_COST_PER_1K_CHARS_USD } from '@fanline/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertAnalyticsFixture, voiceNoteIsThisMonth, type AnalyticsFixture } from './analytics-fixture';
import { signUpCreator, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let creator: SignedUpCreator;
let fixture: AnalyticsFixture;
const today = utcDay(new Date());
const day = (offset: number) => isoDay(addDays(today, offset));

beforeAll(async () => {
  api = await startTestApi();
  creator = await signUpCreator(api, 'nexus', { has_voice_upgrade: true, voice_messages_remaining: 19_999 });
  fixture = await insertAnalyticsFixture(api.database.db, creator.id);
});
afterEach(() => api.log.assertNoErrors());
afterAll(() => api.close());

const get = (path: string, token = creator.token) => api.http.get(path, token);

/*
 * The fixture, by UTC day (D0 = today), as the rollups see it:
 *   Luna  D-40 new fan f1 · D-35 1 msg, 1 reply (1000 ms, $0.002), $25 tip
 *         D-3 2 msgs (one failed reply), 1 reply (800 ms), $6 tip, 1 prompt, new fan f2
 *         D-2 1 msg, 1 reply (1000 ms), new fan f6
 *         D-1 1 msg, 1 voice reply (2000 ms, 100 chars), $9.99 subscription, 1 prompt
 *         D0  2 msgs, 2 replies (600 + 1200 ms), $10 tip (+ a $15 tip refunded), 2 prompts, new fan f3
 *   Nova  D-45 new fan f5 · D-40 1 msg, 1 reply (500 ms) · D-10 1 msg, 1 reply (400 ms), $5 per-message, new fan f4
 * Windows: week D-6..D0, last week D-13..D-7, 30 days D-29..D0.
 */
describe('dashboard analytics', () => {
  it('computes every field from the stored data', async () => {
    const res = await get(`/api/analytics/dashboard/${creator.id}?t=${Date.now()}`);
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.today_messages).toBe(2);
    expect(a.today_revenue).toBe(10);
    expect(a.total_bots).toBe(2);
    expect(a.active_bots).toBe(1);
    // 30 days: Luna 6 + 9.99 + 10, Nova 5.
    expect(a.revenue_by_platform).toEqual({ instagram: 0, telegram: 30.99, whatsapp: 0 });
    // 30 days: Luna 6 fan messages, Nova 1, both on Telegram.
    expect(a.messages_by_platform).toEqual({ instagram: 0, telegram: 7, whatsapp: 0 });
    expect(a.messages_by_bot).toEqual([
      { bot_id: fixture.luna, bot_name: 'Luna', messages: 6 },
      { bot_id: fixture.nova, bot_name: 'Nova', messages: 1 },
    ]);
    expect(a.revenue_trend).toHaveLength(30);
    expect(a.revenue_trend[0]).toEqual({ date: day(-29), revenue: 0, messages: 0 });
    const trend = Object.fromEntries(a.revenue_trend.filter((p: { messages: number; revenue: number }) => p.messages || p.revenue).map((p: { date: string }) => [p.date, p]));
    expect(trend).toEqual({
      [day(-10)]: { date: day(-10), revenue: 5, messages: 1 },
      [day(-3)]: { date: day(-3), revenue: 6, messages: 2 },
      [day(-2)]: { date: day(-2), revenue: 0, messages: 1 },
      [day(-1)]: { date: day(-1), revenue: 9.99, messages: 1 },
      [day(0)]: { date: day(0), revenue: 10, messages: 2 },
    });
    expect(a.top_performing_bot).toEqual({ bot_id: fixture.luna, name: 'Luna', messages: 6, revenue: 25.99 });
    // New fans f2, f6, f3 this week; 6 fan messages this week against 1 last week; hour 20 has 5 messages.
    expect(a.growth_metrics).toEqual({ new_fans_this_week: 3, growth_rate: 500, peak_activity_hours: [20, 9, 14] });
    expect(a.hourly_activity).toHaveLength(24);
    expect(a.hourly_activity.filter((h: { messages: number }) => h.messages > 0)).toEqual([
      { hour: 9, messages: 1 },
      { hour: 14, messages: 1 },
      { hour: 20, messages: 5 },
    ]);
    // 2 paid tips of 4 prompts in 30 days, averaging (6 + 10) / 2.
    expect(a.conversion_stats).toEqual({ tip_conversion_rate: 50, avg_tip_amount: 8 });
    // 5 fans active in 30 days (not f5), 1 of them (f1) first came earlier; all-time 17 messages over 6 conversations; 7 fan messages / 5 fans.
    expect(a.engagement_metrics).toEqual({ repeat_visitor_rate: 20, avg_conversation_length: 2.83, messages_per_chat: 1.4 });
    expect(a.performance_metrics).toEqual({
      top_earning_bot: { bot_id: fixture.luna, name: 'Luna', messages: 6, revenue: 25.99 },
      best_platform: 'telegram',
      // (800 + 1000 + 2000 + 600 + 1200 + 400) ms over 6 replies.
      avg_response_time: 1000,
      // 20h: $6 + $10; 21h: $9.99 (the refunded $15 nets to 0); 15h: $5.
      peak_revenue_hour: 20,
      // All-time $55.99 over 6 fans.
      revenue_per_user: 9.33,
      best_day_this_month: { date: day(0), revenue: 10 },
    });
    expect(a.weekly_revenue).toEqual({ this_week: 25.99, last_week: 5, growth_percentage: 419.8 });
    expect(a.recent_transactions.map((t: { bot_name: string; amount: number; type: string; platform: string }) => [t.bot_name, t.amount, t.type, t.platform])).toEqual([
      ['Luna', 10, 'tip', 'telegram'],
      ['Luna', 9.99, 'subscription', 'telegram'],
    ]);
    // docs/product.md §11: 30 × today's revenue; today's revenue per 100 of today's messages.
    expect(a.estimated_monthly_revenue).toBe(300);
    expect(a.revenue_per_100_messages).toBe(500);
    // Luna: $50.99 − $0.013 LLM − 100 chars of voice; Nova: $5 − $0.002.
    const voice = (100 / 1000) * VOICE_COST_PER_1K_CHARS_USD;
    expect(a.margins.by_bot).toEqual([
      { bot_id: fixture.luna, name: 'Luna', revenue: 50.99, llm_cost: 0.01, voice_cost: Math.round(voice * 100) / 100, margin: Math.round((50.99 - 0.013 - voice) * 100) / 100 },
      { bot_id: fixture.nova, name: 'Nova', revenue: 5, llm_cost: 0, voice_cost: 0, margin: 5 },
    ]);
    expect(a.margins.top_fans.map((f: { fan_id: string }) => f.fan_id)).toEqual([fixture.fans.f1, fixture.fans.f3, fixture.fans.f2, fixture.fans.f4]);
    expect(a.margins.top_fans[0]).toMatchObject({ bot_name: 'Luna', fan_name: 'Fan f1', revenue: 34.99, cost: Math.round((0.007 + voice) * 100) / 100, margin: Math.round((34.99 - 0.007 - voice) * 100) / 100 });
  });

  it('answers zeros and an empty trend for a creator without bots', async () => {
    const fresh = await signUpCreator(api);
    const res = await get(`/api/analytics/dashboard/${fresh.id}`, fresh.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ today_messages: 0, today_revenue: 0, total_bots: 0, top_performing_bot: null, recent_transactions: [], messages_by_bot: [] });
    expect(res.body.revenue_trend).toHaveLength(30);
    expect(res.body.revenue_trend.every((p: { revenue: number; messages: number }) => p.revenue === 0 && p.messages === 0)).toBe(true);
  });
});

describe('advanced analytics', () => {
  it('computes every field from the stored data', async () => {
    const res = await get(`/api/analytics/advanced/${creator.id}`);
    expect(res.status).toBe(200);
    const a = res.body;
    // f1, f2, f3, f4 paid in 30 days, of 5 active fans; $30.99 over them.
    expect(a.conversion_rate).toBe(80);
    expect(a.revenue_per_user).toBe(6.2);
    // f1 and f5 first came 30–60 days ago; f1 came back.
    expect(a.user_retention).toBe(50);
    // Sessions started in 30 days: f4, f2 (two messages 5 minutes apart), f6, f1 twice (13 hours apart), f3: 300 s over 6.
    expect(a.avg_session_duration).toBe(0.83);
    expect(a.peak_hours).toHaveLength(24);
    expect(a.peak_hours.filter((h: { messages: number }) => h.messages > 0)).toEqual([
      { hour: 9, messages: 1 },
      { hour: 14, messages: 1 },
      { hour: 20, messages: 5 },
    ]);
    // 7 fan messages and 6 replies over 6 sessions; of the 4 conversations started in 30 days, 3 never went past one exchange.
    expect(a.engagement_metrics).toEqual({ avg_messages_per_session: 2.17, bounce_rate: 75, repeat_user_rate: 20 });
  });
});

describe('voice analytics', () => {
  it('computes every field from the stored data', async () => {
    const res = await get(`/api/analytics/voice/${creator.id}`);
    expect(res.status).toBe(200);
    const now = new Date();
    const inMonth = voiceNoteIsThisMonth(now);
    const cost = inMonth ? (100 / 1000) * VOICE_COST_PER_1K_CHARS_USD : 0;
    const daysInMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    expect(res.body).toEqual({
      voice_messages_sent: inMonth ? 1 : 0,
      voice_messages_remaining: 19_999,
      // f1 wrote back after the voice note.
      voice_engagement: { avg_listen_rate: inMonth ? 100 : 0 },
      popular_voices: inMonth ? [{ voice_name: 'Seductive Female 1', usage_percent: 100 }] : [],
      cost_analysis: {
        current_month_cost: Math.round(cost * 100) / 100,
        avg_cost_per_message: Math.round(cost * 10_000) / 10_000,
        projected_monthly_cost: Math.round(((cost / now.getUTCDate()) * daysInMonth) * 100) / 100,
      },
    });
  });
});

describe('per-bot analytics', () => {
  it('computes every field from the stored data', async () => {
    const res = await get(`/api/analytics/bot/${fixture.luna}`);
    expect(res.status).toBe(200);
    const voice = (100 / 1000) * VOICE_COST_PER_1K_CHARS_USD;
    expect(res.body).toEqual({
      bot_info: { status: 'Online', platform: 'telegram' },
      message_stats: { today_messages: 2, total_messages: 7, unique_users: 4, avg_messages_per_user: 1.75 },
      revenue_stats: { today_revenue: 10, total_revenue: 50.99, revenue_per_user: 12.75, total_payments: 4 },
      // 6 of 7 messages answered; (1000 + 800 + 1000 + 2000 + 600 + 1200) / 6 ms.
      performance_stats: { response_rate: 85.7, avg_response_time: 1100 },
      trends: { peak_hours: expect.any(Array) },
      margin: { revenue: 50.99, llm_cost: 0.01, voice_cost: Math.round(voice * 100) / 100, margin: Math.round((50.99 - 0.013 - voice) * 100) / 100 },
    });
    expect(res.body.trends.peak_hours.filter((h: { messages: number }) => h.messages > 0)).toEqual([
      { hour: 9, messages: 1 },
      { hour: 20, messages: 5 },
    ]);
  });
});

describe('who may see analytics', () => {
  it('keeps each creator to their own figures, and lets an admin see anyone’s', async () => {
    const other = await signUpCreator(api, 'nexus', { has_voice_upgrade: true });
    for (const kind of ['dashboard', 'advanced', 'voice']) {
      const res = await get(`/api/analytics/${kind}/${creator.id}`, other.token);
      expect(res.status, kind).toBe(403);
      expect(res.body.detail).toBe('You can only view your own analytics');
    }
    expect((await get(`/api/analytics/bot/${fixture.luna}`, other.token)).status).toBe(404);

    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    for (const kind of ['dashboard', 'advanced', 'voice']) expect((await get(`/api/analytics/${kind}/${creator.id}`, admin.token)).status, kind).toBe(200);
    expect((await get(`/api/analytics/bot/${fixture.luna}`, admin.token)).body.message_stats.total_messages).toBe(7);
    expect((await get(`/api/analytics/dashboard/00000000-0000-4000-8000-000000000000`, admin.token)).status).toBe(404);
  });

  it('gates advanced on flow or nexus, and voice on nexus with the voice upgrade', async () => {
    const cases: [Parameters<typeof signUpCreator>[1], Record<string, unknown>, number, number][] = [
      ['spark', {}, 403, 403],
      ['ignite', {}, 403, 403],
      ['flow', {}, 200, 403],
      ['nexus', {}, 200, 403],
      ['nexus', { has_voice_upgrade: true }, 200, 200],
    ];
    for (const [plan, extra, advanced, voice] of cases) {
      const someone = await signUpCreator(api, plan, extra);
      expect((await get(`/api/analytics/advanced/${someone.id}`, someone.token)).status, `${plan} advanced`).toBe(advanced);
      expect((await get(`/api/analytics/voice/${someone.id}`, someone.token)).status, `${plan} voice`).toBe(voice);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await api.http.get(`/api/analytics/dashboard/${creator.id}`)).status).toBe(401);
  });
});
