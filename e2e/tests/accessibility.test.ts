import type { Page, ViewportSize } from 'playwright-core';
import { describe, it } from 'vitest';
import { insertAnalyticsFixture } from '@fanline/api-server/analytics-fixture';
import { createAxeAudit } from './axe-check';
import { creatorWithAnalytics, newCreator, signInFromLanding, signUpFromLanding, useBrowserWorld } from './browser-world';

/**
 * Issue #24 point 5: axe-core on every main screen, on a laptop and on a
 * phone, with real content on them; no serious or critical violation. Each
 * test walks a few screens and reports everything it found at once.
 */
const world = useBrowserWorld();

const VIEWPORTS: [string, ViewportSize][] = [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px', { width: 390, height: 844 }],
];

/** Closes the open dialog as a keyboard user would. */
async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe.each(VIEWPORTS)('accessibility at %s', (_label, viewport) => {
  it('landing, sign-up dialog and pricing', async () => {
    const audit = createAxeAudit();
    const page = await world.openPage('/', viewport);
    await page.locator('#how').waitFor();
    await audit.check(page, 'landing');

    await page.getByRole('button', { name: 'Get Started' }).first().click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Join Fanline' }).waitFor();
    await audit.check(page, 'sign-up dialog');

    await closeDialog(page);
    await page.goto(`${world.api.url}/pricing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await audit.check(page, 'pricing');
    audit.assertClean();
  });

  it('Command Center with analytics, Bot Fleet, Templates, bot form and per-bot analytics', async () => {
    const audit = createAxeAudit();
    const page = await creatorWithAnalytics(world, viewport);
    await page.locator('[data-testid="dashboard-analytics"][data-state="ready"]').waitFor();
    await page.getByTestId('revenue-trend-chart').locator('svg.recharts-surface').first().waitFor();
    await page.getByTestId('advanced-analytics').waitFor();
    await page.getByTestId('voice-analytics').waitFor();
    await audit.check(page, 'Command Center and analytics');

    await page.getByRole('tab', { name: 'Bot Fleet' }).click();
    const luna = page.locator('[data-bot-card]').filter({ hasText: 'Luna' });
    await luna.waitFor();
    await page.locator('[data-bot-card]').filter({ hasText: 'Nova' }).waitFor();
    await audit.check(page, 'Bot Fleet');

    await page.getByRole('tab', { name: /Templates|Market/ }).click();
    await page.getByRole('button', { name: 'Use Template' }).first().waitFor();
    await audit.check(page, 'Templates');
    await page.getByRole('tab', { name: 'Bot Fleet' }).click();

    await luna.getByRole('button', { name: 'Bot actions' }).click();
    await page.getByRole('menuitem', { name: 'View Analytics' }).click();
    await page.getByRole('dialog').getByTestId('bot-analytics').waitFor();
    await page.getByTestId('bot-peak-hours-chart').locator('svg.recharts-surface').first().waitFor();
    await audit.check(page, 'per-bot analytics dialog');
    await closeDialog(page);

    await page.getByRole('button', { name: 'Deploy', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Neural Bot Creation' }).waitFor();
    await audit.check(page, 'bot form (create)');
    await closeDialog(page);

    await luna.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Modify Neural Core' }).waitFor();
    await audit.check(page, 'bot form (edit, with voice)');
    audit.assertClean();
  });

  it('the inbox, with a conversation open', async () => {
    const audit = createAxeAudit();
    const page = await creatorWithAnalytics(world, viewport);
    await page.getByRole('tab', { name: /Inbox/ }).click();
    await page.getByRole('heading', { name: 'Inbox', exact: true }).waitFor();
    const row = page.locator('[data-conversation-row]').first();
    await row.waitFor();
    await audit.check(page, 'inbox list');

    await row.click();
    await page.getByRole('log').getByText('Thanks for writing!').first().waitFor();
    await audit.check(page, 'inbox conversation');
    audit.assertClean();
  });

  it('the administrator console', async () => {
    const audit = createAxeAudit();
    // A creator with a bot, so the console's lists have rows.
    const creator = newCreator('Mira Fern');
    const registered = await world.api.http.post('/api/auth/register', { name: creator.name, email: creator.email, password: creator.password });
    await insertAnalyticsFixture(world.api.database.db, registered.body.user.id);

    // Signed in at laptop width (the header's Sign In folds into a menu on phones), then sized to the viewport under test.
    const page = await world.openPage('/', VIEWPORTS[0]![1]);
    const admin = newCreator('Ada Admin');
    await signUpFromLanding(page, admin);
    await world.api.database.db.updateTable('users').set({ is_admin: true, bots_limit: 999_999, messages_remaining: 999_999, voice_messages_remaining: 999_999 }).where('email', '=', admin.email).execute();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await signInFromLanding(page, admin);
    await page.getByRole('heading', { name: 'System Administrator' }).waitFor();
    await page.setViewportSize(viewport);
    await page.getByRole('heading', { name: 'Revenue Dashboard' }).waitFor();
    await audit.check(page, 'admin: Revenue Dashboard');

    const tabs: [string, () => Promise<void>][] = [
      ['Platform Analytics', () => page.getByRole('heading', { name: 'Platform Analytics' }).waitFor()],
      ['Bot Management', () => page.getByTestId('admin-bot-row').first().waitFor()],
      ['User Management', () => page.getByTestId('admin-user-row').first().waitFor()],
      ['Support', () => page.getByRole('heading', { name: 'Support' }).first().waitFor()],
      ['Audit Trail', () => page.getByRole('heading', { name: 'Audit Trail' }).first().waitFor()],
    ];
    for (const [tab, ready] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await ready();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
        await audit.check(page, `admin: ${tab}`);
    }
    audit.assertClean();
  });
});
