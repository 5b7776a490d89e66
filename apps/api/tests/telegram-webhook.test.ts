import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox, syncTelegramDelivery } from '@fanline/services';
import { eventually, startFakeTelegram, type FakeTelegram } from '@fanline/testing';
import { signUpCreator, sparkBot } from './creators';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let telegram: FakeTelegram;
const appSecret = 'w'.repeat(64);
const secrets = createSecretBox(appSecret);

beforeAll(async () => {
  telegram = await startFakeTelegram();
  api = await startTestApi({ telegramApiRoot: telegram.url, telegramMode: 'webhook', appSecret });
});
afterEach(() => api.log.assertNoErrors());
afterAll(async () => {
  await api.close();
  await telegram.close();
});

const db = () => api.database.db;

/** The inbound events queued for a bot, as the runner's workers will see them. */
async function queued(botId: string) {
  const { rows } = await sql<{ payload: { kind: string; eventId: string; fan: { externalUserId: string } }; queue_name: string | null }>`
    SELECT j.payload, q.queue_name FROM graphile_worker._private_jobs j
    LEFT JOIN graphile_worker._private_job_queues q ON q.id = j.job_queue_id
    WHERE j.payload->>'botId' = ${botId} ORDER BY j.id
  `.execute(db());
  return rows;
}

async function deployedBot() {
  const creator = await signUpCreator(api);
  const tg = telegram.addBot();
  const { body: bot } = await api.http.post('/api/chatbots', sparkBot({ telegram_token: tg.token }), creator.token);
  const deployed = await api.http.post(`/api/telegram/deploy/${bot.id}`, {}, creator.token);
  expect(deployed.status).toBe(200);
  return { creator, bot, tg, secret: telegram.webhook(tg.token)?.secretToken ?? '' };
}

const fan = { id: 424242, is_bot: false, first_name: 'Webhook Fan', language_code: 'en' };
const textUpdate = (updateId: number, text: string) => ({
  update_id: updateId,
  message: { message_id: updateId, date: 1_760_000_000, chat: { id: fan.id, type: 'private', first_name: fan.first_name }, from: fan, text },
});
const post = (botId: string, body: unknown, secret?: string) =>
  api.http.post(`/api/telegram/webhook/${botId}`, body, undefined, secret === undefined ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret });

describe('deploying in webhook mode', () => {
  it('registers the webhook at APP_URL with a random per-bot secret, sealed at rest, and the updates the bot needs', async () => {
    const { bot, tg, secret } = await deployedBot();
    const webhook = telegram.webhook(tg.token);
    expect(webhook?.url).toBe(`${api.url}/api/telegram/webhook/${bot.id}`);
    expect(webhook?.allowedUpdates).toEqual(['message', 'callback_query', 'pre_checkout_query']);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db().selectFrom('bots').select('telegram_webhook_secret_enc').where('id', '=', bot.id).executeTakeFirstOrThrow();
    expect(row.telegram_webhook_secret_enc).not.toContain(secret);
    expect(secrets.decrypt(row.telegram_webhook_secret_enc ?? '')).toBe(secret);

    const other = await deployedBot();
    expect(other.secret).not.toBe(secret);
  });

  it('removes the webhook on undeploy, after which the old secret gets 401', async () => {
    const { creator, bot, tg, secret } = await deployedBot();
    const undeployed = await api.http.delete(`/api/telegram/undeploy/${bot.id}`, creator.token);
    expect(undeployed.status).toBe(200);
    expect(telegram.webhook(tg.token)).toBeNull();
    expect(telegram.calls(tg.token, 'deleteWebhook')).toHaveLength(1);
    expect((await post(bot.id, textUpdate(1, 'still there?'), secret)).status).toBe(401);
    expect(await queued(bot.id)).toEqual([]);
  });

  it('removes the webhook whichever way the bot is deleted, so Telegram stops delivering to it', async () => {
    const admin = await signUpCreator(api, 'spark', { is_admin: true });
    const deletions: [string, (deployed: Awaited<ReturnType<typeof deployedBot>>) => Promise<{ status: number }>][] = [
      ['the bot', ({ creator, bot }) => api.http.delete(`/api/chatbots/${bot.id}`, creator.token)],
      ["the creator's bulk action", ({ creator, bot }) => api.http.post('/api/chatbots/bulk-action', { bot_ids: [bot.id], action: 'delete' }, creator.token)],
      ["the console's bot bulk action", ({ bot }) => api.http.post('/api/admin/bots/bulk-action?action=delete', { bot_ids: [bot.id] }, admin.token)],
      ['its owner, from the console', ({ creator }) => api.http.post('/api/admin/users/bulk-action?action=delete', { user_ids: [creator.id] }, admin.token)],
    ];
    for (const [how, remove] of deletions) {
      const deployed = await deployedBot();
      expect([how, (await remove(deployed)).status]).toEqual([how, 200]);
      expect([how, telegram.webhook(deployed.tg.token)]).toEqual([how, null]);
      expect(await db().selectFrom('bots').select('id').where('id', '=', deployed.bot.id).execute()).toEqual([]);
    }
  });

  it("leaves another creator's bot and its webhook alone in a creator's bulk delete", async () => {
    const mine = await deployedBot();
    const theirs = await deployedBot();
    await api.http.post('/api/chatbots/bulk-action', { bot_ids: [theirs.bot.id], action: 'delete' }, mine.creator.token);
    expect(telegram.webhook(theirs.tg.token)).not.toBeNull();
    expect(await db().selectFrom('bots').select('id').where('id', '=', theirs.bot.id).execute()).toHaveLength(1);
  });
});

describe('POST /api/telegram/webhook/{botId}', () => {
  it('answers 401 and queues nothing for a missing or wrong secret, an unknown bot or an undeployed one', async () => {
    const { bot, secret } = await deployedBot();
    expect((await post(bot.id, textUpdate(1, 'no secret'))).status).toBe(401);
    expect((await post(bot.id, textUpdate(2, 'wrong secret'), `${secret.slice(0, -1)}x`)).status).toBe(401);
    expect((await post(bot.id, textUpdate(3, 'short secret'), secret.slice(0, 10))).status).toBe(401);
    expect((await post('00000000-0000-4000-8000-000000000000', textUpdate(4, 'unknown bot'), secret)).status).toBe(401);
    expect((await post('not-a-bot', textUpdate(5, 'not an id'), secret)).status).toBe(401);
    await db().updateTable('bots').set({ is_deployed: false }).where('id', '=', bot.id).execute();
    expect((await post(bot.id, textUpdate(6, 'undeployed'), secret)).status).toBe(401);
    expect(await queued(bot.id)).toEqual([]);
  });

  it('queues a good update for the fan, once however often Telegram redelivers it', async () => {
    const { bot, secret } = await deployedBot();
    const first = await post(bot.id, textUpdate(100, 'hello over the webhook'), secret);
    expect(first.status).toBe(200);
    expect((await post(bot.id, textUpdate(100, 'hello over the webhook'), secret)).status).toBe(200);
    const jobs = await queued(bot.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.payload).toMatchObject({ kind: 'text', eventId: '100', text: 'hello over the webhook', fan: { channel: 'telegram', externalUserId: String(fan.id) } });
    expect(jobs[0]?.queue_name).toBe(`fan:${bot.id}:telegram:${fan.id}`);
  });

  it('takes the updates Telegram itself delivers to the registered webhook', async () => {
    const { bot, tg } = await deployedBot();
    telegram.sendText(tg.token, { id: 515151, first_name: 'Pushed' }, 'delivered by Telegram');
    await eventually(async () => (await queued(bot.id)).length > 0, 5_000, 'the queued update').catch(() => {});
    expect((await queued(bot.id)).map((job) => job.payload.kind)).toEqual(['text']);
    expect(telegram.webhookDeliveries(tg.token).map((delivery) => delivery.status)).toEqual([200]);
  });

  it('answers a pre-checkout query in the response, at once and without queueing it', async () => {
    const { bot, secret } = await deployedBot();
    const query = { id: 'pcq-1', from: fan, currency: 'XTR', total_amount: 500, invoice_payload: 'tip:5' };
    const paused = await post(bot.id, { update_id: 200, pre_checkout_query: query }, secret);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ method: 'answerPreCheckoutQuery', pre_checkout_query_id: 'pcq-1' });
    expect(await queued(bot.id)).toEqual([]);
  });

  it('acknowledges a tapped button in the response and queues the choice', async () => {
    const { bot, secret } = await deployedBot();
    const tap = { update_id: 300, callback_query: { id: 'cb-1', from: fan, chat_instance: '1', data: 'age:adult' } };
    const answered = await post(bot.id, tap, secret);
    expect(answered.body).toEqual({ method: 'answerCallbackQuery', callback_query_id: 'cb-1' });
    expect((await queued(bot.id)).map((job) => job.payload.kind)).toEqual(['choice']);
  });

  it('refuses a body that is not an update with 400 naming update_id, and queues nothing', async () => {
    const { bot, secret } = await deployedBot();
    const bad = await post(bot.id, { message: { text: 'no id' } }, secret);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('update_id');
    expect((await post(bot.id, 'not json', secret)).status).toBe(400);
    expect(await queued(bot.id)).toEqual([]);
  });
});

describe('switching TELEGRAM_MODE', () => {
  it('re-registers every deployed bot at start, and removes the webhooks when polling again', async () => {
    const { bot, tg } = await deployedBot();
    const deps = { secrets, telegramApiRoot: telegram.url, appUrl: api.url };
    const toPolling = await syncTelegramDelivery(db(), { ...deps, telegramMode: 'polling' }, api.log);
    expect(toPolling.failed).toBe(0);
    expect(telegram.webhook(tg.token)).toBeNull();
    expect((await db().selectFrom('bots').select('telegram_webhook_secret_enc').where('id', '=', bot.id).executeTakeFirstOrThrow()).telegram_webhook_secret_enc).toBeNull();

    const toWebhook = await syncTelegramDelivery(db(), { ...deps, telegramMode: 'webhook' }, api.log);
    expect(toWebhook.failed).toBe(0);
    expect(telegram.webhook(tg.token)?.url).toBe(`${api.url}/api/telegram/webhook/${bot.id}`);
  });
});
