import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApiOptions } from '@fanline/api-server/test-harness';
import { startFakeInstagram, type FakeInstagram } from '@fanline/testing';
import { signUpOnPlan, useBrowserWorld, type BrowserWorld } from './browser-world';

// The bot form's words, as the creator reads them.
const PAYMENTS_TELEGRAM_ONLY = 'Fan payments are on Telegram only for now';

let instagram: FakeInstagram;
let config: NonNullable<TestApiOptions['instagram']>;

beforeAll(async () => {
  instagram = await startFakeInstagram();
  config = {
    appId: instagram.app.id,
    appSecret: instagram.app.secret,
    verifyToken: 'fanline-e2e-verify',
    authorizeUrl: instagram.authorizeUrl,
    apiUrl: instagram.apiUrl,
    graphUrl: instagram.graphUrl,
    graphVersion: 'v23.0',
  };
});
afterAll(async () => {
  await instagram?.close();
});

const signUp = (world: BrowserWorld, plan?: 'ignite') => signUpOnPlan(world, plan, 'Luna Creates');

async function openCreateForm(page: Page) {
  await page.getByRole('button', { name: 'Deploy', exact: true }).first().click();
  const create = page.getByRole('dialog', { name: 'Neural Bot Creation' });
  await create.waitFor();
  return create;
}

describe('connecting Instagram from the bot form', () => {
  const world = useBrowserWorld({ api: () => ({ instagram: config }) });

  it('opens the 600x700 pop-up, goes through business login and the callback, and shows the connected account', async () => {
    const { page, creator } = await signUp(world, 'ignite');
    const account = instagram.addAccount({ username: 'luna.creates' });
    instagram.loginAs(account);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.api.url });

    const create = await openCreateForm(page);
    await create.getByLabel('Name', { exact: true }).fill('Luna DMs');
    await create.getByRole('textbox', { name: 'Description' }).fill('Answers my Instagram DMs');
    await create.getByRole('textbox', { name: 'Personality' }).fill('You are warm and quick.');

    // By keyboard: open the channel list, move to Instagram, choose it.
    const channel = create.getByRole('combobox', { name: 'Channel' });
    await channel.focus();
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: 'Instagram' });
    await option.waitFor();
    expect(await option.getAttribute('aria-disabled')).not.toBe('true');
    // The list takes focus a moment after it opens and ignores keys until then; Instagram is the last item.
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowDown');
        return page.evaluate(() => (document.activeElement?.getAttribute('role') === 'option' ? document.activeElement.textContent : null));
      })
      .toBe('Instagram');
    await page.keyboard.press('Enter');
    await create.getByText('Connect your Instagram account').waitFor();
    expect(await create.getByLabel('Telegram Bot Token').count()).toBe(0);

    // Paid access and tips need Telegram's in-chat payments.
    for (const name of ['Enable Monetization', 'Enable Tip Flow']) {
      const toggle = create.getByRole('switch', { name });
      expect(await toggle.isDisabled()).toBe(true);
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
    }
    expect(await create.getByText(PAYMENTS_TELEGRAM_ONLY).count()).toBe(2);

    // Record what the form asks window.open for, then press Connect Instagram with the keyboard.
    await page.evaluate(() => {
      const open = window.open.bind(window);
      window.open = (url, target, features) => {
        (window as unknown as { openedWith: unknown }).openedWith = { url: String(url), features };
        return open(url, target, features);
      };
    });
    const visited: string[] = [];
    const popupOpened = page.context().waitForEvent('page');
    await create.getByRole('button', { name: 'Connect Instagram', exact: true }).focus();
    await page.keyboard.press('Enter');
    const popup = await popupOpened;
    popup.on('framenavigated', (frame) => {
      if (frame === popup.mainFrame()) visited.push(frame.url());
    });
    const features = await page.evaluate(() => (window as unknown as { openedWith: { features: string } }).openedWith.features);
    expect(features).toContain('width=600');
    expect(features).toContain('height=700');

    await popup.getByRole('heading', { name: 'Instagram connected' }).waitFor();
    expect(await popup.getByText('@luna.creates is connected to Fanline').isVisible()).toBe(true);
    // The callback page closes itself; the form has polled the status meanwhile.
    await popup.waitForEvent('close', { timeout: 10_000 });
    expect(visited.some((url) => url.startsWith(`${world.api.url}/api/instagram/oauth/callback?`))).toBe(true);

    await create.getByText('@luna.creates', { exact: true }).waitFor();
    await create.getByText('Connected', { exact: true }).waitFor();
    await create.getByRole('button', { name: 'Disconnect' }).waitFor();
    await page.getByText('Instagram connected: @luna.creates').waitFor();
    const user = await world.api.database.db.selectFrom('users').select('id').where('email', '=', creator.email).executeTakeFirstOrThrow();
    const stored = await world.api.database.db.selectFrom('instagram_accounts').select(['username', 'token_error']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ username: 'luna.creates', token_error: null });

    // Saved as an Instagram bot, its card shows the channel and the ig.me link.
    await create.getByRole('button', { name: 'Deploy Bot' }).click();
    await page.getByText('Neural core deployed successfully!').waitFor();
    const bot = await world.api.database.db
      .selectFrom('bots')
      .select(['platform', 'monetization_enabled', 'tip_flow_enabled', 'telegram_token_enc'])
      .where('name', '=', 'Luna DMs')
      .executeTakeFirstOrThrow();
    expect(bot).toEqual({ platform: 'instagram', monetization_enabled: false, tip_flow_enabled: false, telegram_token_enc: null });

    await page.getByRole('tab', { name: 'Bot Fleet' }).click();
    const card = page.locator('[data-bot-card]').filter({ hasText: 'Luna DMs' });
    await card.waitFor();
    const link = card.getByRole('link', { name: '@luna.creates' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://ig.me/m/luna.creates');
    expect(await card.getByRole('button', { name: 'Deploy', exact: true }).count()).toBe(0);

    // No deploy step on Instagram: Start puts the bot live on the connected account, and the server's status shows it.
    await card.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('Bot activated').waitFor();
    await card.getByText('Online', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Stop', exact: true }).waitFor();

    await card.getByRole('button', { name: 'Bot actions' }).click();
    await page.getByRole('menuitem', { name: 'Copy Bot Link' }).click();
    await page.getByText('Bot link copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://ig.me/m/luna.creates');

    // Disconnecting asks first (Cancel has focus), then hands focus to Connect Instagram.
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Modify Neural Core' });
    await edit.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect Instagram?' });
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Instagram disconnected').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Connect Instagram');
    expect(await world.api.database.db.selectFrom('instagram_accounts').select('username').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('does not show the Instagram option to a spark creator', async () => {
    const { page } = await signUp(world);
    const create = await openCreateForm(page);
    await create.getByRole('combobox', { name: 'Channel' }).click();
    await page.getByRole('option', { name: 'Telegram' }).waitFor();
    // WhatsApp is listed, locked (whatsapp-connect.test.ts); Instagram is not there at all.
    expect((await page.getByRole('option').allTextContents()).filter((text) => text.includes('Instagram'))).toEqual([]);
    expect(await create.getByText(/Instagram/).count()).toBe(0);
  });
});

describe('on a server without a Meta app', () => {
  const world = useBrowserWorld();

  it('keeps Instagram Coming Soon, saying why', async () => {
    const { page } = await signUp(world, 'ignite');
    const create = await openCreateForm(page);
    await create.getByText('Instagram is coming soon — this server has no Meta app yet, and Meta approval takes 1-2 weeks.').waitFor();
    await create.getByRole('combobox', { name: 'Channel' }).click();
    const option = page.getByRole('option', { name: /Instagram/ });
    await option.waitFor();
    expect(await option.getAttribute('aria-disabled')).toBe('true');
    expect(await option.textContent()).toContain('Coming Soon');
  });
});
