import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { WHATSAPP_ACTIVATION_BLOCKED } from '@fanline/core';
import { applyDeliveryStatuses, deleteOldReceipts, markRefusedCredentials, tokenDigest, WhatsAppApiError } from '@fanline/services';
import { startFakeWhatsApp, type FakeWhatsApp } from '@fanline/testing';
import { signUpCreator, sparkBot, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

// Issue #38: connecting a WhatsApp Business number, the webhook's checks, and a WhatsApp bot going live on the number.

let api: TestApi;
let unconfigured: TestApi;
let meta: FakeWhatsApp;
const VERIFY_TOKEN = 'whatsapp-verify-me';
beforeAll(async () => {
  meta = await startFakeWhatsApp();
  api = await startTestApi({ whatsapp: { appSecret: meta.app.secret, verifyToken: VERIFY_TOKEN, graphUrl: meta.graphUrl, graphVersion: 'v23.0', embeddedSignup: null } });
  unconfigured = await startTestApi({ database: api.database });
});
afterEach(() => api.log.assertNoErrors());
afterAll(async () => {
  await unconfigured.close();
  await api.close();
  await meta.close();
});

const db = () => api.database.db;
const connect = (creator: SignedUpCreator, body: Record<string, unknown>, server = api) => server.http.post('/api/whatsapp/connect', body, creator.token);
const pasted = (number: { wabaId: string; phoneNumberId: string; token: string }) => ({ waba_id: number.wabaId, phone_number_id: number.phoneNumberId, access_token: number.token });
const storedNumbers = async (userId: string) => db().selectFrom('whatsapp_numbers').selectAll().where('user_id', '=', userId).execute();
const queuedFor = async (botId: string) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM graphile_worker._private_jobs WHERE payload->>'botId' = ${botId}`.execute(db())).rows[0]?.n);

async function whatsappBot(creator: SignedUpCreator, name: string) {
  const res = await api.http.post('/api/chatbots', sparkBot({ name, platform: 'whatsapp' }), creator.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string } & Record<string, unknown>;
}

/** Posts a body to the webhook, signed with the app secret unless told otherwise. */
const deliver = (body: string, signature = meta.signatureOf(body, meta.app.secret)) =>
  fetch(`${api.url}/api/whatsapp/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });

function textDelivery(phoneNumberId: string, waId: string, wamid: string, text: string) {
  const value = {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
    contacts: [{ profile: { name: 'Dana' }, wa_id: waId }],
    messages: [{ from: waId, id: wamid, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
  };
  return JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1029384756', changes: [{ field: 'messages', value }] }] });
}

describe('connecting a WhatsApp number', () => {
  it('checks the number with the token, subscribes the app, and keeps the token sealed', async () => {
    const creator = await signUpCreator(api, 'flow');
    const number = meta.addNumber();
    const res = await connect(creator, pasted(number));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ connected: true, display_phone_number: number.displayPhoneNumber, verified_name: number.verifiedName });
    expect(meta.subscriptions(number.wabaId)).toHaveLength(1);
    const [stored] = await storedNumbers(creator.id);
    expect(stored).toMatchObject({ waba_id: number.wabaId, phone_number_id: number.phoneNumberId, token_error: null });
    expect(stored?.token_enc).not.toContain(number.token);

    const status = await api.http.get('/api/whatsapp/status', creator.token);
    expect(status.body).toMatchObject({ configured: true, connected: true, display_phone_number: number.displayPhoneNumber, verified_name: number.verifiedName, token_error: null });
    expect(JSON.stringify(status.body)).not.toContain(number.token);

    // Another creator's status is not theirs to read; an admin may.
    const other = await signUpCreator(api, 'flow');
    expect((await api.http.get(`/api/whatsapp/status?user_id=${creator.id}`, other.token)).status).toBe(404);
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    expect((await api.http.get(`/api/whatsapp/status?user_id=${creator.id}`, admin.token)).body).toMatchObject({ connected: true });

    // The number serves one creator.
    const taken = await connect(other, pasted(number));
    expect(taken.status).toBe(409);
    expect(await storedNumbers(other.id)).toHaveLength(0);

    const gone = await api.http.delete('/api/whatsapp/connect', creator.token);
    expect(gone.body).toEqual({ success: true, message: 'WhatsApp disconnected' });
    expect(await storedNumbers(creator.id)).toHaveLength(0);
  });

  it('refuses a token Meta refuses with Meta’s reason, names bad fields, and stores nothing', async () => {
    const creator = await signUpCreator(api, 'nexus');
    const number = meta.addNumber();
    const refused = await connect(creator, { ...pasted(number), access_token: `EAA${'x'.repeat(60)}` });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/^WhatsApp refused the connection: .+/);
    expect(meta.subscriptions(number.wabaId)).toHaveLength(0);

    const bad = await connect(creator, { waba_id: 'my waba', phone_number_id: number.phoneNumberId, access_token: number.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('waba_id');
    const missing = await connect(creator, { waba_id: number.wabaId, phone_number_id: number.phoneNumberId });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('access_token');
    expect(await storedNumbers(creator.id)).toHaveLength(0);
  });

  it('is for flow and nexus, and says when the server has no WhatsApp app', async () => {
    const ignite = await signUpCreator(api, 'ignite');
    const number = meta.addNumber();
    const refused = await connect(ignite, pasted(number));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('The whatsapp channel needs the Flow plan or higher');
    const bot = await api.http.post('/api/chatbots', sparkBot({ platform: 'whatsapp' }), ignite.token);
    expect(bot.status).toBe(403);

    const flow = await signUpCreator(api, 'flow');
    const off = await connect(flow, pasted(number), unconfigured);
    expect(off.status).toBe(503);
    expect(off.body.detail).toBe('WhatsApp is not configured on this server');
    expect((await unconfigured.http.get('/api/whatsapp/status', flow.token)).body).toMatchObject({ configured: false, connected: false });
  });
});

describe('a WhatsApp bot on the creator’s number', () => {
  it('goes live when activated, only with a number, and one bot a number', async () => {
    const creator = await signUpCreator(api, 'flow');
    const first = await whatsappBot(creator, 'Wa Luna');
    expect(first).toMatchObject({ platform: 'whatsapp', account_connected: false, bot_link: null });
    const blocked = await api.http.post(`/api/chatbots/${first.id}/toggle`, { is_active: true }, creator.token);
    expect(blocked.status).toBe(400);
    expect(blocked.body.detail).toBe(WHATSAPP_ACTIVATION_BLOCKED);

    const number = meta.addNumber();
    expect((await connect(creator, pasted(number))).status).toBe(200);
    expect((await api.http.post(`/api/chatbots/${first.id}/toggle`, { is_active: true }, creator.token)).status).toBe(200);
    const live = (await api.http.get(`/api/chatbots/${first.id}`, creator.token)).body;
    expect(live).toMatchObject({ is_active: true, is_deployed: true, account_connected: true, account_error: null });
    expect(live.bot_link).toBe(`https://wa.me/${number.displayPhoneNumber.replace(/\D/g, '')}`);

    const second = await whatsappBot(creator, 'Wa Nova');
    const busy = await api.http.post(`/api/chatbots/${second.id}/toggle`, { is_active: true }, creator.token);
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toBe('Your WhatsApp number already answers for Wa Luna. Pause it first.');
    // A refusal of a token the number no longer holds (a runner's cached old one) marks nothing; of its own token, it does.
    const refusedWith = (token: string) => new WhatsAppApiError('Error validating access token', 401, 190, null, tokenDigest(token));
    await markRefusedCredentials(db(), first.id, refusedWith(`EAA${'o'.repeat(60)}`));
    expect((await storedNumbers(creator.id))[0]?.token_error).toBeNull();
    await markRefusedCredentials(db(), first.id, refusedWith(number.token));
    expect((await storedNumbers(creator.id))[0]?.token_error).toBe('WhatsApp rejected the access token: Error validating access token');
    expect((await api.http.get(`/api/chatbots/${first.id}`, creator.token)).body).toMatchObject({ account_connected: true, account_error: expect.stringMatching(/^WhatsApp rejected/) });

    const onTelegram = await api.http.post(`/api/telegram/deploy/${first.id}`, {}, creator.token);
    expect(onTelegram.status).toBe(400);
    expect(onTelegram.body.detail).toBe('This bot answers on WhatsApp, not Telegram. Activate it to put it live.');
  });
});

describe('the WhatsApp webhook', () => {
  it('answers Meta’s verification with the challenge, and 403 to a wrong token', async () => {
    const ok = await fetch(`${api.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(`${api.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1158201444`);
    expect(wrong.status).toBe(403);
  });

  it('queues a signed message for a live bot once, refuses a bad signature, and drops a number it does not serve', async () => {
    const creator = await signUpCreator(api, 'flow');
    const number = meta.addNumber();
    expect((await connect(creator, pasted(number))).status).toBe(200);
    const bot = await whatsappBot(creator, 'Wa Echo');
    expect((await api.http.post(`/api/chatbots/${bot.id}/toggle`, { is_active: true }, creator.token)).status).toBe(200);

    const body = textDelivery(number.phoneNumberId, '15551234567', `wamid.${Date.now()}`, 'hi there');
    expect((await deliver(body, 'sha256=' + '0'.repeat(64))).status).toBe(401);
    expect((await deliver(body, '')).status).toBe(401);
    expect(await queuedFor(bot.id)).toBe(0);

    expect((await deliver(body)).status).toBe(200);
    expect((await deliver(body)).status).toBe(200);
    expect(await queuedFor(bot.id)).toBe(1);

    const stranger = textDelivery('998877665544', '15551234567', `wamid.${Date.now()}x`, 'anyone?');
    const dropped = await deliver(stranger);
    expect(dropped.status).toBe(200);
    expect(await queuedFor(bot.id)).toBe(1);

    // Signed but not the shape Meta documents: a 400, never a 500.
    for (const odd of ['null', JSON.stringify({ object: 'whatsapp_business_account', entry: { id: 'x' } })]) {
      const res = await deliver(odd);
      expect(res.status, odd).toBe(400);
    }
  });

  it('names the field Meta refused when connecting: the business account when subscribing fails', async () => {
    const creator = await signUpCreator(api, 'flow');
    const number = meta.addNumber();
    const wrongWaba = await connect(creator, { ...pasted(number), waba_id: '99999999999999' });
    expect(wrongWaba.status).toBe(400);
    expect(wrongWaba.body.errors?.[0]?.field ?? JSON.stringify(wrongWaba.body)).toContain('waba_id');
    expect(await storedNumbers(creator.id)).toHaveLength(0);
  });

  it('keeps delivery statuses forward only, and a month at most', async () => {
    const wamid = `wamid.receipt.${Date.now()}`;
    const statusOf = async () => (await db().selectFrom('delivery_receipts').select('status').where('external_id', '=', wamid).executeTakeFirst())?.status;
    await applyDeliveryStatuses(db(), 'whatsapp', [{ externalId: wamid, status: 'read', error: null }]);
    await applyDeliveryStatuses(db(), 'whatsapp', [{ externalId: wamid, status: 'delivered', error: null }]);
    expect(await statusOf()).toBe('read');
    await db().updateTable('delivery_receipts').set({ updated_at: new Date(Date.now() - 31 * 86_400_000) }).where('external_id', '=', wamid).execute();
    expect(await deleteOldReceipts(db())).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBeUndefined();
  });
});
