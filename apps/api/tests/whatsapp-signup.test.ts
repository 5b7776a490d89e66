import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createSecretBox, WHATSAPP_SIGNUP_OFF } from '@fanline/services';
import { startFakeWhatsApp, WHATSAPP_FAILURES, type FakeWhatsApp, type FakeWhatsAppNumber } from '@fanline/testing';
import { signUpCreator, type SignedUpCreator } from './creators';
import { startTestApi, type TestApi } from './harness';

// Issue #38, point 1: Meta's Embedded Signup, where the server has a Meta app with a Login for Business configuration.
// The pop-up hands the page a code and the two ids; the server exchanges the code, registers the number and connects it.

let api: TestApi;
let pasteOnly: TestApi;
let meta: FakeWhatsApp;
const appSecret = randomBytes(32).toString('hex');
const secrets = createSecretBox(appSecret);
beforeAll(async () => {
  meta = await startFakeWhatsApp();
  const whatsapp = { appSecret: meta.app.secret, verifyToken: 'verify-signup', graphUrl: meta.graphUrl, graphVersion: 'v23.0' };
  api = await startTestApi({ appSecret, whatsapp: { ...whatsapp, embeddedSignup: { appId: meta.app.id, configId: '918273645501' } } });
  pasteOnly = await startTestApi({ database: api.database, whatsapp: { ...whatsapp, embeddedSignup: null } });
});
afterEach(() => api.log.assertNoErrors());
afterAll(async () => {
  await pasteOnly.close();
  await api.close();
  await meta.close();
});

const db = () => api.database.db;
const stored = (userId: string) => db().selectFrom('whatsapp_numbers').selectAll().where('user_id', '=', userId).execute();
const signup = (creator: SignedUpCreator, body: Record<string, unknown>, server = api) => server.http.post('/api/whatsapp/signup', body, creator.token);
const finished = (number: FakeWhatsAppNumber, pin = '482913') => ({ code: meta.signupCode(number), waba_id: number.wabaId, phone_number_id: number.phoneNumberId, pin });
/** The REST answer's one sentence, which names what was wrong. */
const detailOf = (body: unknown) => (body as { detail?: string }).detail ?? '';
const CODE_REFUSED = /^Facebook's sign-in could not be completed \(.+\)\. Please start again\.$/;

describe('Embedded Signup', () => {
  it('exchanges the code, registers the number with the PIN, subscribes the app and connects it; a spent code connects nothing', async () => {
    const creator = await signUpCreator(api, 'flow');
    const number = meta.addNumber({ registered: false, verifiedName: 'Mia Sings' });
    const status = await api.http.get('/api/whatsapp/status', creator.token);
    expect(status.body).toMatchObject({ configured: true, embedded_signup: { app_id: meta.app.id, config_id: '918273645501', graph_version: 'v23.0' }, connected: false });

    const body = finished(number);
    const res = await signup(creator, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ connected: true, display_phone_number: number.displayPhoneNumber, verified_name: 'Mia Sings' });
    // Registered with the creator's PIN, so the number can send; the app hears its webhooks.
    expect(number).toMatchObject({ registered: true, pin: '482913' });
    expect(meta.subscriptions(number.wabaId)).toHaveLength(1);
    const [row] = await stored(creator.id);
    expect(row).toMatchObject({ waba_id: number.wabaId, phone_number_id: number.phoneNumberId, verified_name: 'Mia Sings', token_error: null });
    // The token is the one the exchange gave, sealed; the answer never carries it.
    expect(row?.token_enc).not.toContain(number.token);
    expect(secrets.decrypt(row!.token_enc)).toBe(number.token);
    expect(JSON.stringify(res.body)).not.toContain(number.token);
    const exchange = meta.calls('/oauth/access_token').at(-1);
    expect(exchange?.params).toMatchObject({ client_id: meta.app.id, client_secret: meta.app.secret, code: body.code });

    // The same code again: Meta refuses it and the answer names the code.
    const again = await signup(creator, body);
    expect(again.status).toBe(400);
    expect(detailOf(again.body)).toMatch(CODE_REFUSED);
    expect(detailOf(again.body)).toMatch(/has been used/);
  });

  it('names the PIN when the number keeps another one, and stores nothing', async () => {
    const creator = await signUpCreator(api, 'nexus');
    const number = meta.addNumber({ registered: false, pin: '111222' });
    const res = await signup(creator, finished(number, '999888'));
    expect(res.status).toBe(400);
    expect(detailOf(res.body)).toMatch(/^This PIN does not match your number's two-step verification PIN/);
    expect(await stored(creator.id)).toEqual([]);
    expect(number.registered).toBe(false);

    // With its own PIN and a fresh pop-up, it connects.
    expect((await signup(creator, finished(number, '111222'))).status).toBe(200);
  });

  it('refuses a code past Meta’s 30 seconds without registering anything', async () => {
    const creator = await signUpCreator(api, 'flow');
    const number = meta.addNumber({ registered: false });
    const body = finished(number);
    meta.advanceTime(31_000);
    meta.clearCalls();
    const res = await signup(creator, body);
    expect(res.status).toBe(400);
    expect(detailOf(res.body)).toMatch(CODE_REFUSED);
    expect(detailOf(res.body)).toMatch(/expired/);
    expect(meta.calls().map((call) => call.path)).toEqual(['/oauth/access_token']);
    expect(await stored(creator.id)).toEqual([]);
  });

  it('names the code when Meta refuses the token its exchange just gave, on registering or connecting, and stores nothing', async () => {
    const creator = await signUpCreator(api, 'flow');
    for (const step of ['register', 'subscribed_apps'] as const) {
      const number = meta.addNumber({ registered: false });
      meta.failNext(1, WHATSAPP_FAILURES.expiredToken, step);
      const res = await signup(creator, finished(number));
      expect(res.status, step).toBe(400);
      // The request's own field: the signup sent no access_token, its code is what the creator starts again.
      expect(res.body.errors, step).toEqual([{ field: 'code', message: detailOf(res.body) }]);
    }
    expect(await stored(creator.id)).toEqual([]);
  });

  it('checks the input and the plan before Meta is asked, and answers 502 when Meta fails', async () => {
    const creator = await signUpCreator(api, 'flow');
    const number = meta.addNumber({ registered: false });
    meta.clearCalls();
    for (const pin of ['12345', 'abcdef', 1234567]) {
      const res = await signup(creator, { ...finished(number), pin });
      expect(res.status).toBe(400);
      expect(detailOf(res.body)).toMatch(/pin/);
    }
    const noIds = await signup(creator, { code: meta.signupCode(number), pin: '123456' });
    expect(noIds.status).toBe(400);
    expect(detailOf(noIds.body)).toMatch(/waba_id/);
    expect(detailOf(noIds.body)).toMatch(/phone_number_id/);
    const spark = await signUpCreator(api, 'spark');
    const refused = await signup(spark, finished(number));
    expect(refused.status).toBe(403);
    expect(meta.calls()).toEqual([]);

    meta.failNext(1, { code: 1, httpStatus: 500, message: 'An unknown error has occurred.' }, 'oauth');
    const down = await signup(creator, finished(number));
    expect(down.status).toBe(502);
    expect(await stored(creator.id)).toEqual([]);
  });

  it('is refused where the server offers only the paste flow, and its pages allow Meta’s SDK only where it is offered', async () => {
    const creator = await signUpCreator(api, 'flow');
    const number = meta.addNumber({ registered: false });
    const off = await signup(creator, finished(number), pasteOnly);
    expect(off.status).toBe(503);
    expect(detailOf(off.body)).toBe(WHATSAPP_SIGNUP_OFF);

    const scriptSrc = async (server: TestApi) => {
      const res = await fetch(`${server.url}/api/health`);
      return /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    };
    expect(await scriptSrc(api)).toContain('https://connect.facebook.net');
    expect(await scriptSrc(pasteOnly)).not.toContain('facebook');
  });
});
