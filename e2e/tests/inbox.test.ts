import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  startFakeOpenAI,
  startFakeTelegram,
  RUNNER_READY_MS,
  startTsProcess,
  type FakeOpenAI,
  type FakeTelegram,
  type FakeTelegramBot,
  type RunningProcess,
} from '@fanline/testing';
import { newCreator, signInFromLanding, useBrowserWorld, type Creator } from './browser-world';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APP_SECRET = randomBytes(32).toString('hex');

let telegram: FakeTelegram;
let openai: FakeOpenAI;
let runner: RunningProcess | undefined;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  openai = await startFakeOpenAI();
  openai.reply((req) => `AI says: ${req.messages.at(-1)?.content}`);
});
afterAll(async () => {
  await telegram?.close();
  await openai?.close();
});

const world = useBrowserWorld({
  api: () => ({ telegramApiRoot: telegram.url, appSecret: APP_SECRET, llmEnv: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL } }),
});

// The runner answers the fans (and sends what the creator types); it starts once the API's database exists.
beforeAll(async () => {
  runner = startTsProcess(
    path.join(ROOT, 'apps/runner/src/main.ts'),
    {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: world.api.database.url,
      APP_SECRET,
      RUNNER_ID: 'inbox-browser',
      TELEGRAM_API_ROOT: telegram.url,
      LEASE_TTL_MS: '3000',
      HEARTBEAT_MS: '500',
      POLL_TIMEOUT_SECONDS: '1',
      TELEGRAM_MODE: 'polling',
      QUEUE_CONCURRENCY: '4',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: openai.baseURL,
    },
    ROOT,
  );
  await runner.waitFor(/"message":"Runner ready"/, RUNNER_READY_MS);
});
afterAll(async () => {
  if (!runner) return;
  runner.child.kill('SIGTERM');
  await runner.exited();
});

const fan = { id: 880_001, first_name: 'Robin', username: 'robin_fan' };

/** A creator on Ignite with one bot deployed to the fake Telegram (set up over the API; the browser is for the inbox). */
async function creatorWithBot(username: string): Promise<{ creator: Creator; tg: FakeTelegramBot; botId: string }> {
  const creator = newCreator('Iris Bloom');
  const registered = await world.api.http.post('/api/auth/register', { name: creator.name, email: creator.email, password: creator.password });
  expect(registered.status).toBe(201);
  const { token, user } = registered.body;
  await world.api.database.db.updateTable('users').set({ plan: 'ignite', bots_limit: 5, messages_remaining: 5000 }).where('id', '=', user.id).execute();
  const tg = telegram.addBot({ username });
  const bot = await world.api.http.post(
    '/api/chatbots',
    {
      name: 'Iris',
      description: 'Answers fans',
      personality: 'You are warm and brief.',
      greeting: 'Hi, it’s Iris!',
      llm_provider: 'openai',
      llm_model: 'gpt-4o-mini',
      telegram_token: tg.token,
    },
    token,
  );
  expect(bot.status).toBe(201);
  const deployed = await world.api.http.post(`/api/telegram/deploy/${bot.body.id}`, {}, token);
  expect(deployed.status).toBe(200);
  return { creator, tg, botId: bot.body.id };
}

const sentToFan = (tg: FakeTelegramBot) => telegram.calls(tg.token, 'sendMessage').filter((call) => Number(call.params.chat_id) === fan.id);

async function openInbox(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /Command Center/ }).waitFor();
  await page.getByRole('tab', { name: /Inbox/ }).click();
  await page.getByRole('heading', { name: 'Inbox', exact: true }).waitFor();
}

function transcript(page: Page) {
  return page.getByRole('log', { name: `Conversation with ${fan.first_name}` });
}

/** A message in the transcript: the fan's, the bot's or the creator's, by its exact text. */
function bubble(page: Page, role: 'fan' | 'bot' | 'creator', text: string) {
  return transcript(page).locator(`[data-message="${role}"]`).filter({ has: page.getByText(text, { exact: true }) });
}

describe('the creator inbox', () => {
  it('shows fans live, lets the creator take over and reply, and hands back to the AI', async () => {
    const { creator, tg } = await creatorWithBot('iris_inbox_bot');
    const page = await world.openPage();
    await signInFromLanding(page, creator);
    await openInbox(page);
    await page.getByText('No conversations yet').waitFor();
    // The live feed is connected before the fan writes: nothing below reloads the page.
    await page.getByRole('status').filter({ hasText: /^Live$/ }).waitFor();

    // A fan writes: the conversation, the message and the AI's answer show up without a reload.
    telegram.sendText(tg.token, fan, 'hello from Robin');
    const row = page.getByRole('button', { name: /Robin/ }).and(page.locator('[data-conversation-row]'));
    await row.waitFor({ timeout: 10_000 });
    // The tab's badge counts the unread conversation, and drops it once the creator reads it.
    await page.getByRole('tab', { name: /^Inbox\s*, unread conversations:\s*1$/ }).waitFor({ timeout: 10_000 });
    await row.click();
    await bubble(page, 'fan', 'hello from Robin').waitFor();
    await page.getByRole('tab', { name: 'Inbox', exact: true }).waitFor({ timeout: 10_000 });
    await bubble(page, 'bot', 'AI says: hello from Robin').waitFor({ timeout: 10_000 });

    // While the conversation is open, the next message arrives live, within a few seconds.
    const sentAt = Date.now();
    telegram.sendText(tg.token, fan, 'what are you up to?');
    await bubble(page, 'fan', 'what are you up to?').waitFor({ timeout: 5_000 });
    await bubble(page, 'bot', 'AI says: what are you up to?').waitFor({ timeout: 5_000 });
    expect(Date.now() - sentAt).toBeLessThan(5_000);

    await page.screenshot({ path: '/tmp/inbox-desktop-ai.png' });

    // The creator takes over and replies by hand.
    await page.getByRole('button', { name: 'Take over', exact: true }).click();
    await page.getByText("You're replying as Iris. The AI is paused for this fan.").waitFor();
    const reply = 'Hey Robin, it’s really me this time!';
    const box = page.getByRole('textbox', { name: `Reply to ${fan.first_name}` });
    // Shift+Enter starts a new line; Enter sends.
    await box.fill('first line');
    await box.press('Shift+Enter');
    expect(await box.inputValue()).toBe('first line\n');
    await box.fill(reply);
    await box.press('Enter');
    await bubble(page, 'creator', reply).getByText('Sent', { exact: true }).waitFor({ timeout: 10_000 });
    await eventually(() => sentToFan(tg).find((call) => call.params.text === reply), 10_000, 'the creator’s reply on Telegram');
    expect(await box.inputValue()).toBe('');

    // While taken over the fan's message is recorded but the AI stays quiet.
    const completions = openai.requests.length;
    const messagesToFan = sentToFan(tg).length;
    telegram.sendText(tg.token, fan, 'wow, is that you?');
    await bubble(page, 'fan', 'wow, is that you?').waitFor({ timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(openai.requests.length).toBe(completions);
    expect(sentToFan(tg).length).toBe(messagesToFan);
    expect(sentToFan(tg).filter((call) => call.params.text === reply)).toHaveLength(1);

    await page.screenshot({ path: '/tmp/inbox-desktop-taken-over.png' });

    // Handed back, the AI answers the next message again.
    await page.getByRole('button', { name: 'Hand back', exact: true }).click();
    await page.getByRole('button', { name: 'Take over', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: `Reply to ${fan.first_name}` }).count()).toBe(0);
    telegram.sendText(tg.token, fan, 'welcome back, AI');
    await eventually(() => sentToFan(tg).find((call) => String(call.params.text).includes('AI says: welcome back, AI')), 10_000, 'the AI answering again');
    await bubble(page, 'bot', 'AI says: welcome back, AI').waitFor({ timeout: 5_000 });

    // The fan card beside the transcript.
    const card = page.getByRole('region', { name: 'Fan details' });
    await card.getByText('@robin_fan').waitFor();

    // What the bot remembers of the fan: edited by the creator, kept for the bot's next prompt.
    const memory = card.getByRole('region', { name: 'Memory' });
    await memory.getByText('Nothing remembered yet.', { exact: false }).waitFor();
    await memory.getByRole('button', { name: 'Edit' }).click();
    await memory.getByLabel('What the bot remembers').fill('- Robin loves jazz\n- Birthday on 3 May');
    await memory.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Memory saved').waitFor();
    await memory.getByText('Birthday on 3 May', { exact: false }).waitFor();
    const stored = await world.api.database.db.selectFrom('conversations').select('memory').where('fan_id', 'is not', null).where('memory', '<>', '').execute();
    expect(stored.map((row) => row.memory)).toEqual(['- Robin loves jazz\n- Birthday on 3 May']);

    // On a phone (the same session, copied over): the list, then the conversation with a way back.
    const session = await page.evaluate(() => JSON.stringify(localStorage));
    const phone = await world.openPage('/', { width: 390, height: 844 });
    await phone.evaluate((stored) => {
      for (const [key, value] of Object.entries(JSON.parse(stored) as Record<string, string>)) localStorage.setItem(key, value);
    }, session);
    await phone.reload();
    await openInbox(phone);
    await phone.locator('[data-conversation-row]').first().waitFor();
    await phone.screenshot({ path: '/tmp/inbox-mobile-list.png' });
    await phone.locator('[data-conversation-row]').first().click();
    await bubble(phone, 'bot', 'AI says: welcome back, AI').waitFor();
    await phone.screenshot({ path: '/tmp/inbox-mobile-conversation.png' });
    await phone.getByRole('button', { name: 'Fan details' }).click();
    await phone.getByRole('dialog', { name: 'Fan details' }).getByText('@robin_fan').waitFor();
    await phone.waitForTimeout(400); // the sheet's slide-in
    await phone.screenshot({ path: '/tmp/inbox-mobile-fan-card.png' });
    await phone.keyboard.press('Escape');
    await phone.getByRole('dialog').waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: 'Back to conversations' }).click();
    await phone.locator('[data-conversation-row]').first().waitFor();
    // Focus comes back to the row just left, for keyboard and screen-reader users.
    await expect.poll(() => phone.evaluate(() => document.activeElement?.hasAttribute('data-conversation-row'))).toBe(true);
  });

  it('broadcasts to the bot’s fans with live progress, exports a conversation and erases the fan', async () => {
    const { creator, tg, botId } = await creatorWithBot('iris_broadcast_bot');
    telegram.sendText(tg.token, fan, 'hi Iris');
    await eventually(() => sentToFan(tg).find((call) => String(call.params.text).includes('AI says: hi Iris')), 15_000, 'the AI’s answer');

    const page = await world.openPage();
    await signInFromLanding(page, creator);
    await openInbox(page);
    await page.screenshot({ path: '/tmp/inbox-desktop-empty-selection.png' });
    await page.getByRole('button', { name: 'New broadcast' }).click();
    const dialog = page.getByRole('dialog', { name: 'New broadcast' });
    await dialog.getByText('Sends to 1 fan').waitFor();
    const text = 'New photos are up: come and see!';
    await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.screenshot({ path: '/tmp/inbox-broadcast-compose.png' });
    await dialog.getByRole('button', { name: 'Send to 1 fan' }).click();

    const progress = page.getByRole('dialog', { name: 'Broadcast' });
    // Once it has finished, "Keep sending in background" turns into Done.
    await progress.getByRole('button', { name: 'Done', exact: true }).waitFor({ timeout: 15_000 });
    expect(await progress.locator('[data-broadcast-figure="sent"]').textContent()).toBe('1');
    expect(await progress.locator('[data-broadcast-figure="remaining"]').textContent()).toBe('0');
    expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await page.waitForTimeout(600); // the bar's width animation
    await page.screenshot({ path: '/tmp/inbox-broadcast-done.png' });
    expect(sentToFan(tg).filter((call) => call.params.text === text)).toHaveLength(1);

    await progress.getByRole('button', { name: 'All broadcasts' }).click();
    await page.getByRole('dialog', { name: 'New broadcast' }).getByRole('button', { name: /New photos are up/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // One conversation as a file, then the fan erased.
    await page.locator('[data-conversation-row]').first().click();
    await page.getByRole('button', { name: 'Conversation actions' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export conversation (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(await download.failure()).toBeNull();

    await page.getByRole('button', { name: 'Conversation actions' }).click();
    await page.getByRole('menuitem', { name: 'Erase fan data' }).click();
    await page.getByRole('dialog', { name: 'Erase fan data?' }).getByRole('button', { name: 'Erase fan data' }).click();
    await page.getByText('Fan data erased').waitFor();
    await page.getByText('No conversations yet').waitFor();
    // The live feed is connected before the fan writes: nothing below reloads the page.
    await page.getByRole('status').filter({ hasText: /^Live$/ }).waitFor();
    expect(await world.api.database.db.selectFrom('fans').select('id').where('bot_id', '=', botId).execute()).toEqual([]);
  });

  it('draws payments, tip prompts, voice replies and failed sends, and reads older pages on the way up', async () => {
    const { creator, botId } = await creatorWithBot('iris_history_bot');
    const db = world.api.database.db;
    const robin = await db.insertInto('fans').values({ bot_id: botId, channel: 'telegram', external_user_id: '990001', first_name: 'Morgan', username: 'morgan_m' }).returning('id').executeTakeFirstOrThrow();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const conversation = await db
      .insertInto('conversations')
      .values({ bot_id: botId, fan_id: robin.id, channel: 'telegram', last_message_at: at(1), unread_count: 2, needs_human_at: at(1), message_count: 66 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = (role: 'user' | 'assistant' | 'creator', content: string, minutesAgo: number, extra: Record<string, unknown> = {}) => ({
      conversation_id: conversation.id,
      bot_id: botId,
      fan_id: robin.id,
      role,
      content,
      created_at: at(minutesAgo),
      ...extra,
    });
    // A long history from yesterday, then today's exchange.
    const history = Array.from({ length: 60 }, (_, i) => message(i % 2 ? 'assistant' : 'user', `Older message ${i + 1}`, 2 * 24 * 60 - i));
    await db.insertInto('messages').values(history).execute();
    await db
      .insertInto('messages')
      .values([
        message('user', 'Can you send me a voice note?', 30),
        message('assistant', 'Of course, here it is!', 29, { is_voice: true }),
        message('user', 'haha I love your voice', 27, { media: 'voice' }),
        message('user', '', 26, { media: 'sticker' }),
        message('creator', 'Thanks for the tip, Morgan!', 20, { delivery: 'sent' }),
        message('creator', 'Did you get my last message?', 10, { delivery: 'failed', error: 'The fan blocked the bot' }),
        message('user', 'I need to talk to a real person', 2),
        message('creator', 'I am here.', 1, { delivery: 'queued' }),
      ])
      .execute();
    await db.insertInto('fan_payments').values({ bot_id: botId, fan_id: robin.id, kind: 'tip', amount_minor: 1000, currency: 'USD', amount_usd: '10', channel: 'telegram', external_charge_id: 'tip-1', created_at: at(25) }).execute();
    await db.insertInto('tip_prompts').values({ bot_id: botId, fan_id: robin.id, sent_at: at(28) }).execute();

    const page = await world.openPage();
    await signInFromLanding(page, creator);
    await openInbox(page);
    const row = page.locator('[data-conversation-row]').filter({ hasText: 'Morgan' });
    await row.getByText('Needs a human').waitFor();
    await row.click();
    const log = page.getByRole('log', { name: 'Conversation with Morgan' });
    await log.getByText('Not delivered: The fan blocked the bot').waitFor();
    await log.getByText('Sending…').waitFor();
    await log.getByText('Voice reply').waitFor();
    // A fan's voice note shows its transcript under its kind, and a sticker its kind alone.
    await log.locator('[data-message="fan"]').filter({ hasText: 'Voice note' }).getByText('haha I love your voice').waitFor();
    await log.locator('[data-message="fan"]').getByText('Sticker', { exact: true }).waitFor();
    await log.locator('[data-transcript-event="payment"]').getByText('Tipped · $10').waitFor();
    await log.locator('[data-transcript-event="tip_prompt"]').waitFor();
    // Opening it marked it read.
    await row.getByText('Needs a human').waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Fan details' }).getByText('$10').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/inbox-desktop-history.png' });

    // 66 messages: the first page holds the newest 50; the rest load on the way up.
    expect(await log.getByText('Older message 1', { exact: true }).count()).toBe(0);
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    await log.getByText('Older message 1', { exact: true }).waitFor();
    await log.getByText('This is the start of your conversation with Morgan.').waitFor();
    // The messages that were on screen stayed there: the view did not jump to the top.
    expect(await log.evaluate((element) => element.scrollTop)).toBeGreaterThan(200);

    const phone = await world.openPage('/', { width: 390, height: 844 });
    await phone.evaluate((stored) => {
      for (const [key, value] of Object.entries(JSON.parse(stored) as Record<string, string>)) localStorage.setItem(key, value);
    }, await page.evaluate(() => JSON.stringify(localStorage)));
    await phone.reload();
    await openInbox(phone);
    await phone.locator('[data-conversation-row]').filter({ hasText: 'Morgan' }).click();
    await phone.getByRole('log', { name: 'Conversation with Morgan' }).getByText('Sending…').waitFor();
    await phone.screenshot({ path: '/tmp/inbox-mobile-history.png' });
  });
});
