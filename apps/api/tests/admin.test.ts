import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHANGES_CHANNEL, listenForNotifications } from '@fanline/db';
import { startFakeStripe, type FakeStripe } from '@fanline/testing';
import { at } from './analytics-fixture';
import { signUpCreator, sparkBot, TELEGRAM_TOKEN, type SignedUpCreator } from './creators';
import { newCreator, startTestApi, type TestApi } from './harness';

const WEBHOOK_SECRET = 'whsec_fanline_admin_test';
let api: TestApi;
let stripe: FakeStripe;
let admin: SignedUpCreator;

beforeAll(async () => {
  stripe = await startFakeStripe();
  api = await startTestApi({
    stripe: { secretKey: stripe.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url },
    supportTicketUrl: 'https://help.example.com/tickets/{id}',
  });
  stripe.webhook = { url: `${api.url}/api/stripe/webhook`, secret: WEBHOOK_SECRET };
  admin = await signUpCreator(api, 'spark', { is_admin: true, name: 'Ada Admin' });
});
afterEach(async () => {
  await stripe.idle();
  api.log.assertNoErrors();
});
afterAll(async () => {
  await api.close();
  await stripe.close();
});

const db = () => api.database.db;
const user = (id: string) => db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Every admin call of docs/product.md §15, with a body where it needs one. */
const ADMIN_ROUTES: [method: 'get' | 'put' | 'post' | 'patch', path: string, body?: unknown][] = [
  ['get', '/api/admin/users'],
  ['get', '/api/admin/users/paginated?page=1&page_size=10&search=&plan_filter=all'],
  ['get', '/api/admin/bots/paginated?page=1&page_size=10&search=&status_filter=all'],
  ['get', '/api/admin/analytics'],
  ['get', '/api/admin/financials'],
  ['get', '/api/admin/affiliates'],
  ['get', '/api/admin/safety/crisis-referrals'],
  ['get', '/api/admin/support/tickets'],
  ['patch', '/api/admin/support/tickets/1001', { status: 'resolved' }],
  ['put', '/api/admin/users/00000000-0000-4000-8000-000000000001', { plan: 'flow' }],
  ['post', '/api/admin/users/00000000-0000-4000-8000-000000000001/reset-password', { password: 'new-secret' }],
  ['post', '/api/admin/users/bulk-action?action=grant_voice', { user_ids: ['00000000-0000-4000-8000-000000000001'] }],
  ['post', '/api/admin/bots/bulk-action?action=delete', { bot_ids: ['00000000-0000-4000-8000-000000000001'] }],
];

describe('who may use the console', () => {
  it('answers 401 without a session and 403 to every creator, on every admin route, changing nothing', async () => {
    const creator = await signUpCreator(api, 'nexus');
    const before = await db().selectFrom('users').select(['id', 'plan', 'is_active', 'password_hash']).orderBy('id').execute();
    for (const [method, path, body] of ADMIN_ROUTES) {
      const call = (token?: string) => (method === 'get' ? api.http.get(path, token) : api.http[method](path, body ?? {}, token));
      expect((await call()).status, `${method} ${path} anonymous`).toBe(401);
      const forbidden = await call(creator.token);
      expect(forbidden.status, `${method} ${path} creator`).toBe(403);
      expect(forbidden.body.detail).toBe('Administrator access required');
      expect((await call(admin.token)).status, `${method} ${path} admin`).not.toBe(403);
    }
    // The admin's calls above aimed at ids that do not exist, so nothing changed at all.
    expect(await db().selectFrom('users').select(['id', 'plan', 'is_active', 'password_hash']).orderBy('id').execute()).toEqual(before);
  });
});

describe('users', () => {
  it('pages, searches name or email in any case, and filters by plan', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i++) {
      await api.http.post('/api/auth/register', newCreator({ name: `Mira ${tag} ${i}`, email: `m${i}.${tag}@example.com` }));
    }
    await db().updateTable('users').set({ plan: 'flow' }).where('email', 'in', [`m0.${tag}@example.com`, `m1.${tag}@example.com`]).execute();

    const first = await api.http.get(`/api/admin/users/paginated?page=1&page_size=10&search=${tag.toUpperCase()}&plan_filter=all`, admin.token);
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(10);
    expect(first.body.pagination).toEqual({ total_users: 12, total_capped: false, total_pages: 2, has_next: true, has_previous: false });
    // Newest first: the last one signed up leads.
    expect(first.body.users[0]).toMatchObject({ name: `Mira ${tag} 11`, plan: 'spark', is_admin: false, is_active: true, bots_limit: 1, messages_remaining: 100 });
    const second = await api.http.get(`/api/admin/users/paginated?page=2&search=${tag}`, admin.token);
    expect(second.body.users).toHaveLength(2);
    expect(second.body.pagination).toEqual({ total_users: 12, total_capped: false, total_pages: 2, has_next: false, has_previous: true });

    const byEmail = await api.http.get(`/api/admin/users/paginated?search=M3.${tag}@EXAMPLE`, admin.token);
    expect(byEmail.body.users.map((u: { email: string }) => u.email)).toEqual([`m3.${tag}@example.com`]);
    const flow = await api.http.get(`/api/admin/users/paginated?search=${tag}&plan_filter=flow`, admin.token);
    expect(flow.body.pagination.total_users).toBe(2);
    // A wildcard in the search is a literal character, not "anything".
    expect((await api.http.get(`/api/admin/users/paginated?search=%25`, admin.token)).body.users).toEqual([]);

    // Without a search, the counters give the total of everyone (or of one plan).
    const everyone = await api.http.get('/api/admin/users/paginated?plan_filter=all', admin.token);
    const count = await db().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(everyone.body.pagination.total_users).toBe(Number(count.n));
    const bad = await api.http.get('/api/admin/users/paginated?page=0&plan_filter=gold', admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['page', 'plan_filter']);
  });

  it('edits a user partially; deactivating ends their sessions and stops their bots', async () => {
    const creator = await signUpCreator(api);
    const bot = await api.http.post('/api/chatbots', sparkBot({ telegram_token: TELEGRAM_TOKEN.replace('123456789', '223456789') }), creator.token);
    expect(bot.status).toBe(201);

    const plan = await api.http.put(`/api/admin/users/${creator.id}`, { plan: 'nexus', messages_remaining: '50000' }, admin.token);
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ id: creator.id, plan: 'nexus', bots_limit: 999999, messages_remaining: 50000 });

    const bad = await api.http.put(`/api/admin/users/${creator.id}`, { bots_limit: -1, is_admin: true }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['body', 'bots_limit']);
    expect((await user(creator.id)).is_admin).toBe(false);

    const notices: unknown[] = [];
    const listener = await listenForNotifications(api.database.url, BOT_CHANGES_CHANNEL, (payload) => notices.push(JSON.parse(payload)));
    const off = await api.http.put(`/api/admin/users/${creator.id}`, { is_active: false }, admin.token);
    expect(off.body.is_active).toBe(false);
    await expect.poll(() => notices).toContainEqual({ bot_id: bot.body.id, change: 'toggled' });
    await listener.close();
    expect((await api.http.get('/api/auth/me', creator.token)).status).toBe(401);
    const login = await api.http.post('/api/auth/login', { email: creator.email, password: 'correct-horse' });
    expect(login.status).toBe(403);

    const self = await api.http.put(`/api/admin/users/${admin.id}`, { is_active: false }, admin.token);
    expect(self.status).toBe(400);
    expect((await api.http.put('/api/admin/users/00000000-0000-4000-8000-000000000009', { plan: 'flow' }, admin.token)).status).toBe(404);
  });

  it('resets a password (6 characters at least) and signs the user out', async () => {
    const creator = await signUpCreator(api);
    const short = await api.http.post(`/api/admin/users/${creator.id}/reset-password`, { password: '12345' }, admin.token);
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'password', message: 'Password must be at least 6 characters' }]);
    const ok = await api.http.post(`/api/admin/users/${creator.id}/reset-password`, { password: 'sunrise' }, admin.token);
    expect(ok.body).toEqual({ success: true, message: 'Password reset successfully' });
    expect((await api.http.get('/api/auth/me', creator.token)).status).toBe(401);
    expect((await api.http.post('/api/auth/login', { email: creator.email, password: 'sunrise' })).status).toBe(200);
  });

  it('runs bulk actions: grant voice, deactivate, delete with everything the users owned', async () => {
    const [a, b] = [await signUpCreator(api, 'nexus'), await signUpCreator(api, 'nexus')];
    const none = await api.http.post('/api/admin/users/bulk-action?action=grant_voice', { user_ids: [] }, admin.token);
    expect(none.status).toBe(400);
    expect(none.body.detail).toContain('No users selected for bulk action');

    const voice = await api.http.post('/api/admin/users/bulk-action?action=grant_voice', { user_ids: [a.id, b.id], action_data: {} }, admin.token);
    expect(voice.body).toMatchObject({ success: true, affected: 2 });
    expect(await user(a.id)).toMatchObject({ has_voice_upgrade: true, voice_messages_remaining: 20_000 });
    // A grant tops up; voice credits already bought stay.
    await db().updateTable('users').set({ voice_messages_remaining: 25_000 }).where('id', '=', b.id).execute();
    await api.http.post('/api/admin/users/bulk-action?action=grant_voice', { user_ids: [b.id], action_data: {} }, admin.token);
    expect(await user(b.id)).toMatchObject({ has_voice_upgrade: true, voice_messages_remaining: 25_000 });

    const off = await api.http.post('/api/admin/users/bulk-action?action=toggle_active', { user_ids: [a.id, admin.id], action_data: { active: false } }, admin.token);
    expect(off.body.affected).toBe(1);
    expect((await user(a.id)).is_active).toBe(false);
    expect((await user(admin.id)).is_active).toBe(true);

    const bot = await api.http.post('/api/chatbots', { ...sparkBot(), llm_provider: 'together', llm_model: 'mistralai/Mixtral-8x7B-Instruct-v0.1' }, b.token);
    expect(bot.status).toBe(201);
    await db().insertInto('fans').values({ bot_id: bot.body.id, channel: 'telegram', external_user_id: '42', first_name: 'Fan' }).execute();
    const gone = await api.http.post('/api/admin/users/bulk-action?action=delete', { user_ids: [b.id] }, admin.token);
    expect(gone.body.affected).toBe(1);
    expect(await db().selectFrom('users').select('id').where('id', '=', b.id).execute()).toEqual([]);
    expect(await db().selectFrom('bots').select('id').where('user_id', '=', b.id).execute()).toEqual([]);
    expect(await db().selectFrom('fans').select('id').where('bot_id', '=', bot.body.id).execute()).toEqual([]);
  });
});

describe('bots', () => {
  it('pages and filters every creator’s bots, and runs bulk toggle and delete', async () => {
    const owner = await signUpCreator(api, 'ignite', { name: 'Owner Olga' });
    const made = [];
    for (const [i, name] of ['Vela', 'Vega', 'Orion'].entries()) {
      const res = await api.http.post('/api/chatbots', sparkBot({ name, telegram_token: `30000000${i}:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsa${i}` }), owner.token);
      expect(res.status).toBe(201);
      made.push(res.body.id as string);
    }
    const none = await api.http.post('/api/admin/bots/bulk-action?action=toggle_active', { bot_ids: [] }, admin.token);
    expect(none.body.detail).toContain('No bots selected for bulk action');
    const on = await api.http.post('/api/admin/bots/bulk-action?action=toggle_active', { bot_ids: made.slice(0, 2), action_data: { active: true } }, admin.token);
    expect(on.body).toMatchObject({ success: true, affected: 2, message: 'Successfully activated 2 bots' });

    const page = await api.http.get(`/api/admin/bots/paginated?search=OLGA&status_filter=active`, admin.token);
    expect(page.body.pagination).toEqual({ total_bots: 2, total_pages: 1, has_next: false, has_previous: false });
    expect(page.body.bots[0]).toMatchObject({ name: 'Vega', is_active: true, is_deployed: false, user_name: 'Owner Olga', user_email: owner.email, message_count: 0, last_message_at: null });
    const byName = await api.http.get(`/api/admin/bots/paginated?search=orio&status_filter=inactive`, admin.token);
    expect(byName.body.bots.map((b: { id: string }) => b.id)).toEqual([made[2]]);

    const del = await api.http.post('/api/admin/bots/bulk-action?action=delete', { bot_ids: [made[2]] }, admin.token);
    expect(del.body.message).toBe('Successfully deleted 1 bot');
    expect(await db().selectFrom('bots').select('id').where('id', '=', made[2] ?? '').execute()).toEqual([]);
  });
});

describe('figures', () => {
  it('reports platform analytics from the counters and rollups', async () => {
    const res = await api.http.get('/api/admin/analytics', admin.token);
    const users = await db().selectFrom('users').select(['plan', 'is_active']).execute();
    expect(res.body.users).toEqual({
      total: users.length,
      active: users.filter((u) => u.is_active).length,
      by_plan: Object.fromEntries(['spark', 'ignite', 'flow', 'nexus'].map((p) => [p, users.filter((u) => u.plan === p).length])),
    });
    const bots = await db().selectFrom('bots').select(['is_active', 'is_deployed']).execute();
    expect(res.body.bots).toEqual({ total: bots.length, active: bots.filter((b) => b.is_active).length, deployed: bots.filter((b) => b.is_deployed).length });
    expect(res.body.messages).toEqual({ last_24h: 0 });

    // Two fan messages now and one 2 days ago: the last 24 hours hold two.
    const creator = await signUpCreator(api);
    const bot = await db().insertInto('bots').values({ user_id: creator.id, name: 'Hour', description: 'd', personality: 'p', llm_model: 'gpt-4o-mini' }).returning('id').executeTakeFirstOrThrow();
    const fan = await db().insertInto('fans').values({ bot_id: bot.id, channel: 'telegram', external_user_id: '99' }).returning('id').executeTakeFirstOrThrow();
    const conversation = await db().insertInto('conversations').values({ bot_id: bot.id, fan_id: fan.id }).returning('id').executeTakeFirstOrThrow();
    const message = (created_at: Date) => ({ conversation_id: conversation.id, bot_id: bot.id, fan_id: fan.id, role: 'user' as const, content: 'hi', created_at });
    await db().insertInto('messages').values([message(new Date()), message(new Date(Date.now() - 60_000)), message(at(-2, '00:00'))]).execute();
    expect((await api.http.get('/api/admin/analytics', admin.token)).body.messages).toEqual({ last_24h: 2 });
  });

  it('reports financials, payment figures and affiliates from real Stripe activity', async () => {
    const affiliate = await signUpCreator(api, 'spark', { name: 'Rita Referrer' });
    const { referral_code } = (await api.http.get('/api/referrals', affiliate.token)).body;
    const referred = await api.http.post('/api/auth/register', { ...newCreator(), ref: referral_code });
    const buyer = { id: referred.body.user.id as string, token: referred.body.token as string };
    expect((await user(buyer.id)).referred_by).toBe(affiliate.id);

    const buy = async (planType: string) => {
      const res = await api.http.post('/api/stripe/create-checkout', { plan_type: planType }, buyer.token);
      await stripe.completeCheckout(res.body.checkout_url.split('/').pop());
      await stripe.idle();
    };
    await buy('ignite');
    await buy('msg_5k');
    const subscription = [...stripe.subscriptions.values()].find((s) => s.metadata.user_id === buyer.id);
    await stripe.failRenewal(subscription?.id ?? '');
    await stripe.idle();

    const money = (await api.http.get('/api/admin/financials', admin.token)).body;
    // Only this test's buyer holds a subscription in this database.
    expect(money).toMatchObject({
      monthly_revenue: 15,
      active_subscriptions: 1,
      churn_rate: 0,
      arpu: 15,
      failed_payments: { count: 1, amount: 15 },
      disputes: { count: 0, amount: 0 },
      refunds: { count: 0, amount: 0 },
      // One paid $15 invoice of two attempts; $15 + the $10 pack.
      payment_success_rate: 50,
      revenue_last_30_days: 25,
    });
    expect(money.plan_breakdown.ignite).toEqual({ revenue: 15, users: expect.any(Number) });
    expect(money.plan_breakdown.voice_upgrades).toEqual({ revenue: 0, users: 0 });

    // 20% of $15 + $10.
    const { affiliates } = (await api.http.get('/api/admin/affiliates', admin.token)).body;
    expect(affiliates[0]).toEqual({ id: affiliate.id, name: 'Rita Referrer', email: affiliate.email, referrals: 1, revenue: 25, commission: 5, top_earner: true });
    expect((await api.http.get('/api/referrals', affiliate.token)).body).toEqual({ referral_code, referrals: 1, revenue: 25, commission: 5 });
  });
});

describe('crisis referrals for the annual report', () => {
  it('counts referrals per UTC year, from fans, blocked replies and the bots’ own replies, and keeps them after the bot and fan are gone', async () => {
    const creator = await signUpCreator(api, 'ignite');
    const bot = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    const fan = await db().insertInto('fans').values({ bot_id: bot.body.id, channel: 'telegram', external_user_id: String(90_001) }).returning('id').executeTakeFirstOrThrow();
    const referral = (messageId: number, source: 'fan' | 'reply' | 'model', created_at: string) => ({
      user_id: creator.id,
      bot_id: bot.body.id,
      fan_id: fan.id,
      channel: 'telegram' as const,
      source,
      detector: source === 'model' ? ('model' as const) : ('builtin' as const),
      language: 'en',
      external_message_id: String(messageId),
      created_at: new Date(created_at),
    });
    await db()
      .insertInto('crisis_referrals')
      .values([
        referral(1, 'fan', '2025-12-31T23:59:59Z'),
        referral(2, 'fan', '2026-01-01T00:00:00Z'),
        referral(3, 'reply', '2026-06-15T12:00:00Z'),
        referral(4, 'fan', '2026-11-24T08:00:00Z'),
        referral(5, 'model', '2026-11-28T08:00:00Z'),
      ])
      .execute();
    expect((await api.http.delete(`/api/chatbots/${bot.body.id}`, creator.token)).status).toBe(200);

    const rest = await api.http.get('/api/admin/safety/crisis-referrals', admin.token);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([
      { year: 2026, referrals: 4, from_fan_messages: 2, from_blocked_replies: 1, from_model_replies: 1 },
      { year: 2025, referrals: 1, from_fan_messages: 1, from_blocked_replies: 0, from_model_replies: 0 },
    ]);
    expect(await db().selectFrom('crisis_referrals').select(['bot_id', 'fan_id']).where('user_id', '=', creator.id).execute()).toEqual(
      Array.from({ length: 5 }, () => ({ bot_id: null, fan_id: null })),
    );
  });
});

describe('support tickets', () => {
  it('lets a creator open a ticket, and an admin answer and close it', async () => {
    const creator = await signUpCreator(api, 'spark', { name: 'Tess Ticket' });
    const empty = await api.http.post('/api/support/tickets', { subject: ' ', message: 'help' }, creator.token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'subject', message: 'is required' }]);

    const opened = await api.http.post('/api/support/tickets', { subject: 'Bot is silent', message: 'My bot stopped answering.' }, creator.token);
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ subject: 'Bot is silent', status: 'open', user: 'Tess Ticket', external_url: `https://help.example.com/tickets/${opened.body.id}` });

    const list = await api.http.get('/api/admin/support/tickets', admin.token);
    expect(list.body.tickets.map((t: { id: number }) => t.id)).toContain(opened.body.id);
    const answered = await api.http.patch(`/api/admin/support/tickets/${opened.body.id}`, { status: 'resolved', reply: 'Fixed: your token was revoked.' }, admin.token);
    expect(answered.body).toMatchObject({ status: 'resolved', replies: [{ message: 'Fixed: your token was revoked.', is_staff: true, author: 'Ada Admin' }] });
    const bad = await api.http.patch(`/api/admin/support/tickets/${opened.body.id}`, { status: 'lost' }, admin.token);
    expect(bad.status).toBe(400);

    const mine = await api.http.get('/api/support/tickets', creator.token);
    expect(mine.body.tickets).toEqual([expect.objectContaining({ id: opened.body.id, status: 'resolved' })]);
    const others = await signUpCreator(api);
    expect((await api.http.get('/api/support/tickets', others.token)).body.tickets).toEqual([]);
  });
});
