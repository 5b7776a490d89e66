import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oggOpusSample, startFakeWhatsApp, type FakeWhatsApp, type FakeWhatsAppNumber } from './fake-whatsapp';
import { startWebhookReceiver, type WebhookReceiver } from './fake-whatsapp-receiver';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Graph's answers vary by endpoint; the assertions pin their shape.
type Json = any;

const HOUR = 3_600_000;
let wa: FakeWhatsApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  wa = await startFakeWhatsApp();
  receiver = await startWebhookReceiver('verify-me');
  wa.setWebhook(receiver.url);
});
afterAll(async () => {
  await wa.close();
  await receiver.close();
});

async function graph(path: string, init: { method?: string; token?: string; json?: unknown; body?: FormData } = {}) {
  const headers = new Headers();
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json === undefined ? init.body : JSON.stringify(init.json);
  const res = await fetch(`${wa.graphUrl}/v23.0${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, ...(body ? { body } : {}) });
  return { status: res.status, body: (await res.json()) as Json };
}

const send = (number: FakeWhatsAppNumber, json: Record<string, unknown>) =>
  graph(`/${number.phoneNumberId}/messages`, { token: number.token, json: { messaging_product: 'whatsapp', recipient_type: 'individual', ...json } });
const text = (to: string, body: string) => ({ to, type: 'text', text: { body } });
const buttons = (to: string, replies: { id: string; title: string }[]) => ({
  to,
  type: 'interactive',
  interactive: { type: 'button', body: { text: 'Pick one' }, action: { buttons: replies.map((reply) => ({ type: 'reply', reply })) } },
});

/** A number whose WABA subscribed the app, and a fan who has just written to it (window open). */
async function connected() {
  const number = wa.addNumber({ verifiedName: 'Luna Sings' });
  expect(await graph(`/${number.wabaId}/subscribed_apps`, { method: 'POST', token: number.token })).toEqual({ status: 200, body: { success: true } });
  const fan = wa.newFanWaId();
  const hello = wa.fan.sendText(number, fan, 'hi Luna');
  await hello.settled;
  return { number, fan, hello };
}

function upload(number: FakeWhatsAppNumber, bytes: Buffer, type: string, filename: string) {
  const form = new FormData();
  form.set('messaging_product', 'whatsapp');
  form.set('type', type);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return graph(`/${number.phoneNumberId}/media`, { token: number.token, body: form });
}

describe('Graph nodes and tokens', () => {
  it('reads the phone number with its WABA token and refuses any other token with 190 (HTTP 401)', async () => {
    const number = wa.addNumber({ verifiedName: 'Luna Sings' });
    const path = `/${number.phoneNumberId}?fields=display_phone_number,verified_name`;
    expect(await graph(path, { token: number.token })).toEqual({
      status: 200,
      body: { display_phone_number: number.displayPhoneNumber, verified_name: 'Luna Sings', id: number.phoneNumberId },
    });
    const wrong = await graph(path, { token: 'EAAnot-a-token' });
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 190, type: 'OAuthException', fbtrace_id: expect.any(String) } } });
    // Another WABA's token does not reach this number: Graph's "does not exist ... missing permissions" (100/33).
    const other = wa.addNumber();
    expect((await graph(path, { token: other.token })).body.error).toMatchObject({ code: 100, error_subcode: 33 });
    wa.revokeToken(number);
    expect(await graph(path, { token: number.token })).toMatchObject({ status: 401, body: { error: { code: 190 } } });
  });

  it('records subscribed_apps per WABA and lists the app', async () => {
    const number = wa.addNumber();
    expect(wa.subscriptions(number.wabaId)).toEqual([]);
    expect((await graph(`/${number.wabaId}/subscribed_apps`, { method: 'POST', token: number.token })).body).toEqual({ success: true });
    expect(wa.subscriptions(number.wabaId)).toEqual([{ appId: wa.app.id, at: expect.any(Number) }]);
    const listed = await graph(`/${number.wabaId}/subscribed_apps`, { token: number.token });
    expect(listed.body.data[0].whatsapp_business_api_data.id).toBe(wa.app.id);
  });

  it('injects failures with failNext: 130429 as HTTP 400 and 190 as HTTP 401, then recovers', async () => {
    const { number, fan } = await connected();
    wa.failNext(1, { code: 130429 }, 'messages');
    const throttled = await send(number, text(fan, 'one'));
    expect(throttled).toMatchObject({ status: 400, body: { error: { code: 130429, message: '(#130429) Rate limit hit', type: 'OAuthException' } } });
    expect(throttled.body.error.error_data.details).toBe('Cloud API message throughput has been reached.');
    wa.failNext(1, { code: 190, httpStatus: 401 });
    expect(await send(number, text(fan, 'two'))).toMatchObject({ status: 401, body: { error: { code: 190 } } });
    expect((await send(number, text(fan, 'three'))).status).toBe(200);
    expect(wa.sentMessages(number, fan).map((sent) => sent.body)).toEqual(['three']);
  });
});

describe('Embedded Signup', () => {
  const exchange = (params: Record<string, string>) => graph(`/oauth/access_token?${new URLSearchParams(params)}`);

  it('exchanges a signup code once, within 30 s, for a token of the WABA; refuses a wrong secret or app', async () => {
    const number = wa.addNumber({ registered: false });
    const code = wa.signupCode(number);
    expect((await exchange({ client_id: wa.app.id, client_secret: 'wrong', code })).body.error).toMatchObject({ code: 1, message: 'Error validating client secret.' });
    expect((await exchange({ client_id: '1', client_secret: wa.app.secret, code })).body.error).toMatchObject({ code: 101 });
    const exchanged = await exchange({ client_id: wa.app.id, client_secret: wa.app.secret, code });
    expect(exchanged).toEqual({ status: 200, body: { access_token: expect.stringMatching(/^EAA/), token_type: 'bearer' } });
    expect(exchanged.body.access_token).toBe(number.token);
    expect((await exchange({ client_id: wa.app.id, client_secret: wa.app.secret, code })).body.error).toMatchObject({ code: 100, error_subcode: 36009 });
    const late = wa.signupCode(number);
    wa.advanceTime(30_001);
    expect((await exchange({ client_id: wa.app.id, client_secret: wa.app.secret, code: late })).body.error).toMatchObject({ code: 100, error_subcode: 36007 });
    expect((await exchange({ client_id: wa.app.id, client_secret: wa.app.secret, code: 'AQnever-issued' })).body.error).toMatchObject({ code: 100 });
  });

  it('sends nothing from an unregistered number (133010) until it registers with a six-digit PIN; a set PIN must match (133005)', async () => {
    const number = wa.addNumber({ registered: false, pin: '246810' });
    const fan = wa.newFanWaId();
    await wa.fan.sendText(number, fan, 'hello?').settled;
    expect((await send(number, text(fan, 'hi'))).body.error).toMatchObject({ code: 133010 });
    const register = (pin: unknown) => graph(`/${number.phoneNumberId}/register`, { token: number.token, json: { messaging_product: 'whatsapp', pin } });
    expect((await register('12345')).body.error).toMatchObject({ code: 100 });
    expect((await register('135790')).body.error).toMatchObject({ code: 133005, message: '(#133005) Two step verification PIN Mismatch' });
    expect(await register('246810')).toEqual({ status: 200, body: { success: true } });
    expect((await send(number, text(fan, 'hi'))).status).toBe(200);
  });
});

describe('sending messages', () => {
  it('answers a text with contacts and a wamid, and records it', async () => {
    const { number, fan } = await connected();
    const res = await send(number, text(`+${fan}`, 'Thanks for writing!'));
    expect(res).toEqual({ status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: `+${fan}`, wa_id: fan }], messages: [{ id: expect.stringMatching(/^wamid\./) }] } });
    const before = wa.now();
    expect(wa.sentMessages(number, fan)).toEqual([expect.objectContaining({ type: 'text', body: 'Thanks for writing!', wamid: res.body.messages[0].id })]);
    expect(wa.sentMessages(number, fan)[0]?.at).toBeLessThanOrEqual(before);
    expect((await send(number, { ...text(fan, 'x'), messaging_product: undefined })).body.error.code).toBe(100);
  });

  it('refuses a text of 4,097 characters and takes 4,096', async () => {
    const { number, fan } = await connected();
    const refused = await send(number, text(fan, 'a'.repeat(4097)));
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 100 } } });
    expect(refused.body.error.error_data.details).toMatch(/at most 4096 characters/);
    expect((await send(number, text(fan, 'a'.repeat(4096)))).status).toBe(200);
  });

  it('refuses free-form messages outside the 24-hour window with 131047', async () => {
    const { number, fan } = await connected();
    const stranger = wa.newFanWaId();
    const never = await send(number, text(stranger, 'hello?'));
    expect(never).toMatchObject({ status: 400, body: { error: { code: 131047, message: '(#131047) Re-engagement message' } } });
    expect(never.body.error.error_data.details).toMatch(/more than 24 hours/);
    wa.advanceTime(24 * HOUR - 1000);
    expect((await send(number, text(fan, 'still open'))).status).toBe(200);
    wa.advanceTime(2000);
    expect((await send(number, text(fan, 'too late'))).body.error.code).toBe(131047);
    // A template message is how a business re-engages; it needs no window.
    const template = { to: fan, type: 'template', template: { name: 'hello_world', language: { code: 'en_US' } } };
    expect((await send(number, template)).status).toBe(200);
  });

  it('in windowFailure "status" mode, answers 200 and then sends a failed status carrying 131047', async () => {
    const { number } = await connected();
    const stranger = wa.newFanWaId();
    wa.windowFailure('status');
    try {
      const res = await send(number, text(stranger, 'hello?'));
      expect(res.status).toBe(200);
      await wa.idle();
      const status = receiver.valuesFor(number.phoneNumberId).find((value) => value.statuses)?.statuses[0];
      expect(status).toMatchObject({ id: res.body.messages[0].id, status: 'failed', recipient_id: stranger, timestamp: expect.stringMatching(/^\d+$/) });
      expect(status.errors[0]).toMatchObject({ code: 131047, title: 'Re-engagement message', error_data: { details: expect.stringMatching(/24 hours/) } });
      expect(wa.sentMessages(number, stranger)[0]?.failedWith).toBe(131047);
    } finally {
      wa.windowFailure('send');
    }
  });

  it('refuses more than 3 buttons, a title over 20 characters and an id over 256', async () => {
    const { number, fan } = await connected();
    const reply = (i: number) => ({ id: `b${i}`, title: `Option ${i}` });
    expect((await send(number, buttons(fan, [1, 2, 3, 4].map(reply)))).body.error).toMatchObject({ code: 131009 });
    const long = await send(number, buttons(fan, [{ id: 'b1', title: 'x'.repeat(21) }]));
    expect(long).toMatchObject({ status: 400, body: { error: { code: 131009, error_data: { details: 'Button title length invalid. Min length: 1, Max length: 20' } } } });
    expect((await send(number, buttons(fan, [{ id: 'i'.repeat(257), title: 'ok' }]))).body.error.code).toBe(131009);
    expect((await send(number, buttons(fan, [{ id: 'b1', title: 'x'.repeat(20) }, reply(2), reply(3)]))).status).toBe(200);
    expect(wa.sentMessages(number, fan).at(-1)).toMatchObject({ type: 'interactive', body: 'Pick one', buttons: [{ id: 'b1' }, { id: 'b2' }, { id: 'b3' }] });
  });

  it('refuses a second message to the same fan within 6 s with 131056 when the pair rate is enforced', async () => {
    const { number, fan } = await connected();
    wa.enforcePairRate(true);
    try {
      expect((await send(number, text(fan, 'one'))).status).toBe(200);
      expect(await send(number, text(fan, 'two'))).toMatchObject({ status: 400, body: { error: { code: 131056 } } });
      wa.advanceTime(6000);
      expect((await send(number, text(fan, 'three'))).status).toBe(200);
    } finally {
      wa.enforcePairRate(false);
    }
  });

  it('marks a fan message read with a typing indicator, and refuses an unknown wamid', async () => {
    const { number, fan, hello } = await connected();
    const read = { messaging_product: 'whatsapp', status: 'read', message_id: hello.wamid, typing_indicator: { type: 'text' } };
    expect(await graph(`/${number.phoneNumberId}/messages`, { token: number.token, json: read })).toEqual({ status: 200, body: { success: true } });
    expect(wa.readReceipts(number)).toEqual([{ phoneNumberId: number.phoneNumberId, waId: fan, messageId: hello.wamid, typingIndicator: true, at: expect.any(Number) }]);
    const unknown = await graph(`/${number.phoneNumberId}/messages`, { token: number.token, json: { ...read, message_id: 'wamid.nope' } });
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: 100 } } });
  });
});

describe('media', () => {
  it('takes an Ogg Opus upload and sends it as a voice message', async () => {
    const { number, fan } = await connected();
    const bytes = oggOpusSample(2048);
    const res = await upload(number, bytes, 'audio/ogg', 'reply.ogg');
    expect(res).toEqual({ status: 200, body: { id: expect.stringMatching(/^\d+$/) } });
    expect(wa.media(res.body.id)?.bytes.equals(bytes)).toBe(true);
    const voice = await send(number, { to: fan, type: 'audio', audio: { id: res.body.id, voice: true } });
    expect(voice.status).toBe(200);
    expect(wa.sentMessages(number, fan).at(-1)).toMatchObject({ type: 'audio', audio: { id: res.body.id, voice: true } });
    expect((await send(number, { to: fan, type: 'audio', audio: { id: '123' } })).body.error.code).toBe(100);
  });

  it('refuses audio/wav with Graph\'s file-type error, and an Ogg file that is not Opus', async () => {
    const { number } = await connected();
    const wav = await upload(number, Buffer.from('RIFF....WAVEfmt '), 'audio/wav', 'reply.wav');
    expect(wav).toMatchObject({ status: 400, body: { error: { code: 100 } } });
    expect(wav.body.error.message).toMatch(/Param file must be a file with one of the following types: .*Received file of type 'audio\/wav'/);
    const vorbis = await upload(number, Buffer.from('OggS\0\u0002....\u0001vorbis'), 'audio/ogg', 'reply.ogg');
    expect(vorbis.body.error.code).toBe(131053);
  });

  it('lets the product fetch a fan\'s voice note with its token', async () => {
    const { number, fan } = await connected();
    const note = wa.fan.sendAudio(number, fan, { bytes: oggOpusSample(300), voice: true });
    const audio = (note.payload.entry[0]?.changes[0]?.value.messages as Json)[0].audio;
    expect(audio).toMatchObject({ mime_type: 'audio/ogg; codecs=opus', voice: true });
    const info = await graph(`/${audio.id}`, { token: number.token });
    expect(info.body).toMatchObject({ messaging_product: 'whatsapp', mime_type: 'audio/ogg', file_size: 300, id: audio.id });
    const download = await fetch(info.body.url, { headers: { authorization: `Bearer ${number.token}` } });
    expect(Buffer.from(await download.arrayBuffer()).equals(oggOpusSample(300))).toBe(true);
  });
});

describe('webhooks', () => {
  it('answers the verification GET and POSTs signed notifications in the documented shape', async () => {
    expect(await wa.verifyWebhook('verify-me', '1158201444')).toEqual({ status: 200, body: '1158201444', challenge: '1158201444' });
    expect((await wa.verifyWebhook('wrong')).status).toBe(403);
    const { number, fan, hello } = await connected();
    const post = receiver.postsFor(number.phoneNumberId)[0]!;
    const expected = `sha256=${createHmac('sha256', wa.app.secret).update(post.body).digest('hex')}`;
    expect(post.headers['x-hub-signature-256']).toBe(expected);
    expect(JSON.parse(post.body)).toEqual({
      object: 'whatsapp_business_account',
      entry: [{ id: number.wabaId, changes: [{ field: 'messages', value: {
        messaging_product: 'whatsapp',
        metadata: { display_phone_number: number.displayPhoneNumber.replace(/\D/g, ''), phone_number_id: number.phoneNumberId },
        contacts: [{ profile: { name: expect.any(String) }, wa_id: fan }],
        messages: [{ from: fan, id: hello.wamid, timestamp: expect.stringMatching(/^\d+$/), type: 'text', text: { body: 'hi Luna' } }],
      } }] }],
    });
    // A WABA that never subscribed the app gets no notifications.
    const silent = wa.addNumber();
    expect(await wa.fan.sendText(silent, fan, 'anyone?').settled).toBeNull();
  });

  it('retries a delivery that did not get a 2xx and redelivers the identical body', async () => {
    const { number, fan } = await connected();
    receiver.statuses.push(500);
    const button = wa.fan.sendButtonReply(number, fan, { id: 'tip-5', title: 'Tip $5' });
    expect((await button.settled)?.attempt).toBe(2);
    expect(wa.deliveries(number.phoneNumberId).slice(-2).map((delivery) => delivery.status)).toEqual([500, 200]);
    const again = await wa.redeliver(button);
    expect(again).toMatchObject({ status: 200, attempt: 3, body: button.body });
    const bodies = receiver.postsFor(number.phoneNumberId).slice(-3).map((post) => post.body);
    expect(new Set(bodies)).toEqual(new Set([button.body]));
    const forged = wa.fan.sendSticker(number, fan, { signature: 'sha256=forged' });
    expect((await forged.settled)?.signature).toBe('sha256=forged');
  });

  it('sends sent then delivered statuses with autoStatuses, and any status on demand', async () => {
    const { number, fan } = await connected();
    wa.autoStatuses(true);
    const res = await send(number, text(fan, 'auto'));
    wa.autoStatuses(false);
    await wa.idle();
    const wamid = res.body.messages[0].id;
    const statuses = () => receiver.valuesFor(number.phoneNumberId).flatMap((value) => value.statuses ?? []).filter((status: Json) => status.id === wamid);
    expect(statuses().map((status: Json) => status.status)).toEqual(['sent', 'delivered']);
    await wa.statusOf(number, wamid, 'read').settled;
    await wa.statusOf(number, wamid, 'failed', [131047]).settled;
    expect(statuses().slice(2)).toEqual([
      { id: wamid, status: 'read', timestamp: expect.any(String), recipient_id: fan },
      expect.objectContaining({ status: 'failed', errors: [expect.objectContaining({ code: 131047 })] }),
    ]);
  });
});
