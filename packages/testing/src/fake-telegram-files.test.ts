import { Api } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, photoOf, stickerOf, voiceOf, type FakeTelegram } from './fake-telegram';
import { DOWNLOAD_LIMIT_BYTES } from './fake-telegram-files';

let telegram: FakeTelegram;
const fan = { id: 515151, first_name: 'Bea' };
// The first bytes of an Ogg stream: enough for the fake to file it as a voice note.
const oggVoice = Buffer.concat([Buffer.from('OggS'), Buffer.from([0, 2, 0, 0]), Buffer.from('opus-ish payload')]);

beforeAll(async () => {
  telegram = await startFakeTelegram();
});
afterAll(async () => {
  await telegram.close();
});

function botWithApi() {
  const bot = telegram.addBot();
  return { bot, api: new Api(bot.token, { apiRoot: telegram.url }) };
}

describe('fake Telegram files', () => {
  it('answers getFile with a File object whose path downloads the same bytes', async () => {
    const { bot, api } = botWithApi();
    const added = telegram.addFile(bot.token, { data: oggVoice });
    expect(added.file_path).toMatch(/^voice\/file_\d+\.oga$/);
    expect(added.file_id).toMatch(/^AwAC[\w-]+$/);

    const file = await api.getFile(added.file_id);
    expect(file).toEqual({ file_id: added.file_id, file_unique_id: added.file_unique_id, file_size: oggVoice.length, file_path: added.file_path });
    const res = await fetch(`${telegram.url}/file/bot${bot.token}/${file.file_path}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(oggVoice);
    // An API root that ends in a client's own path (http://fake/runner-a) downloads below it, as grammY builds the link.
    expect((await fetch(`${telegram.url}/runner-a/file/bot${bot.token}/${file.file_path}`)).status).toBe(200);
    expect(telegram.calls(bot.token, 'getFile').map((call) => call.params.file_id)).toEqual([added.file_id]);
  });

  it("refuses as Telegram does: a missing or unknown file_id, another bot's file, a file over 20 MB", async () => {
    const { bot, api } = botWithApi();
    await expect(api.getFile('')).rejects.toMatchObject({ error_code: 400, description: 'Bad Request: file_id not specified' });
    await expect(api.getFile('AwACAgIAAxkBAAInope')).rejects.toMatchObject({ error_code: 400, description: 'Bad Request: invalid file_id' });
    const other = telegram.addBot();
    const theirs = telegram.addFile(other.token, { data: oggVoice });
    await expect(api.getFile(theirs.file_id)).rejects.toMatchObject({ description: 'Bad Request: invalid file_id' });

    const atLimit = telegram.addFile(bot.token, { data: new Uint8Array(DOWNLOAD_LIMIT_BYTES), path: 'documents/file_big.bin' });
    await expect(api.getFile(atLimit.file_id)).resolves.toMatchObject({ file_size: DOWNLOAD_LIMIT_BYTES });
    const tooBig = telegram.addFile(bot.token, { data: new Uint8Array(DOWNLOAD_LIMIT_BYTES + 1) });
    await expect(api.getFile(tooBig.file_id)).rejects.toMatchObject({ error_code: 400, description: 'Bad Request: file is too big' });
    const download = await fetch(`${telegram.url}/file/bot${bot.token}/${tooBig.file_path}`);
    expect(download.status).toBe(404);
    expect(telegram.calls(bot.token, 'getFile').map((call) => call.error_code)).toEqual([400, 400, 400, undefined, 400]);
  });

  it("answers 404 to a download with another bot's token, a revoked token or an unknown path", async () => {
    const { bot } = botWithApi();
    const other = telegram.addBot();
    const file = telegram.addFile(bot.token, { data: Buffer.from('bytes'), path: 'documents/notes.txt' });
    const download = (token: string, path: string) => fetch(`${telegram.url}/file/bot${token}/${path}`);
    expect((await download(other.token, file.file_path)).status).toBe(404);
    const unknown = await download(bot.token, 'documents/missing.txt');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, error_code: 404, description: 'Not Found' });
    expect((await download(bot.token, file.file_path)).status).toBe(200);
    telegram.revokeBot(bot.token);
    expect((await download(bot.token, file.file_path)).status).toBe(404);
  });

  it('delivers a fan’s voice note through getUpdates, and the bot downloads it by its file_id', async () => {
    const { bot, api } = botWithApi();
    const file = telegram.addFile(bot.token, { data: oggVoice });
    const voice = voiceOf(file, { duration: 4 });
    const pushed = telegram.sendMessage(bot.token, fan, { voice });

    const [update] = await api.getUpdates({ timeout: 0 });
    expect(update).toEqual(pushed);
    expect(update?.message).toMatchObject({ message_id: 1, from: { id: fan.id, is_bot: false }, chat: { id: fan.id, type: 'private' }, voice });
    expect(voice).toEqual({ file_id: file.file_id, file_unique_id: file.file_unique_id, duration: 4, mime_type: 'audio/ogg', file_size: oggVoice.length });
    const { file_path } = await api.getFile(update?.message?.voice?.file_id ?? '');
    const res = await fetch(`${telegram.url}/file/bot${bot.token}/${file_path}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(oggVoice);
  });

  it('builds photos smallest size first, and stickers, as Telegram sends them', () => {
    const { bot } = botWithApi();
    const jpeg = telegram.addFile(bot.token, { data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) });
    expect(jpeg.file_path).toMatch(/^photos\/file_\d+\.jpg$/);
    const sizes = photoOf(jpeg, { width: 1280, height: 960 });
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [90, 68],
      [1280, 960],
    ]);
    expect(sizes.at(-1)?.file_id).toBe(jpeg.file_id);
    expect(photoOf(jpeg, { width: 64, height: 64 })).toHaveLength(1);

    const webp = telegram.addFile(bot.token, { data: Buffer.from('RIFF\0\0\0\0WEBPVP8 ') });
    expect(webp.file_path).toMatch(/^stickers\/file_\d+\.webp$/);
    const sticker = stickerOf(webp);
    expect(sticker).toMatchObject({ file_id: webp.file_id, type: 'regular', width: 512, height: 512, is_animated: false, is_video: false, emoji: '😀' });
    const update = telegram.sendMessage(bot.token, fan, { photo: sizes, caption: 'look' });
    expect(update.message).toMatchObject({ photo: sizes, caption: 'look', chat: { id: fan.id } });
  });
});
