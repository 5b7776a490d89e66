import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, startFakeTelegram, type FakeOpenAI, type FakeTelegram } from '@fanline/testing';
import { signUpOnPlan, useBrowserWorld } from './browser-world';

let telegram: FakeTelegram;
let openai: FakeOpenAI;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  openai = await startFakeOpenAI();
});
afterAll(async () => {
  await telegram?.close();
  await openai?.close();
});

const world = useBrowserWorld({
  api: () => ({
    telegramApiRoot: telegram.url,
    llmEnv: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL, TOGETHER_API_KEY: 'tg-test', TOGETHER_BASE_URL: openai.baseURL },
  }),
});

async function signUp(plan?: 'ignite'): Promise<Page> {
  return (await signUpOnPlan(world, plan)).page;
}

function card(page: Page, name: string) {
  return page.locator('[data-bot-card]').filter({ hasText: name });
}

describe('a creator’s working day', () => {
  it('creates from a template, edits, deploys, chats, bulk-pauses and deletes a bot', async () => {
    const page = await signUp();
    const tgBot = telegram.addBot({ username: 'iris_bloom_bot' });
    openai.reply((req) => `Fake LLM says hi to: ${req.messages.at(-1)?.content}`);

    await page.getByRole('tab', { name: /Templates|Market/ }).click();
    await page.getByRole('button', { name: 'Use Template' }).first().click();
    const create = page.getByRole('dialog', { name: 'Neural Bot Creation' });
    await create.waitFor();
    expect(await create.getByLabel('Name', { exact: true }).inputValue()).not.toBe('');
    await create.getByLabel('Telegram Bot Token').fill(tgBot.token);
    await create.getByRole('button', { name: 'Deploy Bot' }).click();
    await page.getByText('Neural core deployed successfully!').waitFor();

    await page.getByRole('tab', { name: 'Bot Fleet' }).click();
    const first = page.locator('[data-bot-card]').first();
    await first.waitFor();
    await first.getByText('Needs attention').waitFor();

    await first.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Modify Neural Core' });
    await edit.getByLabel('Name', { exact: true }).fill('Iris Prime');
    // Streaming is on unless the creator turns it off.
    expect(await edit.getByRole('switch', { name: 'Stream replies' }).getAttribute('aria-checked')).toBe('true');
    await edit.getByRole('button', { name: 'Update Core' }).click();
    await page.getByText('Neural core updated successfully!').waitFor();
    const iris = card(page, 'Iris Prime');
    await iris.waitFor();

    await iris.getByRole('button', { name: 'Deploy', exact: true }).click();
    await page.getByText('Bot deployed to Telegram and activated!').waitFor();
    await iris.getByText('Online', { exact: true }).waitFor();

    await iris.getByRole('button', { name: 'Test', exact: true }).click();
    const chat = page.getByRole('dialog');
    await chat.getByLabel('Message').fill('good evening');
    // The reply shows while the model writes it, then stays whole.
    openai.streamPieceDelayMs = 120;
    await chat.getByRole('button', { name: 'Send' }).click();
    const writing = chat.locator('[data-writing]');
    await writing.waitFor();
    const shown = (await writing.innerText()).replace(/^Iris Prime:\s*/, '').trim();
    expect(shown).not.toBe('');
    expect('Fake LLM says hi to: good evening'.startsWith(shown)).toBe(true);
    await chat.getByText('Fake LLM says hi to: good evening').waitFor();
    await writing.waitFor({ state: 'detached' });
    openai.streamPieceDelayMs = 0;
    await page.keyboard.press('Escape');

    await iris.getByRole('checkbox', { name: 'Select Iris Prime' }).click();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm Action' }).click();
    await iris.getByText('Needs attention').waitFor();
    const row = await world.api.database.db.selectFrom('bots').select(['is_active', 'is_deployed']).where('name', '=', 'Iris Prime').executeTakeFirstOrThrow();
    expect(row).toEqual({ is_active: false, is_deployed: true });

    await iris.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete Neural Core' }).getByRole('button', { name: 'Delete Forever' }).click();
    await page.getByText('No bots yet').waitFor();
    expect(await world.api.database.db.selectFrom('bots').select('id').where('name', '=', 'Iris Prime').execute()).toEqual([]);
  });
});

describe('the bot form rules', () => {
  it('blocks saving while monetization lacks its payment token', async () => {
    const page = await signUp('ignite');
    await page.getByRole('button', { name: 'Deploy', exact: true }).first().click();
    const create = page.getByRole('dialog', { name: 'Neural Bot Creation' });
    await create.getByLabel('Name', { exact: true }).fill('Money Maker');
    await create.getByRole('textbox', { name: 'Description' }).fill('Sells exclusive content');
    await create.getByRole('textbox', { name: 'Personality' }).fill('You are upbeat and persuasive.');
    await create.getByRole('switch', { name: 'Enable Monetization' }).click();
    await create.getByRole('combobox', { name: 'Payment Method' }).click();
    await page.getByRole('option', { name: /Payment provider token/ }).click();
    const blocked = create.getByRole('button', { name: 'Payment Token Required' });
    await blocked.waitFor();
    expect(await blocked.isDisabled()).toBe(true);
    expect(await world.api.database.db.selectFrom('bots').select('id').where('name', '=', 'Money Maker').execute()).toEqual([]);
  });

  it('does not offer the together provider to a spark creator', async () => {
    const page = await signUp();
    await page.getByRole('button', { name: 'Deploy', exact: true }).first().click();
    const create = page.getByRole('dialog', { name: 'Neural Bot Creation' });
    await create.getByRole('combobox', { name: 'Provider' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options.join(' ')).toMatch(/OpenAI/);
    expect(options.join(' ')).not.toMatch(/Together/);
  });
});

describe('a bot’s knowledge', () => {
  it('adds text, an FAQ and a file, deletes one, and the test chat shows what the reply drew on', async () => {
    const { page, creator } = await signUpOnPlan(world, 'ignite');
    const login = await world.api.http.post('/api/auth/login', { email: creator.email, password: creator.password });
    const tgBot = telegram.addBot();
    const bot = await world.api.http.post(
      '/api/chatbots',
      { name: 'Nova', description: 'Singer and songwriter', personality: 'You are Nova.', llm_provider: 'openai', llm_model: 'gpt-4o-mini', telegram_token: tgBot.token },
      login.body.token,
    );
    await world.api.http.post(`/api/telegram/deploy/${bot.body.id}`, {}, login.body.token);
    await page.reload();
    await page.getByRole('tab', { name: 'Bot Fleet' }).click();
    const nova = card(page, 'Nova');
    await nova.getByRole('button', { name: 'Bot actions' }).click();
    await page.getByRole('menuitem', { name: 'Bot Knowledge' }).click();
    const dialog = page.getByRole('dialog', { name: "Nova's knowledge" });
    await dialog.getByText('No documents yet.', { exact: false }).waitFor();
    await dialog.getByText('0 of 10 on Ignite').waitFor();

    await dialog.getByLabel('Title').fill('Tour');
    await dialog.getByLabel('Text').fill('The autumn tour opens in Porto on 12 October.');
    await dialog.getByRole('button', { name: 'Add to knowledge' }).click();
    await page.getByText('Added “Tour” (1 part)').waitFor();

    await dialog.getByRole('radio', { name: 'FAQ' }).click();
    await dialog.getByLabel('Title').fill('FAQ');
    await dialog.getByLabel('Question 1').fill('Do you sell signed vinyl?');
    await dialog.getByLabel('Answer 1').fill('Yes, in the fan club shop, 25 dollars.');
    await dialog.getByRole('button', { name: 'Add to knowledge' }).click();
    await page.getByText('Added “FAQ” (1 part)').waitFor();

    await dialog.getByRole('radio', { name: 'Upload file' }).click();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'merch.txt', mimeType: 'text/plain', buffer: Buffer.from('Hoodies ship from Berlin within three days.') });
    await dialog.getByRole('button', { name: 'Add to knowledge' }).click();
    await page.getByText('Added “merch.txt” (1 part)').waitFor();
    await dialog.getByText('3 of 10 on Ignite').waitFor();

    await dialog.getByRole('button', { name: 'Delete Tour' }).click();
    await page.getByText('Deleted “Tour”').waitFor();
    await dialog.getByText('2 of 10 on Ignite').waitFor();
    await page.keyboard.press('Escape');

    openai.reply(() => 'Yes! Signed vinyl is in the fan club shop 💿');
    await nova.getByRole('button', { name: 'Test', exact: true }).click();
    const chat = page.getByRole('dialog', { name: 'Test Nova' });
    await chat.getByLabel('Message').fill('do you sell signed vinyl?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByText('Yes! Signed vinyl is in the fan club shop 💿').waitFor();
    await chat.getByText('From your knowledge:').waitFor();
    expect(await chat.getByText('FAQ', { exact: true }).count()).toBe(1);
  });
});
