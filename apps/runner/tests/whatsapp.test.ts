import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID } from '@fanline/core';
import { oggOpusSample, type FakeWhatsApp, type FakeWhatsAppNumber } from '@fanline/testing';
import { eventually, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';
import { whatsappCreator } from './whatsapp-creator';

// Issue #38: a WhatsApp bot answering fans through the Cloud API, on the fake that keeps Meta's rules.

let world: RunnerWorld;
let meta: FakeWhatsApp;
beforeAll(async () => {
  world = await startRunnerWorld({ mode: 'webhook', whatsapp: true });
  meta = world.whatsapp!;
  await world.startRunner('runner-whatsapp');
});
beforeEach(() => {
  world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
  world.openai.delayMs = 0;
});
afterAll(() => world.close());

const db = () => world.api.database.db;
const creatorOnWhatsApp = () => whatsappCreator(world);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const textsTo = (number: FakeWhatsAppNumber, fan: string) =>
  meta.sentMessages(number, fan).flatMap((sent) => (typeof sent.body === 'string' ? [withoutDisclosure(sent.body)] : []));
const balance = async (userId: string) => (await db().selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining;

describe('WhatsApp', () => {
  it('answers a fan’s signed message through the Cloud API for one credit, with the disclosure first, once however often Meta redelivers', async () => {
    const { userId, botId, number } = await creatorOnWhatsApp();
    world.openai.delayMs = 800;
    const fan = meta.newFanWaId();
    const message = meta.fan.sendText(number, fan, 'hello on whatsapp', { name: 'Dana' });
    await eventually(() => textsTo(number, fan).includes('LLM reply to: hello on whatsapp'), 20_000, 'the reply');
    await meta.redeliver(message);
    await pause(1500);

    expect(textsTo(number, fan).filter((text) => text === 'LLM reply to: hello on whatsapp')).toHaveLength(1);
    expect(meta.sentMessages(number, fan)[0]?.body).toMatch(/^🤖/u);
    // Typing shows inside a read receipt for the fan's own message.
    expect(meta.readReceipts(number)).toContainEqual(expect.objectContaining({ waId: fan, messageId: message.wamid, typingIndicator: true }));
    expect(await balance(userId)).toBe(4999);
    const debits = await db().selectFrom('usage_debits').select(['source', 'external_message_id']).where('bot_id', '=', botId).execute();
    expect(debits).toEqual([{ source: 'whatsapp', external_message_id: message.wamid }]);
    const fans = await db().selectFrom('fans').select(['channel', 'external_user_id', 'first_name']).where('bot_id', '=', botId).execute();
    expect(fans).toEqual([{ channel: 'whatsapp', external_user_id: fan, first_name: 'Dana' }]);
  });

  it('splits a long reply at 4,096 characters', async () => {
    const { number } = await creatorOnWhatsApp();
    world.openai.reply(() => `${'A long and happy answer. '.repeat(250)}The end.`);
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'tell me everything');
    await eventually(() => textsTo(number, fan).some((text) => text.endsWith('The end.')), 20_000, 'the last part');
    const bodies = meta.sentMessages(number, fan).map((sent) => sent.body ?? '');
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect([...body].length).toBeLessThanOrEqual(4096);
  });

  it('stops writing to a fan who sends STOP, broadcasts included, until START', async () => {
    const { userId, botId, token, number } = await creatorOnWhatsApp();
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'hi first');
    await eventually(() => textsTo(number, fan).includes('LLM reply to: hi first'), 20_000, 'the first reply');
    meta.fan.sendText(number, fan, 'STOP');
    await eventually(() => textsTo(number, fan).some((text) => text.includes('Send START whenever')), 20_000, 'the goodbye');
    const sentBefore = meta.sentMessages(number, fan).length;
    meta.fan.sendText(number, fan, 'are you there?');
    // The only fan opted out, so a broadcast has no one to reach.
    const broadcast = await world.api.http.post(`/api/chatbots/${botId}/broadcasts`, { text: 'News for everyone!' }, token);
    expect(broadcast.status).toBe(409);
    expect(broadcast.body.detail).toBe('No fans match this audience');
    await pause(2500);
    expect(meta.sentMessages(number, fan)).toHaveLength(sentBefore);
    const credits = await balance(userId);

    meta.fan.sendText(number, fan, 'start');
    await eventually(() => meta.sentMessages(number, fan).length > sentBefore, 20_000, 'the greeting');
    meta.fan.sendText(number, fan, 'back again');
    await eventually(() => textsTo(number, fan).includes('LLM reply to: back again'), 20_000, 'the reply after START');
    expect(await balance(userId)).toBe(credits - 1);
  });

  it('sends nothing free-form more than 24 hours after the fan’s message, by the time Meta gives it', async () => {
    const { userId, botId, number } = await creatorOnWhatsApp();
    const fan = meta.newFanWaId();
    // The fake's clock stamps the message 25 hours ago, as a delivery Meta held that long would be.
    meta.advanceTime(-25 * 3_600_000);
    meta.fan.sendText(number, fan, 'late hello');
    meta.advanceTime(25 * 3_600_000);
    const stored = await eventually(
      async () => (await db().selectFrom('messages').select(['role', 'content', 'error']).where('bot_id', '=', botId).orderBy('id').execute()).length > 0,
      20_000,
      'the stored message',
    ).then(() => db().selectFrom('messages').select(['role', 'content', 'error']).where('bot_id', '=', botId).orderBy('id').execute());
    expect(stored[0]).toMatchObject({ role: 'user', content: 'late hello' });
    expect(stored.map((row) => row.error)).toContain("Not answered: the channel's reply window after the fan's message had closed");
    await pause(1000);
    expect(meta.sentMessages(number, fan)).toHaveLength(0);
    expect(await balance(userId)).toBe(5000);
  });

  it('answers in a voice note uploaded as Ogg/Opus when the bot speaks', async () => {
    const { userId, botId, number } = await creatorOnWhatsApp();
    await db().updateTable('users').set({ plan: 'nexus', has_voice_upgrade: true, voice_messages_remaining: 10 }).where('id', '=', userId).execute();
    await db().updateTable('bots').set({ voice_enabled: true, voice_id: DEFAULT_VOICE_ID, adult_only: false }).where('id', '=', botId).execute();
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'say it out loud');
    const voice = await eventually(() => meta.sentMessages(number, fan).find((sent) => sent.type === 'audio'), 20_000, 'the voice note');
    expect(voice.audio?.voice).toBe(true);
    const media = meta.media(voice.audio?.id ?? '');
    expect(media?.mimeType).toBe('audio/ogg');
    expect(world.elevenlabs.requests.at(-1)?.outputFormat).toBe('opus_48000_32');
    const balances = await db().selectFrom('users').select('voice_messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(balances.voice_messages_remaining).toBe(9);
  });

  it('marks the number for reconnecting when Meta refuses its token, and answers the waiting message once the creator reconnects', async () => {
    const { userId, token, number } = await creatorOnWhatsApp();
    meta.revokeToken(number);
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'anyone home?');
    const stored = await eventually(
      async () => (await db().selectFrom('whatsapp_numbers').select('token_error').where('user_id', '=', userId).executeTakeFirst())?.token_error,
      20_000,
      'the token error',
    );
    expect(stored).toMatch(/^WhatsApp rejected the access token: /);
    // A message that comes while the number needs reconnecting is kept too.
    meta.fan.sendText(number, fan, 'still there?');
    await pause(1000);
    expect(meta.sentMessages(number, fan)).toHaveLength(0);

    // A new system-user token, pasted again: the messages that waited are answered, once each, in order.
    const fresh = meta.issueToken(number);
    const reconnected = await world.api.http.post('/api/whatsapp/connect', { waba_id: number.wabaId, phone_number_id: number.phoneNumberId, access_token: fresh }, token);
    expect(reconnected.status, JSON.stringify(reconnected.body)).toBe(200);
    await eventually(() => textsTo(number, fan).includes('LLM reply to: still there?'), 20_000, 'the replies after reconnecting');
    expect(textsTo(number, fan).filter((text) => text.startsWith('LLM reply to:'))).toEqual(['LLM reply to: anyone home?', 'LLM reply to: still there?']);
    expect(await balance(userId)).toBe(4998);
  });

  it('ends a reply where Meta refused the token part-way, marks the number, and never sends the delivered part again', async () => {
    const { userId, token, number } = await creatorOnWhatsApp();
    // A reply longer than 4,096 characters goes in two messages; Meta refuses the token on the second.
    world.openai.reply(() => `${'first '.repeat(700)}\n\n${'second '.repeat(200)}`);
    meta.failWhen((call) => JSON.stringify(call.params).includes('second second'), { code: 190, httpStatus: 401 });
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'tell me everything');
    const stored = await eventually(
      async () => (await db().selectFrom('whatsapp_numbers').select('token_error').where('user_id', '=', userId).executeTakeFirst())?.token_error,
      20_000,
      'the token error',
    );
    expect(stored).toBeTruthy();
    const reply = await eventually(
      () => db().selectFrom('messages').select(['error']).where('role', '=', 'assistant').where('bot_id', 'in', db().selectFrom('bots').select('id').where('user_id', '=', userId)).where('error', 'is not', null).executeTakeFirst(),
      20_000,
      'the reply recorded as cut short',
    );
    expect(reply.error).toMatch(/^WhatsApp refused: only 1 message of the answer reached the fan/);

    // Reconnected: the answered message is not answered again, and the next one is.
    const fresh = meta.issueToken(number);
    expect((await world.api.http.post('/api/whatsapp/connect', { waba_id: number.wabaId, phone_number_id: number.phoneNumberId, access_token: fresh }, token)).status).toBe(200);
    world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
    meta.fan.sendText(number, fan, 'and now?');
    await eventually(() => textsTo(number, fan).includes('LLM reply to: and now?'), 20_000, 'the next reply');
    expect(textsTo(number, fan).filter((text) => text.includes('first first'))).toHaveLength(1);
  });

  it('hears a fan’s voice note: fetched by its media id with the number’s token, transcribed, answered', async () => {
    const { botId, number } = await creatorOnWhatsApp();
    world.elevenlabs.transcribe(() => 'when is the next live show?');
    const fan = meta.newFanWaId();
    meta.fan.sendAudio(number, fan, { bytes: oggOpusSample(2048), voice: true });
    await eventually(() => textsTo(number, fan).includes('LLM reply to: when is the next live show?'), 20_000, 'the reply to the transcript');
    const rows = await eventually(
      async () => (await db().selectFrom('messages').select(['content', 'media']).where('bot_id', '=', botId).where('role', '=', 'user').execute()).at(0),
      10_000,
      'the stored transcript',
    );
    expect(rows).toEqual({ content: 'when is the next live show?', media: 'voice' });
  });
});
