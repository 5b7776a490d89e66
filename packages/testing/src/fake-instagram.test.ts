import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetaWebhookReceiver } from './fake-meta-receiver';
import { INSTAGRAM_FAILURES, startFakeInstagram, type FakeInstagram, type FakeInstagramAccount } from './fake-instagram';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Meta's answers vary by endpoint; the assertions pin their shape.
type Json = any;

const HOUR = 3_600_000;
const SCOPE = 'instagram_business_basic,instagram_business_manage_messages';
let ig: FakeInstagram;
let redirectUri: string;

/** The product's side: a webhook endpoint answering queued statuses (then 200), voice files to fetch, and the OAuth callback. */
async function startReceiver(verifyToken = 'verify-me') {
  const receiver = await startMetaWebhookReceiver(verifyToken, (url, res) => {
    if (url.pathname !== '/media/voice.mp3' && url.pathname !== '/media/voice.wav') return false;
    res.writeHead(200, { 'content-type': url.pathname.endsWith('.mp3') ? 'audio/mpeg' : 'audio/wav' });
    res.end(Buffer.alloc(2048));
    return true;
  });
  return { ...receiver, url: `${receiver.base}/api/instagram/webhook` };
}
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  ig = await startFakeInstagram();
  receiver = await startReceiver();
  redirectUri = `${receiver.base}/api/instagram/oauth/callback`;
  ig.setWebhook(receiver.url);
});
afterAll(async () => {
  await ig.close();
  await receiver.close();
});

function authorizeUrl(params: Record<string, string> = {}) {
  const url = new URL(ig.authorizeUrl);
  url.search = new URLSearchParams({ client_id: ig.app.id, redirect_uri: redirectUri, response_type: 'code', scope: SCOPE, state: 's1', ...params }).toString();
  return url;
}

/** The browser's first hop: the fake's answer, not followed. */
async function openAuthorize(params: Record<string, string> = {}) {
  const res = await fetch(authorizeUrl(params), { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

async function codeFor(account: FakeInstagramAccount, params: Record<string, string> = {}) {
  ig.loginAs(account);
  const { location } = await openAuthorize(params);
  return new URL(location ?? '').searchParams.get('code') ?? '';
}

async function exchange(code: string, overrides: Record<string, string> = {}) {
  const form = new URLSearchParams({ client_id: ig.app.id, client_secret: ig.app.secret, grant_type: 'authorization_code', redirect_uri: redirectUri, code, ...overrides });
  const res = await fetch(`${ig.apiUrl}/oauth/access_token`, { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Json };
}

async function graph(path: string, init: RequestInit & { token?: string; query?: Record<string, string> } = {}) {
  const url = new URL(`${ig.graphUrl}${path}`);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(url, { ...init, headers });
  return { status: res.status, body: (await res.json()) as Json };
}

const send = (token: string, body: Record<string, unknown>) =>
  graph('/v23.0/me/messages', { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** An account with a long-lived token, subscribed to messages. */
async function connected() {
  const account = ig.addAccount();
  const token = ig.issueToken(account).token;
  const { status } = await graph('/v23.0/me/subscribed_apps', { method: 'POST', token, query: { subscribed_fields: 'messages' } });
  expect(status).toBe(200);
  return { account, token };
}

describe('business login', () => {
  it('redirects the logged-in account back with a single-use code and the state', async () => {
    const account = ig.addAccount({ username: 'luna.sings' });
    ig.loginAs(account);
    const { status, location } = await openAuthorize();
    expect(status).toBe(302);
    const back = new URL(location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.hash).toBe('#_');
    const code = back.searchParams.get('code') ?? '';

    const first = await exchange(code);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ access_token: expect.stringMatching(/^IGAA/), permissions: SCOPE.split(',') });
    // user_id is the app-scoped id, written as a JSON number as the live API does.
    expect(first.text).toContain(`"user_id":${account.id}`);
    expect(ig.tokenOf(account, 'short')?.token).toBe(first.body.access_token);

    const again = await exchange(code);
    expect(again).toMatchObject({ status: 400, body: { error_type: 'OAuthException', code: 400, error_message: 'Matching code was not found or was already used' } });
  });

  it('refuses a code after an hour, for another redirect_uri, or with a wrong secret', async () => {
    const account = ig.addAccount();
    const late = await codeFor(account);
    ig.advanceTime(HOUR + 1000);
    expect((await exchange(late)).body.error_message).toBe('This authorization code has expired');

    const code = await codeFor(account);
    expect((await exchange(code, { redirect_uri: `${redirectUri}/other` })).body.error_message).toMatch(/redirect_uri is identical/);
    expect((await exchange(code, { client_secret: 'nope' })).body.error_message).toBe('Error validating client secret.');
    expect((await exchange(code, { client_id: '123' })).body.error_message).toBe('Invalid platform app');
    const missing = await exchange(code, { grant_type: '' });
    expect(missing).toMatchObject({ status: 400, body: { error_message: 'You must provide a grant_type' } });
    // A failed attempt does not use the code up; the docs' multipart form works too.
    const form = new FormData();
    for (const [key, value] of Object.entries({ client_id: ig.app.id, client_secret: ig.app.secret, grant_type: 'authorization_code', redirect_uri: redirectUri, code })) form.set(key, value);
    const res = await fetch(`${ig.apiUrl}/oauth/access_token`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
  });

  it('checks the authorize parameters and answers a denial with error=access_denied', async () => {
    const account = ig.addAccount();
    ig.loginAs(account);
    const bad = async (params: Record<string, string>) => JSON.parse((await openAuthorize(params)).body) as Json;
    expect(await bad({ client_id: '42' })).toEqual({ error_type: 'OAuthException', code: 400, error_message: 'Invalid platform app' });
    expect((await bad({ redirect_uri: '' })).error_message).toBe('You must provide a redirect_uri');
    expect((await bad({ response_type: 'token' })).error_message).toBe('Invalid response_type: token');
    expect((await bad({ scope: 'business_basic,business_manage_messages' })).error_message).toBe('Invalid scope: [business_basic,business_manage_messages]');
    expect((await bad({ scope: 'instagram_business_manage_messages' })).error_message).toMatch(/instagram_business_basic is required/);
    ig.app.redirectUris.push(redirectUri);
    expect((await bad({ redirect_uri: `${receiver.base}/elsewhere` })).error_message).toBe('Invalid redirect_uri');
    expect((await openAuthorize()).status).toBe(302);
    ig.app.redirectUris.length = 0;

    ig.denyLogin();
    const denied = new URL((await openAuthorize()).location ?? '');
    expect(Object.fromEntries(denied.searchParams)).toEqual({ error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error.', state: 's1' });
    ig.loginAs(null);
    const page = await openAuthorize();
    expect(page.status).toBe(200);
    expect(page.body).toContain('Log in to Instagram');
  });
});

describe('tokens', () => {
  it('exchanges a short-lived token for a 60-day one, only while the short one is valid', async () => {
    const account = ig.addAccount();
    const short = (await exchange(await codeFor(account))).body.access_token as string;
    const query = { grant_type: 'ig_exchange_token', client_secret: ig.app.secret, access_token: short };
    const long = await graph('/access_token', { query });
    expect(long).toEqual({ status: 200, body: { access_token: expect.stringMatching(/^IGAA/), token_type: 'bearer', expires_in: 5_184_000 } });
    expect((await graph('/access_token', { query: { ...query, client_secret: 'x' } })).body.error).toMatchObject({ code: 1, type: 'OAuthException' });
    expect((await graph('/access_token', { query: { ...query, access_token: long.body.access_token } })).body.error.code).toBe(100);
    ig.advanceTime(HOUR);
    const expired = await graph('/access_token', { query });
    expect(expired).toMatchObject({ status: 400, body: { error: { type: 'OAuthException', code: 190, error_subcode: 463, fbtrace_id: expect.any(String) } } });
  });

  it('refreshes a long-lived token only when it is at least 24 hours old and not expired', async () => {
    const account = ig.addAccount();
    const fresh = ig.issueToken(account, 'long').token;
    const refresh = (token: string) => graph('/refresh_access_token', { query: { grant_type: 'ig_refresh_token', access_token: token } });
    expect((await refresh(fresh)).body.error).toMatchObject({ code: 100, message: expect.stringMatching(/24 hours/) });
    ig.advanceTime(24 * HOUR);
    const refreshed = await refresh(fresh);
    expect(refreshed.body).toMatchObject({ token_type: 'bearer', expires_in: 5_184_000 });
    expect(refreshed.body.access_token).not.toBe(fresh);
    const renewed = ig.tokenOf(account);
    expect(renewed?.token).toBe(refreshed.body.access_token);
    expect((renewed?.expiresAt ?? 0) - (renewed?.issuedAt ?? 0)).toBe(5_184_000_000);
    expect(ig.now() - (renewed?.issuedAt ?? 0)).toBeLessThan(1000);

    const old = ig.issueToken(account, 'long', { ageMs: 61 * 24 * HOUR }).token;
    expect((await refresh(old)).body.error).toMatchObject({ code: 190, error_subcode: 463 });
    const short = ig.issueToken(account, 'short').token;
    expect((await refresh(short)).body.error.code).toBe(100);
    expect((await graph('/refresh_access_token', { query: { grant_type: 'ig_exchange_token', access_token: fresh } })).body.error.code).toBe(100);
  });
});

describe('graph', () => {
  it('reads /me by bearer header or access_token parameter', async () => {
    const account = ig.addAccount({ username: 'nova' });
    const token = ig.issueToken(account).token;
    const expected = { user_id: account.igUserId, username: 'nova', id: account.id };
    expect(await graph('/v23.0/me', { token, query: { fields: 'user_id,username' } })).toEqual({ status: 200, body: expected });
    expect((await graph('/v23.0/me', { query: { fields: 'user_id,username', access_token: token } })).body).toEqual(expected);
    expect((await graph('/v23.0/me', { token, query: { fields: 'email' } })).body.error.code).toBe(100);
    expect((await graph('/v23.0/999/messages', { token, method: 'POST' })).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    expect(ig.calls('/me').at(-1)).toMatchObject({ method: 'GET', version: 'v23.0', token });
  });

  it('answers 190 for unknown, revoked and expired tokens and 2500 without one', async () => {
    const account = ig.addAccount();
    const revoked = ig.issueToken(account).token;
    const expired = ig.issueToken(account).token;
    ig.revokeToken(revoked);
    ig.expireToken(expired);
    expect((await graph('/v23.0/me', { token: 'IGAAnope' })).body.error).toMatchObject({ code: 190, type: 'OAuthException', message: expect.stringMatching(/Invalid OAuth access token/) });
    expect((await graph('/v23.0/me', { token: revoked })).body.error).toMatchObject({ code: 190, error_subcode: 458 });
    expect((await graph('/v23.0/me', { token: expired })).body.error).toMatchObject({ code: 190, error_subcode: 463 });
    expect(await graph('/v23.0/me')).toMatchObject({ status: 400, body: { error: { code: 2500 } } });
  });

  it('subscribes accounts to webhook fields', async () => {
    const account = ig.addAccount();
    const token = ig.issueToken(account).token;
    const subscribe = (fields?: string) => graph('/v23.0/me/subscribed_apps', { method: 'POST', token, query: fields === undefined ? {} : { subscribed_fields: fields } });
    expect((await subscribe()).body.error.code).toBe(100);
    expect((await subscribe('messages,bogus')).body.error.message).toMatch(/subscribed_fields\[1\]/);
    expect(await subscribe('messages')).toEqual({ status: 200, body: { success: true } });
    expect(ig.subscriptions(account)).toEqual(['messages']);
    expect((await graph('/v23.0/me/subscribed_apps', { token })).body).toEqual({ data: [{ id: ig.app.id, subscribed_fields: ['messages'] }] });
    const basicOnly = ig.issueToken(account, 'long', { permissions: ['instagram_business_basic'] }).token;
    const refused = await graph('/v23.0/me/subscribed_apps', { method: 'POST', token: basicOnly, query: { subscribed_fields: 'messages' } });
    expect(refused.body.error.code).toBe(10);
  });
});

describe('send API', () => {
  it('sends within 24 hours of the fan’s last message and refuses outside it', async () => {
    const { account, token } = await connected();
    const fan = ig.newFanId();
    const never = await send(token, { recipient: { id: fan }, message: { text: 'hi' } });
    const outside = { message: 'This message is sent outside of allowed window.', type: 'IGApiException', code: 10, error_subcode: 2534022 };
    expect(never).toMatchObject({ status: 403, body: { error: outside } });

    await ig.fan.sendText(account, fan, 'hello?').settled;
    const ok = await send(token, { recipient: { id: fan }, message: { text: 'Hi there' } });
    expect(ok).toEqual({ status: 200, body: { recipient_id: fan, message_id: expect.any(String) } });
    expect(ig.sentMessages(account.igUserId, fan)).toEqual([expect.objectContaining({ messageId: ok.body.message_id, message: { text: 'Hi there' } })]);

    ig.ageConversation(account, fan, 24 * HOUR + 1);
    expect((await send(token, { recipient: { id: fan }, message: { text: 'late' } })).body.error).toMatchObject(outside);
    expect((await send(token, { recipient: { id: fan }, sender_action: 'typing_on' })).status).toBe(403);
    const agent = await send(token, { recipient: { id: fan }, messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT', message: { text: 'a human here' } });
    expect(agent.status).toBe(200);
  });

  it('limits text to 1000 UTF-8 bytes and checks sender actions', async () => {
    const { account, token } = await connected();
    const fan = ig.newFanId();
    ig.fan.sendText(account, fan, 'yo');
    expect((await send(token, { recipient: { id: fan }, message: { text: 'a'.repeat(1000) } })).status).toBe(200);
    const long = await send(token, { recipient: { id: fan }, message: { text: 'a'.repeat(1001) } });
    expect(long).toMatchObject({ status: 400, body: { error: { code: 100, message: '(#100) Length of param message[text] must be less than or equal to 1000' } } });
    // 300 emoji are 300 characters but 1200 bytes.
    expect((await send(token, { recipient: { id: fan }, message: { text: '😀'.repeat(300) } })).status).toBe(400);
    expect((await send(token, { recipient: { id: fan }, message: { text: '' } })).body.error.code).toBe(100);
    expect(await send(token, { recipient: { id: fan }, sender_action: 'typing_on' })).toEqual({ status: 200, body: { recipient_id: fan } });
    expect((await send(token, { recipient: { id: fan }, sender_action: 'typing' })).body.error.code).toBe(100);
    expect((await send(token, { recipient: { id: fan } })).body.error.code).toBe(100);
    // The docs' form-encoded call, with the token as a parameter.
    const form = new URLSearchParams({ recipient: JSON.stringify({ id: fan }), message: JSON.stringify({ text: 'form' }), access_token: token });
    const viaForm = await fetch(`${ig.graphUrl}/v23.0/${account.igUserId}/messages`, { method: 'POST', body: form });
    expect(viaForm.status).toBe(200);
    const noMessaging = ig.issueToken(account, 'long', { permissions: ['instagram_business_basic'] }).token;
    expect((await send(noMessaging, { recipient: { id: fan }, message: { text: 'x' } })).body.error.code).toBe(10);
  });

  it('validates attachment URLs and, when asked, fetches them', async () => {
    const { account, token } = await connected();
    const fan = ig.newFanId();
    ig.fan.sendText(account, fan, 'send me a voice note');
    const audio = (url: string) => send(token, { recipient: { id: fan }, message: { attachment: { type: 'audio', payload: { url } } } });
    expect((await audio('/relative.wav')).body.error.code).toBe(100);
    expect((await send(token, { recipient: { id: fan }, message: { attachment: { type: 'sticker', payload: { url: 'https://x.test/a' } } } })).status).toBe(400);
    expect((await audio('https://cdn.example.test/v.wav')).status).toBe(200);
    ig.options.fetchAttachments = true;
    try {
      expect((await audio(`${receiver.base}/media/voice.mp3`)).body.error).toMatchObject({ code: 100, error_subcode: 2018047 });
      expect((await audio(`${receiver.base}/missing.wav`)).body.error).toMatchObject({ code: 100, error_subcode: 2018008 });
      expect((await audio(`${receiver.base}/media/voice.wav`)).status).toBe(200);
      expect(ig.sentMessages(account.igUserId, fan).at(-1)?.fetched).toEqual({ url: `${receiver.base}/media/voice.wav`, status: 200, contentType: 'audio/wav', bytes: 2048 });
    } finally {
      ig.options.fetchAttachments = false;
    }
  });

  it('fails the next calls as asked with rate limits and outages', async () => {
    const account = ig.addAccount();
    const token = ig.issueToken(account).token;
    ig.failNext('/me', 1);
    ig.failNext('/me', 1, INSTAGRAM_FAILURES.callsExceeded);
    ig.failNext('/me', 1, INSTAGRAM_FAILURES.badGateway);
    expect(await graph('/v23.0/me', { token })).toMatchObject({ status: 429, body: { error: { code: 4, type: 'OAuthException' } } });
    expect(await graph('/v23.0/me', { token })).toMatchObject({ status: 400, body: { error: { code: 613 } } });
    const gateway = await fetch(`${ig.graphUrl}/v23.0/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(gateway.status).toBe(502);
    expect((await graph('/v23.0/me', { token })).status).toBe(200);
    expect(ig.calls('/me').slice(-4).map((call) => call.status)).toEqual([429, 400, 502, 200]);
  });
});

describe('webhooks', () => {
  const verify = (body: string, signature: string | string[] | undefined, secret = ig.app.secret) => {
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
    const got = Buffer.from(String(signature));
    return got.length === expected.length && timingSafeEqual(got, expected);
  };

  it('posts signed messaging events for subscribed accounts', async () => {
    const { account } = await connected();
    const fan = ig.newFanId();
    await ig.idle();
    const before = receiver.posts().length;
    const delivery = await ig.fan.sendText(account, fan, 'hey luna').settled;
    expect(delivery?.status).toBe(200);
    const request = receiver.posts()[before];
    expect(request?.headers['content-type']).toBe('application/json');
    expect(verify(request?.body ?? '', request?.headers['x-hub-signature-256'])).toBe(true);
    const payload = JSON.parse(request?.body ?? '{}') as Json;
    expect(payload).toEqual({
      object: 'instagram',
      entry: [{ id: account.igUserId, time: expect.any(Number), messaging: [{ sender: { id: fan }, recipient: { id: account.igUserId }, timestamp: ig.lastFanMessageAt(account, fan), message: { mid: expect.any(String), text: 'hey luna' } }] }],
    });

    const attachment = await ig.fan.sendAttachment(account, fan, { type: 'audio', url: 'https://cdn.example.test/a.mp4' }).settled;
    expect(JSON.parse(attachment?.body ?? '{}').entry[0].messaging[0].message.attachments).toEqual([{ type: 'audio', payload: { url: 'https://cdn.example.test/a.mp4' } }]);
    const unsubscribed = ig.addAccount();
    expect(await ig.fan.sendText(unsubscribed, fan, 'anyone?').settled).toBeNull();
    expect(ig.lastFanMessageAt(unsubscribed, fan)).toBeDefined();
  });

  it('retries non-2xx answers, redelivers, forges signatures and echoes', async () => {
    const { account, token } = await connected();
    const fan = ig.newFanId();
    await ig.idle();
    receiver.statuses.push(500, 503);
    const notification = ig.fan.sendText(account, fan, 'retry me');
    expect((await notification.settled)?.attempt).toBe(3);
    expect(ig.deliveries(account.igUserId).map((delivery) => delivery.status)).toEqual([500, 503, 200]);

    const again = await ig.redeliver(notification);
    expect(again).toMatchObject({ status: 200, attempt: 4, body: notification.body });
    const forged = ig.fan.sendText(account, fan, 'forged', { signature: 'sha256=deadbeef' });
    await forged.settled;
    const last = receiver.posts().at(-1);
    expect(last?.headers['x-hub-signature-256']).toBe('sha256=deadbeef');
    expect(verify(last?.body ?? '', last?.headers['x-hub-signature-256'])).toBe(false);

    const echo = JSON.parse((await ig.fan.echo(account, fan, 'sent from the app').settled)?.body ?? '{}') as Json;
    expect(echo.entry[0].messaging[0]).toMatchObject({ sender: { id: account.igUserId }, recipient: { id: fan }, message: { is_echo: true, text: 'sent from the app' } });

    const sent = await send(token, { recipient: { id: fan }, message: { text: 'from the product' } });
    await ig.idle();
    const apiEcho = JSON.parse(receiver.posts().at(-1)?.body ?? '{}') as Json;
    expect(apiEcho.entry[0].messaging[0].message).toEqual({ mid: sent.body.message_id, is_echo: true, text: 'from the product' });
  });

  it('sends reads only to messaging_seen subscribers and verifies the callback URL', async () => {
    const { account, token } = await connected();
    const fan = ig.newFanId();
    expect(await ig.fan.read(account, fan).settled).toBeNull();
    await graph('/v23.0/me/subscribed_apps', { method: 'POST', token, query: { subscribed_fields: 'messaging_seen' } });
    const read = await ig.fan.read(account, fan, 'mid.1').settled;
    expect(JSON.parse(read?.body ?? '{}').entry[0].messaging[0]).toMatchObject({ sender: { id: fan }, read: { mid: 'mid.1' } });

    const good = await ig.verifyWebhook('verify-me', '1158201444');
    expect(good).toEqual({ status: 200, body: '1158201444', challenge: '1158201444' });
    expect((await ig.verifyWebhook('wrong')).status).toBe(403);
    const check = receiver.received.filter((request) => request.method === 'GET').at(-1);
    expect(Object.fromEntries(new URL(check?.url ?? '/', 'http://x').searchParams)).toMatchObject({ 'hub.mode': 'subscribe', 'hub.verify_token': 'wrong' });
  });

  it('waits for calls the product makes', async () => {
    const account = ig.addAccount();
    const token = ig.issueToken(account).token;
    const waiting = ig.waitForCall('/me/subscribed_apps', (call) => call.method === 'POST' && call.token === token);
    await graph('/v23.0/me/subscribed_apps', { method: 'POST', token, query: { subscribed_fields: 'messages' } });
    expect(await waiting).toMatchObject({ params: { subscribed_fields: 'messages' }, status: 200 });
    await expect(ig.waitForCall('/nothing', undefined, 20)).rejects.toThrow(/No matching call/);
  });
});
