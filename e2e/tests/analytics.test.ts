import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { voiceNoteIsThisMonth } from '@fanline/api-server/analytics-fixture';
import { creatorWithAnalytics, newCreator, signUpFromLanding, useBrowserWorld } from './browser-world';

const world = useBrowserWorld();


const chart = (page: Page, testId: string) => page.getByTestId(testId).locator('svg.recharts-surface').first();

describe('analytics in the dashboard', () => {
  it('draws the charts and shows the real figures, in the Command Center, advanced, voice and per-bot views', async () => {
    const page = await creatorWithAnalytics(world);
    await page.locator('[data-testid="dashboard-analytics"][data-state="ready"]').waitFor();
    await chart(page, 'revenue-trend-chart').waitFor();
    await chart(page, 'messages-by-bot-chart').waitFor();
    await chart(page, 'dashboard-peak-hours-chart').waitFor();
    expect(await page.getByTestId('stat-today-messages').textContent()).toContain('2');
    expect(await page.getByTestId('stat-today-revenue').textContent()).toContain('$10.00');
    // docs/product.md §11: 30 × today's revenue.
    expect(await page.getByTestId('stat-estimated-monthly-revenue').textContent()).toContain('$300.00');
    await page.getByTestId('recent-transactions').getByText('$10.00').first().waitFor();

    await page.getByTestId('advanced-analytics').waitFor();
    await chart(page, 'peak-hours-chart').waitFor();
    expect(await page.getByTestId('stat-conversion-rate').textContent()).toContain('80');
    const voice = page.getByTestId('voice-analytics');
    await voice.waitFor();
    if (voiceNoteIsThisMonth()) await page.getByTestId('popular-voices').getByText('Seductive Female 1').waitFor();
    else await voice.getByText('Once a voice-enabled bot sends voice replies, the voices fans hear most are ranked here.').waitFor();

    await page.getByRole('tab', { name: 'Bot Fleet' }).click();
    const luna = page.locator('[data-bot-card]').filter({ hasText: 'Luna' });
    await luna.getByRole('button', { name: 'Bot actions' }).click();
    await page.getByRole('menuitem', { name: 'View Analytics' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('bot-analytics').waitFor();
    await chart(page, 'bot-peak-hours-chart').waitFor();
    expect(await dialog.textContent()).toContain('$50.99');
  });

  it('shows the zeroed fallback, marked, only when a load really fails', async () => {
    const page = await creatorWithAnalytics(world);
    await page.locator('[data-testid="dashboard-analytics"][data-state="ready"]').waitFor();
    // tRPC batches calls into one request whose path lists them all.
    await page.route((url) => url.pathname.includes('analytics.dashboard'), (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    // The batched request carried the advanced and voice reads too, so each section falls back; check the dashboard's.
    const banner = page.getByTestId('dashboard-analytics').getByTestId('analytics-fallback-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.getAttribute('data-failure')).toBe('API error');
    await page.getByTestId('dashboard-analytics').getByText('FALLBACK MODE').first().waitFor();
  });

  it('fits a phone screen and keeps locked sections for plans without them', async () => {
    const page = await world.openPage('/', { width: 390, height: 844 });
    await signUpFromLanding(page, newCreator('Spark Sam'));
    await page.getByTestId('analytics-empty').waitFor();
    await page.getByTestId('advanced-analytics-locked').waitFor();
    await page.getByTestId('voice-analytics-locked').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
