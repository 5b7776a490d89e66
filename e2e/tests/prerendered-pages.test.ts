import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@fanline/core';
import { newCreator, useBrowserWorld } from './browser-world';

const world = useBrowserWorld();

/** A page on the app's origin that runs none of it, to set up storage and routes before the first real visit. */
async function blankPageOnOrigin(): Promise<Page> {
  return world.openPage('/robots.txt');
}

const rootStyle = (page: Page) => page.locator('#root').evaluate((root) => ({ visibility: getComputedStyle(root).visibility, prerendered: root.hasAttribute('data-prerendered') }));
const stylesheetLoaded = (page: Page) => page.waitForFunction(() => document.styleSheets.length > 0);

/** Holds the app's scripts back until the returned function is called: a visitor on a slow connection. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('landing and pricing, prerendered (decision 019)', () => {
  it('are on screen before any script runs', async () => {
    const page = await blankPageOnOrigin();
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const [path, heading] of [
      ['/', 'Your fans get you, even while you sleep'],
      ['/pricing', 'Plans that grow with your fanbase'],
    ] as const) {
      await page.goto(`${world.api.url}${path}`);
      await stylesheetLoaded(page);
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      expect(await rootStyle(page)).toEqual({ visibility: 'visible', prerendered: true });
    }
  });

  it("keep a guest's click made before the app runs, and answer it once it does", async () => {
    for (const [path, button] of [
      ['/pricing', 'Choose Flow'],
      ['/', 'Build your bot free'],
    ] as const) {
      const page = await blankPageOnOrigin();
      const release = await holdScripts(page);
      await page.goto(`${world.api.url}${path}`, { waitUntil: 'commit' });
      await page.locator('#root[data-prerendered]').waitFor({ state: 'attached' });
      await stylesheetLoaded(page);
      // The scripts are held: this click lands on the prerendered markup, with no app to answer it.
      await page.getByRole('button', { name: button }).click();
      expect(await page.getByRole('dialog').count()).toBe(0);

      release();
      await page.getByRole('dialog', { name: 'Join Fanline' }).waitFor();
      expect(await rootStyle(page)).toEqual({ visibility: 'visible', prerendered: false });
    }
  });

  it('are never shown to a signed-in visitor, who gets the dashboard once the app runs', async () => {
    const creator = newCreator('Sol Vega');
    const registered = await world.api.http.post('/api/auth/register', { name: creator.name, email: creator.email, password: creator.password });
    const page = await blankPageOnOrigin();
    await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [TOKEN_STORAGE_KEY, registered.body.token as string]);

    // Hold the scripts back: what the visitor sees before the app runs.
    const release = await holdScripts(page);
    await page.goto(`${world.api.url}/`, { waitUntil: 'commit' });
    await page.locator('#root[data-prerendered]').waitFor({ state: 'attached' });
    await stylesheetLoaded(page);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-signed-in'))).toBe(true);
    expect(await rootStyle(page)).toEqual({ visibility: 'hidden', prerendered: true });

    release();
    await page.getByRole('heading', { name: /Command Center/ }).waitFor();
    expect(await rootStyle(page)).toEqual({ visibility: 'visible', prerendered: false });
  });
});
