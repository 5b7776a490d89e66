import sharp from 'sharp';
import { ageGateTexts, aiDisclosure, crisisReply, mediaNoticeLine, PHOTO_NOT_SEEN, TOGETHER_MIXTRAL_MODEL, VOICE_NOT_HEARD, voiceTooLongLine } from '@fanline/core';
import { photoOf, stickerOf, voiceOf } from '@fanline/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, newFan, startRunnerWorld, withoutDisclosure, type RunnerWorld } from './runner-world';

// Fans' voice notes and everything else they send (issue #37), on the fake Telegram in webhook mode,
// so a redelivery can be sent exactly as Telegram resends an update.
let world: RunnerWorld;
beforeAll(async () => {
  world = await startRunnerWorld({ mode: 'webhook' });
  await world.startRunner('runner-media', { STT_MAX_SECONDS: '120' });
  world.openai.reply((req) => `LLM reply to: ${req.messages.at(-1)?.content}`);
});
afterAll(() => world.close());

const db = () => world.api.database.db;
/** An Ogg page header and some noise: what the fake serves; the channel states the length. */
const oggBytes = () => new Uint8Array([0x4f, 0x67, 0x67, 0x53, ...Array.from({ length: 400 }, (_, i) => (i * 37) % 256)]);

const credits = async (userId: string) => (await db().selectFrom('users').select('messages_remaining').where('id', '=', userId).executeTakeFirstOrThrow()).messages_remaining;
const texts = (token: string) => world.telegram.calls(token, 'sendMessage').map((call) => withoutDisclosure(call.params.text));
const fanMessages = (botId: string) =>
  db().selectFrom('messages').select(['content', 'media']).where('bot_id', '=', botId).where('role', '=', 'user').orderBy('id').execute();

/** Sends the same update to the bot's webhook again, as Telegram does when it saw no 200. */
async function redeliver(token: string, update: unknown): Promise<void> {
  const hook = world.telegram.webhook(token)!;
  const res = await fetch(hook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(hook.secretToken ? { 'x-telegram-bot-api-secret-token': hook.secretToken } : {}) },
    body: JSON.stringify(update),
  });
  expect(res.status).toBe(200);
}

describe("a fan's voice note", () => {
  it('is transcribed and answered like the text it was, for one credit, with its cost; a redelivery does nothing again', async () => {
    const bot = await world.deployBot();
    const before = await credits(bot.userId);
    world.elevenlabs.transcribe(() => 'where does the autumn tour open?');
    const file = world.telegram.addFile(bot.tg.token, { data: oggBytes() });
    const update = world.telegram.sendMessage(bot.tg.token, newFan(), { voice: voiceOf(file, { duration: 6 }) });

    await eventually(() => texts(bot.tg.token).some((text) => text === 'LLM reply to: where does the autumn tour open?'), 20_000, 'the reply to the transcript');
    expect(world.telegram.calls(bot.tg.token, 'getFile').map((call) => call.params.file_id)).toEqual([file.file_id]);
    expect(await credits(bot.userId)).toBe(before - 1);
    // The reply is recorded once it has gone.
    await eventually(async () => (await fanMessages(bot.botId)).length === 1, 10_000, 'the recorded exchange');
    expect(await fanMessages(bot.botId)).toEqual([{ content: 'where does the autumn tour open?', media: 'voice' }]);
    const costs = await db().selectFrom('model_costs').select(['kind', 'provider', 'cost_usd']).where('bot_id', '=', bot.botId).execute();
    expect(costs).toEqual([{ kind: 'transcription', provider: 'elevenlabs', cost_usd: expect.any(Number) }]);
    expect(costs[0]!.cost_usd).toBeGreaterThan(0);

    const transcriptions = world.elevenlabs.transcriptions.length;
    const replies = texts(bot.tg.token).length;
    await redeliver(bot.tg.token, update);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(world.elevenlabs.transcriptions.length).toBe(transcriptions);
    expect(texts(bot.tg.token)).toHaveLength(replies);
    expect(await credits(bot.userId)).toBe(before - 1);
    expect(world.telegram.calls(bot.tg.token, 'getFile')).toHaveLength(1);
  });

  it('over STT_MAX_SECONDS is refused politely, untranscribed and uncharged, and a failed transcription gets an apology', async () => {
    const bot = await world.deployBot();
    const before = await credits(bot.userId);
    const transcriptions = world.elevenlabs.transcriptions.length;
    const long = world.telegram.addFile(bot.tg.token, { data: oggBytes() });
    world.telegram.sendMessage(bot.tg.token, newFan(), { voice: voiceOf(long, { duration: 300 }) });
    await eventually(() => texts(bot.tg.token).includes(voiceTooLongLine(120)), 20_000, 'the polite refusal');
    expect(world.elevenlabs.transcriptions.length).toBe(transcriptions);
    expect(world.telegram.calls(bot.tg.token, 'getFile')).toHaveLength(0);

    // The first try and the SDK's one retry.
    world.elevenlabs.failTranscriptionNext(2, 500);
    const unheard = world.telegram.addFile(bot.tg.token, { data: oggBytes() });
    world.telegram.sendMessage(bot.tg.token, newFan(), { voice: voiceOf(unheard, { duration: 5 }) });
    await eventually(() => texts(bot.tg.token).includes(VOICE_NOT_HEARD), 20_000, 'the apology');
    expect(await credits(bot.userId)).toBe(before);
    await eventually(async () => (await fanMessages(bot.botId)).length === 2, 10_000, 'the recorded exchanges');
    expect(await fanMessages(bot.botId)).toEqual([
      { content: '', media: 'voice' },
      { content: '', media: 'voice' },
    ]);
  });
});

describe('the crisis screen', () => {
  it("reads a voice note's transcript as it reads text: a crisis gets the caring reply, uncharged", async () => {
    const bot = await world.deployBot();
    const before = await credits(bot.userId);
    world.elevenlabs.transcribe(() => 'i want to kill myself tonight');
    const file = world.telegram.addFile(bot.tg.token, { data: oggBytes() });
    world.telegram.sendMessage(bot.tg.token, newFan(), { voice: voiceOf(file, { duration: 4 }) });
    await eventually(() => texts(bot.tg.token).includes(crisisReply(null)), 20_000, 'the crisis reply');
    expect(world.openai.requests.some((req) => req.messages.at(-1)?.content === 'i want to kill myself tonight')).toBe(false);
    expect(await credits(bot.userId)).toBe(before);
  });

  it('reads the caption of what the bot cannot take, and answers a crisis in it with the caring reply rather than the polite line', async () => {
    const bot = await world.deployBot();
    const video = world.telegram.addFile(bot.tg.token, { data: new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]) });
    world.telegram.sendMessage(bot.tg.token, newFan(), { video: { file_id: video.file_id, file_unique_id: video.file_unique_id, width: 640, height: 360, duration: 8 }, caption: 'i want to end my life' });
    await eventually(() => texts(bot.tg.token).includes(crisisReply(null)), 20_000, 'the crisis reply');
    expect(texts(bot.tg.token)).not.toContain(mediaNoticeLine('video'));
  });
});

describe("a fan's photo", () => {
  it('reaches a model that sees images as an image part, scaled down, with its caption, for one credit', async () => {
    const bot = await world.deployBot();
    const before = await credits(bot.userId);
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 220, g: 80, b: 120 } } }).jpeg().toBuffer();
    const file = world.telegram.addFile(bot.tg.token, { data: new Uint8Array(jpeg) });
    world.telegram.sendMessage(bot.tg.token, newFan(), { photo: photoOf(file, { width: 3000, height: 2000 }), caption: 'my new haircut!' });

    await eventually(() => texts(bot.tg.token).includes('LLM reply to: my new haircut!'), 20_000, 'the reply to the photo');
    const request = world.openai.requests.find((req) => req.messages.at(-1)?.content === 'my new haircut!')!;
    const last = (request.body.messages as { content: unknown }[]).at(-1)!.content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(last[0]).toEqual({ type: 'text', text: 'my new haircut!' });
    const url = last[1]!.image_url!.url;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const sent = await sharp(Buffer.from(url.slice('data:image/jpeg;base64,'.length), 'base64')).metadata();
    expect([sent.width, sent.height]).toEqual([1568, 1045]);
    expect(await credits(bot.userId)).toBe(before - 1);
    await eventually(async () => (await fanMessages(bot.botId)).length === 1, 10_000, 'the recorded exchange');
    expect(await fanMessages(bot.botId)).toEqual([{ content: 'my new haircut!', media: 'photo' }]);
  });

  it('answers an album once, at its first photo, for one credit, and keeps every photo in the inbox', async () => {
    const bot = await world.deployBot();
    const before = await credits(bot.userId);
    const fan = newFan();
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } } }).jpeg().toBuffer();
    for (let i = 0; i < 3; i++) {
      const file = world.telegram.addFile(bot.tg.token, { data: new Uint8Array(jpeg) });
      world.telegram.sendMessage(bot.tg.token, fan, { photo: photoOf(file, { width: 400, height: 300 }), media_group_id: '13577553271553290', ...(i === 0 ? { caption: 'my trip!' } : {}) });
    }
    await eventually(async () => (await fanMessages(bot.botId)).length === 3, 20_000, 'three photos recorded');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(texts(bot.tg.token).filter((text) => text.startsWith('LLM reply to:'))).toEqual(['LLM reply to: my trip!']);
    expect(await credits(bot.userId)).toBe(before - 1);
  });

  it('gets a line that the bot cannot see pictures from a text-only model, uncharged', async () => {
    const bot = await world.deployBot();
    await db().updateTable('bots').set({ llm_provider: 'together', llm_model: TOGETHER_MIXTRAL_MODEL }).where('id', '=', bot.botId).execute();
    // The runner reads a bot through a 2-second cache.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const before = await credits(bot.userId);
    const file = world.telegram.addFile(bot.tg.token, { data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) });
    world.telegram.sendMessage(bot.tg.token, newFan(), { photo: photoOf(file, { width: 800, height: 600 }) });
    await eventually(() => texts(bot.tg.token).includes(PHOTO_NOT_SEEN), 20_000, 'the line');
    expect(world.telegram.calls(bot.tg.token, 'getFile')).toHaveLength(0);
    expect(await credits(bot.userId)).toBe(before);
    await eventually(async () => (await fanMessages(bot.botId)).length === 1, 10_000, 'the recorded exchange');
    expect(await fanMessages(bot.botId)).toEqual([{ content: '', media: 'photo' }]);
  });
});

describe('a sticker flood', () => {
  it('gets one polite line an hour, uncharged, and every sticker is in the inbox', async () => {
    const bot = await world.deployBot();
    const before = await credits(bot.userId);
    const fan = newFan();
    for (let i = 0; i < 3; i++) {
      const sticker = world.telegram.addFile(bot.tg.token, { data: new Uint8Array([0x52, 0x49, 0x46, 0x46, i]) });
      world.telegram.sendMessage(bot.tg.token, fan, { sticker: stickerOf(sticker) });
    }
    await eventually(async () => (await fanMessages(bot.botId)).length === 3, 20_000, 'three stickers recorded');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(texts(bot.tg.token)).toEqual([mediaNoticeLine('sticker')]);
    // A new fan's first line carries the AI disclosure, as any first message does.
    expect(String(world.telegram.calls(bot.tg.token, 'sendMessage')[0]!.params.text)).toContain(aiDisclosure(null, 'Runner Creator'));
    expect((await fanMessages(bot.botId)).map((m) => m.media)).toEqual(['sticker', 'sticker', 'sticker']);
    expect(await credits(bot.userId)).toBe(before);
    // Stickers the bot already answered this hour do not ask for the creator.
    const conversation = await db().selectFrom('conversations').select('needs_human_at').where('bot_id', '=', bot.botId).executeTakeFirstOrThrow();
    expect(conversation.needs_human_at).toBeNull();
  });

  it("on an 18+ bot asks a new fan's age first, instead of the line", async () => {
    const bot = await world.deployBot({ bot: { adult_only: true } });
    const sticker = world.telegram.addFile(bot.tg.token, { data: new Uint8Array([0x52, 0x49, 0x46, 0x46]) });
    world.telegram.sendMessage(bot.tg.token, newFan(), { sticker: stickerOf(sticker) });
    await eventually(() => texts(bot.tg.token).includes(ageGateTexts(null).question), 20_000, 'the age question');
    expect(texts(bot.tg.token)).not.toContain(mediaNoticeLine('sticker'));
  });
});
