import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, type RateLimitName, type RateLimitRules } from '@fanline/core';
import { startFakeStripe, startFakeTelegram, type FakeStripe, type FakeTelegram, type JsonResponse } from '@fanline/testing';
import { sparkBot } from './creators';
import { newCreator, startTestApi, type TestApi } from './harness';

const small = (name: RateLimitName, points: number) => ({ ...RATE_LIMITS[name], points });
const rateLimits: Partial<RateLimitRules> = {
  signUp: small('signUp', 3),
  chatTest: small('chatTest', 2),
  checkout: small('checkout', 2),
  supportTicket: small('supportTicket', 2),
  webhookJunk: small('webhookJunk', 3),
};
const WEBHOOK_SECRET = 'whsec_fanline_rate_limits';
const INSTAGRAM_SECRET = 'instagram-app-secret';

let api: TestApi;
let stripe: FakeStripe;
let telegram: FakeTelegram;
let ipCounter = 0;

beforeAll(async () => {
  stripe = await startFakeStripe();
  telegram = await startFakeTelegram();
  api = await startTestApi({
    rateLimits,
    // Each test signs up from its own address (X-Forwarded-For), so the sign-up limit meets only the test about it.
    trustProxy: true,
    telegramApiRoot: telegram.url,
    telegramMode: 'webhook',
    stripe: { secretKey: stripe.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url },
    instagram: {
      appId: 'app-1',
      appSecret: INSTAGRAM_SECRET,
      verifyToken: 'verify-me',
      authorizeUrl: 'http://127.0.0.1:9/authorize',
      apiUrl: 'http://127.0.0.1:9',
      graphUrl: 'http://127.0.0.1:9',
      graphVersion: 'v23.0',
    },
  });
  stripe.webhook = { url: `${api.url}/api/stripe/webhook`, secret: WEBHOOK_SECRET };
});
afterEach(() => api.log.assertNoErrors());
afterAll(async () => {
  await api?.close();
  await stripe?.close();
  await telegram?.close();
});

const newIp = () => `203.0.113.${++ipCounter}`;

function expectRefused(res: JsonResponse, name: RateLimitName) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ detail: RATE_LIMITS[name].message });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS[name].durationSeconds);
}

async function register(target: TestApi, ip: string) {
  return target.http.post('/api/auth/register', newCreator(), undefined, { 'X-Forwarded-For': ip });
}

async function creator(): Promise<string> {
  const res = await register(api, newIp());
  expect(res.status).toBe(201);
  return res.body.token as string;
}

describe('sign-up, per IP', () => {
  it('refuses the sign-up past the limit with 429, Retry-After and the message, over REST and tRPC; another IP still signs up', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) expect((await register(api, ip)).status).toBe(201);
    expectRefused(await register(api, ip), 'signUp');

    const trpc = await api.http.post('/trpc/auth.register', newCreator(), undefined, { 'X-Forwarded-For': ip });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(trpc.body.error.data.code).toBe('TOO_MANY_REQUESTS');
    expect(trpc.body.error.message).toBe(RATE_LIMITS.signUp.message);

    expect((await register(api, newIp())).status).toBe(201);
  });

  it('counts nothing for input the schema refuses', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await api.http.post('/api/auth/register', { email: 'nope' }, undefined, { 'X-Forwarded-For': ip })).status).toBe(400);
    }
    expect((await register(api, ip)).status).toBe(201);
  });
});

describe('per-user limits', () => {
  it('counts bots.chat and telegram.test together as chat tests', async () => {
    const token = await creator();
    const botId = randomUUID();
    // An unknown bot answers 404, but the call still counts: the limit comes before the work.
    expect((await api.http.post(`/api/chat/${botId}`, { user_message: 'hi' }, token)).status).toBe(404);
    expect((await api.http.post(`/api/telegram/test/${botId}`, { message: 'hi' }, token)).status).toBe(404);
    expectRefused(await api.http.post(`/api/chat/${botId}`, { user_message: 'hi' }, token), 'chatTest');
    expectRefused(await api.http.post(`/api/telegram/test/${botId}`, { message: 'hi' }, token), 'chatTest');
    // Another creator has a budget of their own.
    expect((await api.http.post(`/api/chat/${botId}`, { user_message: 'hi' }, await creator())).status).toBe(404);
  });

  it('limits checkout creation', async () => {
    const token = await creator();
    for (let i = 0; i < 2; i += 1) expect((await api.http.post('/api/stripe/create-checkout', { plan_type: 'no-such-plan' }, token)).status).toBe(400);
    expectRefused(await api.http.post('/api/stripe/create-checkout', { plan_type: 'ignite' }, token), 'checkout');
  });

  it('limits support tickets', async () => {
    const token = await creator();
    for (let i = 0; i < 2; i += 1) expect((await api.http.post('/api/support/tickets', { subject: `Help ${i}`, message: 'Something broke' }, token)).status).toBe(201);
    expectRefused(await api.http.post('/api/support/tickets', { subject: 'Help again', message: 'Still broken' }, token), 'supportTicket');
    const tickets = await api.http.get('/api/support/tickets', token);
    expect(tickets.body.tickets).toHaveLength(2);
  });
});

describe('public webhooks: junk is cut, signed deliveries always pass', () => {
  it('Stripe: bad signatures from one IP get 429 once over the limit; a signed event from that IP is still applied', async () => {
    const event = { id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await stripe.deliver(event as never, { signature: 't=1,v1=bad' })).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const signed = await stripe.deliver(event as never);
    expect(signed.status).toBe(200);
    expect(JSON.parse(signed.body)).toEqual({ received: true, duplicate: false });
  });

  it('Telegram: a wrong secret for one bot gets 429 once over the limit; the right secret is still queued', async () => {
    const token = await creator();
    const tg = telegram.addBot();
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ telegram_token: tg.token }), token);
    expect((await api.http.post(`/api/telegram/deploy/${bot.id}`, {}, token)).status).toBe(200);
    const secret = telegram.webhook(tg.token)?.secretToken ?? '';
    const update = (id: number) => ({ update_id: id, message: { message_id: id, date: 1_760_000_000, chat: { id: 7, type: 'private', first_name: 'Fan' }, from: { id: 7, is_bot: false, first_name: 'Fan' }, text: 'hi' } });
    const post = (id: number, header: string) => api.http.post(`/api/telegram/webhook/${bot.id}`, update(id), undefined, { 'X-Telegram-Bot-Api-Secret-Token': header });

    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(i + 1, 'wrong')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await post(100, secret)).status).toBe(200);
    expect((await post(101, secret)).status).toBe(200);
  });

  it('Instagram: bad signatures get 429 once over the limit; a signed delivery still passes', async () => {
    const body = JSON.stringify({ object: 'instagram', entry: [] });
    const signature = `sha256=${createHmac('sha256', INSTAGRAM_SECRET).update(body).digest('hex')}`;
    const post = (header: string) =>
      fetch(`${api.url}/api/instagram/webhook`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': header, 'x-forwarded-for': '198.51.100.7' } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post('sha256=00')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await post(signature)).status).toBe(200);
  });
});

describe('several API processes', () => {
  it('share one count through PostgreSQL', async () => {
    const second = await startTestApi({ database: api.database, rateLimits, trustProxy: true });
    try {
      const ip = newIp();
      expect((await register(api, ip)).status).toBe(201);
      expect((await register(second, ip)).status).toBe(201);
      expect((await register(api, ip)).status).toBe(201);
      expectRefused(await register(second, ip), 'signUp');
      second.log.assertNoErrors();
    } finally {
      await second.close();
    }
  });
});
