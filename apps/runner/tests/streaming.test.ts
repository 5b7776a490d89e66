import { DEFAULT_VOICE_ID, DRAFT_EVERY_MS, screenReplyText } from '@fanline/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

// Replies stream as Telegram drafts (issue #36): drafts while the model writes, then one message with the whole text.
let world: RunnerWorld;
beforeAll(async () => {
  world = await startRunnerWorld();
  await world.startRunner('runner-stream');
});
beforeEach(() => {
  world.openai.delayMs = 0;
  world.openai.streamPieceDelayMs = 0;
});
afterAll(() => world.close());

const db = () => world.api.database.db;
const calls = (token: string, chatId: number, method: string) => world.telegram.calls(token, method).filter((c) => Number(c.params.chat_id) === chatId);
const credits = async (userId: string) => (await db().selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining;
const storedReplies = (botId: string) => db().selectFrom('messages').selectAll().where('bot_id', '=', botId).where('role', '=', 'assistant').execute();

/** The fan has had the greeting (and with it the AI disclosure), so what follows carries no notice. */
async function greeted(token: string, fan: ReturnType<typeof newFan>) {
  world.telegram.sendText(token, fan, '/start');
  await eventually(() => calls(token, fan.id, 'sendMessage').length === 1, 15_000, 'greeting');
}

const REPLY = 'Oh I love that you asked! Tonight I am recording a new song, and you get to hear it first.';

describe('streamed replies on Telegram', () => {
  it('shows the reply as drafts, each a beginning of the one message that ends it, at most every 300 ms, charged once', async () => {
    const { tg, botId, userId } = await world.deployBot();
    const fan = newFan();
    await greeted(tg.token, fan);
    world.openai.reply(() => REPLY);
    world.openai.streamPieceDelayMs = 60;
    world.telegram.sendText(tg.token, fan, 'what are you up to?');
    const final = await eventually(() => calls(tg.token, fan.id, 'sendMessage')[1], 20_000, 'the reply');
    expect(final.params.text).toBe(REPLY);

    const drafts = calls(tg.token, fan.id, 'sendMessageDraft');
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(drafts.map((d) => d.params.draft_id)).size).toBe(1);
    expect(Number(drafts[0]!.params.draft_id)).not.toBe(0);
    for (const draft of drafts) {
      expect(REPLY.startsWith(String(draft.params.text))).toBe(true);
      expect(draft.at).toBeLessThanOrEqual(final.at);
    }
    const texts = drafts.map((d) => String(d.params.text).length);
    expect(texts).toEqual([...texts].sort((a, b) => a - b));
    // The fan read text long before the model finished: the stream takes about 60 ms × 16 pieces.
    expect(final.at - drafts[0]!.at).toBeGreaterThan(500);
    const gaps = drafts.slice(1).map((d, i) => d.at - drafts[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(DRAFT_EVERY_MS - 40);

    expect(world.openai.requests.at(-1)!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(await credits(userId)).toBe(4999);
    const replies = await eventually(async () => ((await storedReplies(botId)).length === 1 ? storedReplies(botId) : undefined), 5_000, 'the reply recorded');
    expect(replies[0]).toMatchObject({ content: REPLY, completion_tokens: Math.ceil(REPLY.length / 4) });
  });

  it('carries the AI disclosure at the head of the first reply’s drafts', async () => {
    const { tg } = await world.deployBot();
    const fan = newFan();
    world.openai.reply(() => REPLY);
    world.openai.streamPieceDelayMs = 40;
    world.telegram.sendText(tg.token, fan, 'hi!');
    const final = await eventually(() => calls(tg.token, fan.id, 'sendMessage')[0], 20_000, 'the first reply');
    expect(withoutDisclosure(final.params.text)).toBe(REPLY);
    const drafts = calls(tg.token, fan.id, 'sendMessageDraft');
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(String(final.params.text).startsWith(String(draft.params.text))).toBe(true);
  });

  it('sends the finished reply without drafts when the creator turns streaming off, and for a voice note', async () => {
    const { tg, botId, userId, userToken } = await world.deployBot();
    const updated = await world.api.http.put(`/api/chatbots/${botId}`, { stream_replies: false }, userToken);
    expect(updated.status).toBe(200);
    expect(updated.body.stream_replies).toBe(false);
    const fan = newFan();
    await greeted(tg.token, fan);
    world.openai.reply(() => REPLY);
    world.openai.streamPieceDelayMs = 20;
    // The runner reads a bot through a 2-second cache.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    world.telegram.sendText(tg.token, fan, 'no drafts please');
    await eventually(() => calls(tg.token, fan.id, 'sendMessage')[1], 20_000, 'the reply');
    expect(calls(tg.token, fan.id, 'sendMessageDraft')).toEqual([]);

    await db().updateTable('users').set({ plan: 'nexus', has_voice_upgrade: true, voice_messages_remaining: 10 }).where('id', '=', userId).execute();
    await db().updateTable('bots').set({ stream_replies: true, voice_enabled: true, voice_id: DEFAULT_VOICE_ID }).where('id', '=', botId).execute();
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    world.telegram.sendText(tg.token, fan, 'say it out loud');
    await eventually(() => calls(tg.token, fan.id, 'sendVoice')[0], 20_000, 'the voice note');
    expect(calls(tg.token, fan.id, 'sendMessageDraft')).toEqual([]);
  });

  it('stops drafting where the screen would flag the reply, shows none of it, and sends the crisis reply uncharged', async () => {
    const { tg, botId, userId } = await world.deployBot();
    const fan = newFan();
    await greeted(tg.token, fan);
    const harmful = 'Honestly? I have thought about it a lot and you should just kill yourself, nobody would notice anyway.';
    world.openai.reply(() => harmful);
    world.openai.streamPieceDelayMs = 60;
    world.telegram.sendText(tg.token, fan, 'what should I do about my exam?');
    const reply = await eventually(() => calls(tg.token, fan.id, 'sendMessage')[1], 20_000, 'the crisis reply');
    expect(reply.params.text).toMatch(/988/);
    const drafts = calls(tg.token, fan.id, 'sendMessageDraft').map((d) => String(d.params.text));
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.filter((text) => screenReplyText(text).flagged || text.includes('kill yourself'))).toEqual([]);
    expect(await credits(userId)).toBe(5000);
    const referral = await db().selectFrom('crisis_referrals').selectAll().where('bot_id', '=', botId).executeTakeFirstOrThrow();
    expect(referral).toMatchObject({ source: 'reply', detector: 'builtin' });
  });

  it('refunds a stream cut before its first piece, and keeps what came of one cut after', async () => {
    const { tg, botId, userId } = await world.deployBot();
    const fan = newFan();
    await greeted(tg.token, fan);
    world.openai.reply(() => REPLY);
    world.openai.cutNextStream(0);
    world.telegram.sendText(tg.token, fan, 'are you there?');
    const apology = await eventually(() => calls(tg.token, fan.id, 'sendMessage')[1], 20_000, 'the apology');
    expect(apology.params.text).toMatch(/^Sorry, I can/);
    expect(await credits(userId)).toBe(5000);

    world.openai.streamPieceDelayMs = 30;
    world.openai.cutNextStream(4);
    world.telegram.sendText(tg.token, fan, 'tell me more');
    const partial = await eventually(() => calls(tg.token, fan.id, 'sendMessage')[2], 20_000, 'the partial reply');
    expect(partial.params.text).toBe(REPLY.slice(0, 24).trim());
    expect(await credits(userId)).toBe(4999);
    const stored = await eventually(async () => (await storedReplies(botId)).find((m) => m.content === REPLY.slice(0, 24).trim()), 5_000, 'the reply recorded');
    // The provider's usage never came: the tokens are estimates, the prompt's included.
    expect(stored.completion_tokens).toBe(6);
    expect(stored.prompt_tokens).toBeGreaterThan(0);
  });
});
