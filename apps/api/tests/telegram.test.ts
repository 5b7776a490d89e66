import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHANGES_CHANNEL, listenForNotifications, type Listener } from '@fanline/db';
import { startFakeOpenAI, startFakeTelegram, type FakeOpenAI, type FakeTelegram } from '@fanline/testing';
import { signUpCreator, sparkBot } from './creators';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let telegram: FakeTelegram;
let openai: FakeOpenAI;
let listener: Listener;
const notices: { bot_id: string; change: string }[] = [];

beforeAll(async () => {
  telegram = await startFakeTelegram();
  openai = await startFakeOpenAI();
  api = await startTestApi({ telegramApiRoot: telegram.url, llmEnv: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL } });
  listener = await listenForNotifications(api.database.url, BOT_CHANGES_CHANNEL, (payload) => notices.push(JSON.parse(payload)));
});
afterEach(() => api.log.assertNoErrors());
afterAll(async () => {
  await listener.close();
  await api.close();
  await telegram.close();
  await openai.close();
});

async function waitForNotice(botId: string, change: string) {
  for (let i = 0; i < 50; i++) {
    if (notices.some((n) => n.bot_id === botId && n.change === change)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`No ${change} notice for ${botId}: ${JSON.stringify(notices)}`);
}

async function botWithToken(token: string) {
  const creator = await signUpCreator(api);
  const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ telegram_token: token }), creator.token);
  return { creator, bot };
}

describe('deploying to Telegram', () => {
  it('verifies the token with getMe, stores the username, activates, and notifies the runners', async () => {
    const tgBot = telegram.addBot({ username: 'luna_fan_bot' });
    const { creator, bot } = await botWithToken(tgBot.token);
    const res = await api.http.post(`/api/telegram/deploy/${bot.id}`, {}, creator.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Bot deployed to Telegram and activated!', bot_info: { username: 'luna_fan_bot', id: tgBot.id } });
    expect(telegram.calls(tgBot.token, 'getMe')).toHaveLength(1);

    const status = await api.http.get(`/api/telegram/status/${bot.id}`, creator.token);
    expect(status.body).toEqual({ deployed: true, bot_username: 'luna_fan_bot' });
    const list = await api.http.get('/api/chatbots', creator.token);
    expect(list.body[0]).toMatchObject({ is_active: true, is_deployed: true, bot_username: 'luna_fan_bot' });
    await waitForNotice(bot.id, 'deployed');
  });

  it('answers 400 "Invalid Telegram bot token" when Telegram rejects it, changing nothing', async () => {
    const tgBot = telegram.addBot();
    const { creator, bot } = await botWithToken(tgBot.token);
    telegram.revokeBot(tgBot.token);
    const res = await api.http.post(`/api/telegram/deploy/${bot.id}`, {}, creator.token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Invalid Telegram bot token');
    const row = await api.database.db.selectFrom('bots').select(['is_deployed', 'is_active']).where('id', '=', bot.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_deployed: false, is_active: false });
  });

  it('needs a token first', async () => {
    const creator = await signUpCreator(api);
    const { body: bot } = await api.http.post('/api/chatbots', sparkBot(), creator.token);
    const res = await api.http.post(`/api/telegram/deploy/${bot.id}`, {}, creator.token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Add a Telegram bot token before deploying');
  });

  it('undeploys, and notifies; a new token takes the bot off Telegram', async () => {
    const tgBot = telegram.addBot();
    const { creator, bot } = await botWithToken(tgBot.token);
    await api.http.post(`/api/telegram/deploy/${bot.id}`, {}, creator.token);
    const off = await api.http.delete(`/api/telegram/undeploy/${bot.id}`, creator.token);
    expect(off.body).toMatchObject({ message: 'Bot removed from Telegram' });
    expect((await api.http.get(`/api/telegram/status/${bot.id}`, creator.token)).body.deployed).toBe(false);
    await waitForNotice(bot.id, 'undeployed');

    await api.http.post(`/api/telegram/deploy/${bot.id}`, {}, creator.token);
    const other = telegram.addBot();
    const changed = await api.http.put(`/api/chatbots/${bot.id}`, { telegram_token: other.token }, creator.token);
    expect(changed.body).toMatchObject({ is_deployed: false, bot_username: null });
    await waitForNotice(bot.id, 'token_changed');
  });

  it('runs a test message through the reply pipeline of a deployed bot', async () => {
    const tgBot = telegram.addBot();
    const { creator, bot } = await botWithToken(tgBot.token);
    const early = await api.http.post(`/api/telegram/test/${bot.id}`, { message: 'hi' }, creator.token);
    expect(early.status).toBe(400);

    await api.http.post(`/api/telegram/deploy/${bot.id}`, {}, creator.token);
    openai.reply(() => 'Hi from Telegram Luna');
    const res = await api.http.post(`/api/telegram/test/${bot.id}`, { message: 'hi' }, creator.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ response: 'Hi from Telegram Luna', bot_username: tgBot.username });
    const user = await api.database.db.selectFrom('users').select('messages_remaining').where('id', '=', creator.id).executeTakeFirstOrThrow();
    expect(user.messages_remaining).toBe(99);
  });

  it('notifies on toggle and delete', async () => {
    const tgBot = telegram.addBot();
    const { creator, bot } = await botWithToken(tgBot.token);
    await api.http.post(`/api/chatbots/${bot.id}/toggle`, { is_active: true }, creator.token);
    await waitForNotice(bot.id, 'toggled');
    await api.http.delete(`/api/chatbots/${bot.id}`, creator.token);
    await waitForNotice(bot.id, 'deleted');
  });
});
