import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeWhatsApp, FakeWhatsAppNumber } from '@fanline/testing';
import { eventually, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';
import { whatsappCreator } from './whatsapp-creator';

// Issue #38: what becomes of a WhatsApp message after it is sent: Meta's statuses in the inbox, the 24-hour window
// refused on the send or later by a failed status, a creator's reply in a taken-over conversation.

let world: RunnerWorld;
let meta: FakeWhatsApp;
beforeAll(async () => {
  world = await startRunnerWorld({ mode: 'webhook', whatsapp: true });
  meta = world.whatsapp!;
  await world.startRunner('runner-whatsapp-delivery');
});
beforeEach(() => {
  world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
  world.openai.delayMs = 0;
  meta.autoStatuses(false);
  meta.windowFailure('send');
});
afterAll(() => world.close());

const db = () => world.api.database.db;
const WINDOW_CLOSED = "WhatsApp's 24-hour window to message this fan has closed";

const textsTo = (number: FakeWhatsAppNumber, fan: string) =>
  meta.sentMessages(number, fan).flatMap((sent) => (typeof sent.body === 'string' ? [withoutDisclosure(sent.body)] : []));

/** The bot's one conversation, once the runner has begun it. */
async function conversationOf(botId: string): Promise<string> {
  const row = await eventually(() => db().selectFrom('conversations').select('id').where('bot_id', '=', botId).executeTakeFirst(), 20_000, 'the conversation');
  return row.id;
}

/** The bot replies of a conversation as the inbox shows them. */
async function botReplies(token: string, conversationId: string): Promise<{ text: string; delivery: string; error: string | null }[]> {
  const page = await world.api.http.get(`/api/conversations/${conversationId}/messages`, token);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return (page.body.messages as { role: string; text: string; delivery: string; error: string | null }[]).filter((m) => m.role === 'bot');
}

/** The creator's messages (their own and broadcasts) of a conversation as the inbox shows them. */
async function creatorMessages(token: string, conversationId: string): Promise<{ text: string; delivery: string; error: string | null }[]> {
  const page = await world.api.http.get(`/api/conversations/${conversationId}/messages`, token);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return (page.body.messages as { role: string; text: string; delivery: string; error: string | null }[]).filter((m) => m.role === 'creator');
}

describe('WhatsApp delivery', () => {
  it('shows Meta’s statuses on the reply in the inbox, delivered then read, and never back', async () => {
    const { botId, token, number } = await whatsappCreator(world);
    meta.autoStatuses(true);
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'status please');
    await eventually(() => textsTo(number, fan).includes('LLM reply to: status please'), 20_000, 'the reply');
    const conversationId = await conversationOf(botId);
    await eventually(async () => (await botReplies(token, conversationId))[0]?.delivery === 'delivered', 20_000, 'delivered');

    const sent = meta.sentMessages(number, fan);
    for (const message of sent) await meta.statusOf(number, message.wamid, 'read').settled;
    await eventually(async () => (await botReplies(token, conversationId))[0]?.delivery === 'read', 20_000, 'read');
    // A late "delivered" (Meta does not promise order) does not undo the read.
    await meta.statusOf(number, sent[0]!.wamid, 'delivered').settled;
    expect((await botReplies(token, conversationId))[0]?.delivery).toBe('read');
  });

  it('says the window closed whether Meta refuses the send with 131047 or fails it later by status', async () => {
    world.openai.delayMs = 1500;
    const { botId, token, number } = await whatsappCreator(world);
    const fan = meta.newFanWaId();
    // Meta's clock passes the window while the model works: the send is refused.
    meta.fan.sendText(number, fan, 'refused on the send');
    meta.advanceTime(25 * 3_600_000);
    const conversationId = await conversationOf(botId);
    await eventually(async () => (await botReplies(token, conversationId))[0]?.error === WINDOW_CLOSED, 20_000, 'the refusal');
    expect((await botReplies(token, conversationId))[0]?.delivery).toBe('failed');

    // The same, reported after a 200 by a failed status.
    meta.windowFailure('status');
    meta.fan.sendText(number, fan, 'failed by status');
    meta.advanceTime(25 * 3_600_000);
    await eventually(async () => (await botReplies(token, conversationId))[1]?.delivery === 'failed', 20_000, 'the failed status');
    expect((await botReplies(token, conversationId))[1]?.error).toBe(WINDOW_CLOSED);
  });

  it('sends a creator’s reply in a taken-over conversation through the Cloud API', async () => {
    const { botId, token, number } = await whatsappCreator(world);
    const fan = meta.newFanWaId();
    meta.fan.sendText(number, fan, 'is someone real there?');
    await eventually(() => textsTo(number, fan).includes('LLM reply to: is someone real there?'), 20_000, 'the reply');
    const conversationId = await conversationOf(botId);
    expect((await world.api.http.post(`/api/conversations/${conversationId}/takeover`, {}, token)).status).toBe(200);
    const sent = await world.api.http.post(`/api/conversations/${conversationId}/messages`, { text: 'Hi, it is really me 👋' }, token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await eventually(() => textsTo(number, fan).includes('Hi, it is really me 👋'), 20_000, 'the creator’s message');
    await eventually(async () => (await creatorMessages(token, conversationId))[0]?.delivery === 'sent', 20_000, 'the creator’s message marked sent');

    // Meta's statuses reach the creator's message as they reach the bot's replies.
    const wamid = meta.sentMessages(number, fan).find((message) => message.body === 'Hi, it is really me 👋')!.wamid;
    await meta.statusOf(number, wamid, 'delivered').settled;
    await eventually(async () => (await creatorMessages(token, conversationId))[0]?.delivery === 'delivered', 20_000, 'delivered');
    await meta.statusOf(number, wamid, 'read').settled;
    await eventually(async () => (await creatorMessages(token, conversationId))[0]?.delivery === 'read', 20_000, 'read');

    // A window that closed after Meta took the message shows as its failed status's reason.
    meta.windowFailure('status');
    meta.advanceTime(25 * 3_600_000);
    const late = await world.api.http.post(`/api/conversations/${conversationId}/messages`, { text: 'Still there?' }, token);
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    await eventually(async () => (await creatorMessages(token, conversationId))[1]?.delivery === 'failed', 20_000, 'the failed status');
    expect((await creatorMessages(token, conversationId))[1]).toMatchObject({ text: 'Still there?', error: WINDOW_CLOSED });
    expect((await creatorMessages(token, conversationId))[0]?.delivery).toBe('read');
  });

  it('broadcasts to fans inside the 24-hour window, and skips and counts the others', async () => {
    const { botId, token, number } = await whatsappCreator(world);
    const recent = meta.newFanWaId();
    const quiet = meta.newFanWaId();
    for (const fan of [recent, quiet]) {
      meta.fan.sendText(number, fan, `hello from ${fan}`);
      await eventually(() => textsTo(number, fan).includes(`LLM reply to: hello from ${fan}`), 20_000, 'the reply');
    }
    // A reply is recorded after it is sent, and its record sets the fan's last message time: back-dated only once both are in.
    const recorded = () => db().selectFrom('messages').select('id').where('bot_id', '=', botId).where('role', '=', 'assistant').execute();
    await eventually(async () => (await recorded()).length === 2, 20_000, 'both replies recorded');
    // The quiet fan last wrote 25 hours ago.
    await db().updateTable('fans').set({ last_message_at: new Date(Date.now() - 25 * 3_600_000) }).where('external_user_id', '=', quiet).execute();
    const created = await world.api.http.post(`/api/chatbots/${botId}/broadcasts`, { text: 'New drop tonight 🎉' }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const done = await eventually(
      async () => {
        const view = (await world.api.http.get(`/api/broadcasts/${created.body.broadcast.id}`, token)).body;
        return view.status === 'done' ? view : null;
      },
      30_000,
      'the finished broadcast',
    );
    expect(done).toMatchObject({ total: 2, sent: 1, skipped: 1, failed: 0 });
    expect(textsTo(number, recent)).toContain('New drop tonight 🎉');
    expect(textsTo(number, quiet)).not.toContain('New drop tonight 🎉');

    // The recipient's copy in the inbox follows Meta's statuses for it.
    const fanRow = await db().selectFrom('fans').select('id').where('external_user_id', '=', recent).executeTakeFirstOrThrow();
    const conversation = await db().selectFrom('conversations').select('id').where('bot_id', '=', botId).where('fan_id', '=', fanRow.id).executeTakeFirstOrThrow();
    const wamid = meta.sentMessages(number, recent).find((message) => message.body === 'New drop tonight 🎉')!.wamid;
    await meta.statusOf(number, wamid, 'read').settled;
    await eventually(async () => (await creatorMessages(token, conversation.id))[0]?.delivery === 'read', 20_000, 'the broadcast read');
  });
});
