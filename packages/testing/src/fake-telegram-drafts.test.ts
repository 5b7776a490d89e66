import { Api } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from './fake-telegram';

let telegram: FakeTelegram;

beforeAll(async () => {
  telegram = await startFakeTelegram();
});
afterAll(async () => {
  await telegram.close();
});

describe('fake Telegram sendMessageDraft', () => {
  it("takes a private chat's drafts through grammY and records them in order, apart from the sending limit", async () => {
    const bot = telegram.addBot();
    const api = new Api(bot.token, { apiRoot: telegram.url });
    await api.sendMessageDraft(4242, 7, 'Hel');
    await api.sendMessageDraft(4242, 7, 'Hello there');
    expect(telegram.calls(bot.token, 'sendMessageDraft').map((call) => [call.params.draft_id, call.params.text])).toEqual([
      [7, 'Hel'],
      [7, 'Hello there'],
    ]);
    expect(telegram.sendPace(bot.token).times).toEqual([]);
  });

  it("refuses what Telegram refuses: an empty or over-long text, a zero draft id, a chat that is not a user's", async () => {
    const bot = telegram.addBot();
    const api = new Api(bot.token, { apiRoot: telegram.url });
    await expect(api.sendMessageDraft(4242, 7, '')).rejects.toThrow('text is empty');
    await expect(api.sendMessageDraft(4242, 7, 'x'.repeat(4097))).rejects.toThrow('message is too long');
    await expect(api.sendMessageDraft(4242, 0, 'hi')).rejects.toThrow(/draft_id/);
    await expect(api.sendMessageDraft(-100123, 7, 'hi')).rejects.toThrow('chat not found');
    await expect(api.sendMessageDraft(4242, 7, 'x'.repeat(4096))).resolves.toBe(true);
  });
});
