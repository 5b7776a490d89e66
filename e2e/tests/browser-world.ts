import path from 'node:path';
import type { Browser, BrowserContext, Page, ViewportSize } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { insertAnalyticsFixture } from '@fanline/api-server/analytics-fixture';
import { startTestApi, type TestApi, type TestApiOptions } from '@fanline/api-server/test-harness';
import { launchChromium } from '@fanline/testing';

/** The built web app the test API serves. */
export const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

const DESKTOP: ViewportSize = { width: 1280, height: 900 };

export interface BrowserWorldOptions {
  /** Extra startTestApi options; read in beforeAll, so it may use fakes started by hooks registered before it. */
  api?: () => Omit<TestApiOptions, 'webDistDir'>;
  /** Runs as soon as the API listens, e.g. to point a fake's callbacks at its URL. */
  onApiStarted?: (api: TestApi) => void;
  /** Awaited after each test, once its contexts are closed and before the error check, e.g. for a fake's pending webhooks. */
  settle?: () => Promise<void>;
}

/**
 * Records every Content-Security-Policy violation in the context's pages and
 * pop-ups (issue #21): the browser tests fail on any, so the policy is proven
 * against every screen they reach.
 */
export async function watchContentSecurity(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__fanlineCspViolation', (_source, report: string) => void violations.push(report));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __fanlineCspViolation(report: string): void }).__fanlineCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`);
    });
  });
}

export interface BrowserWorld {
  readonly api: TestApi;
  readonly browser: Browser;
  /**
   * A page in a context of its own (its own local storage, so sessions never
   * leak between tests), at `path` on the test API. The context closes after the test.
   */
  openPage(path?: string, viewport?: ViewportSize): Promise<Page>;
}

/**
 * The test API serving the built web app, and Chromium. Registers the file's
 * hooks: after each test its contexts close and the test fails if the API
 * logged an error. Hooks a file registers before this one run before it and
 * their afterAll after it, so fakes the API talks to can start and stop there.
 */
export function useBrowserWorld(options: BrowserWorldOptions = {}): BrowserWorld {
  let api: TestApi | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    api = await startTestApi({ ...options.api?.(), webDistDir: WEB_DIST });
    options.onApiStarted?.(api);
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    await options.settle?.();
    api?.log.assertNoErrors();
    expect(cspViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  const world: BrowserWorld = {
    get api() {
      if (!api) throw new Error('The test API starts in beforeAll.');
      return api;
    },
    get browser() {
      if (!browser) throw new Error('Chromium starts in beforeAll.');
      return browser;
    },
    async openPage(path = '/', viewport = DESKTOP) {
      const context = await world.browser.newContext({ viewport });
      contexts.push(context);
      await watchContentSecurity(context, cspViolations);
      const page = await context.newPage();
      await page.goto(`${world.api.url}${path}`);
      // Landing and pricing arrive prerendered; main.tsx drops data-prerendered once hydration has
      // begun. Tests act on the app, so they wait for it; a click before it is kept and answered
      // then, which prerendered-pages.test.ts tests on its own.
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
      return page;
    },
  };
  return world;
}

export interface Creator {
  name: string;
  email: string;
  password: string;
}

export function newCreator(name = 'Iris Bloom'): Creator {
  return { name, email: `creator.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'bloom-garden-7' };
}

/** Fills and sends the sign-up dialog, which must already be open. */
export async function submitSignUp(page: Page, creator: Creator): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(creator.name);
  await dialog.getByLabel('Email').fill(creator.email);
  await dialog.getByLabel('Password').fill(creator.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs up from the landing page's Get Started and waits for the dashboard. */
export async function signUpFromLanding(page: Page, creator: Creator): Promise<void> {
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await submitSignUp(page, creator);
  await page.getByRole('heading', { name: /Command Center/ }).waitFor();
}

/**
 * Waits until no toast is on screen. A toast sits over the header's top-right
 * corner, and sonner holds it there while the pointer rests on it (Playwright
 * leaves the mouse where it last clicked, often on Sign Out), so the pointer is
 * moved off first and the toasts are left to time out as they do for a person.
 */
export async function waitForToastsToLeave(page: Page): Promise<void> {
  const height = page.viewportSize()?.height ?? 720;
  await page.mouse.move(1, height - 1);
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, { timeout: 15_000 });
}

/** Opens the sign-in dialog from the landing page's header and sends the creator's email and password. */
export async function signInFromLanding(page: Page, creator: Creator): Promise<void> {
  await waitForToastsToLeave(page);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(creator.email);
  await dialog.getByLabel('Password').fill(creator.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A test that changes the plan in the database sees the 5-second poll's
 * "plan updated" toast; it sits over the header, so wait for it and close it.
 */
export async function dismissPlanToast(page: Page): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your plan has been updated to' });
  await toast.waitFor();
  await toast.getByRole('button', { name: /close/i }).click();
  await toast.waitFor({ state: 'detached' });
}

/** A new creator signed up from the landing page, on the dashboard; with `plan`, moved to that plan (billing's test shortcut). */
export async function signUpOnPlan(world: BrowserWorld, plan?: 'ignite' | 'flow', name?: string): Promise<{ page: Page; creator: Creator }> {
  const page = await world.openPage();
  const creator = newCreator(name);
  await signUpFromLanding(page, creator);
  if (plan) {
    await world.api.database.db.updateTable('users').set({ plan, bots_limit: 5, messages_remaining: 5000 }).where('email', '=', creator.email).execute();
    await page.reload();
    await page.getByRole('heading', { name: /Command Center/ }).waitFor();
    await dismissPlanToast(page);
  }
  return { page, creator };
}

/** A creator on nexus with the voice upgrade and the hand-worked month of analytics-fixture.ts (two bots, fans, conversations, payments), signed in. */
export async function creatorWithAnalytics(world: BrowserWorld, viewport?: ViewportSize): Promise<Page> {
  const page = await world.openPage('/', viewport);
  const creator = newCreator('Luna Owner');
  await signUpFromLanding(page, creator);
  const { id } = await world.api.database.db
    .updateTable('users')
    .set({ plan: 'nexus', has_voice_upgrade: true, voice_messages_remaining: 19_999, bots_limit: 999_999, messages_remaining: 50_000 })
    .where('email', '=', creator.email)
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertAnalyticsFixture(world.api.database.db, id);
  await page.reload();
  await dismissPlanToast(page);
  return page;
}
