import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@fanline/api-server/test-harness';
import { launchChromium, startFakeGoogle, type FakeGoogle } from '@fanline/testing';
import { WEB_DIST } from './browser-world';

let api: TestApi;
let google: FakeGoogle;
let browser: Browser;

beforeAll(async () => {
  google = await startFakeGoogle();
  const config = {
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: '',
    authorizationEndpoint: google.authorizationEndpoint,
    tokenEndpoint: google.tokenEndpoint,
  };
  api = await startTestApi({ webDistDir: WEB_DIST, google: config });
  config.redirectUri = `${api.url}/api/auth/google/callback`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await api?.close();
  await google?.close();
});

describe('Continue with Google', () => {
  it('goes through the consent screen and /profile into the dashboard', async () => {
    google.nextIdentity = { sub: 'g-e2e', email: 'maya.google@gmail.com', name: 'Maya Google' };
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(api.url);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await page.getByText('Successfully signed in with Google!').waitFor();
    await page.getByRole('heading', { name: /Command Center/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText('Maya Google').first().isVisible()).toBe(true);
    await context.close();
    api.log.assertNoErrors();
  });
});
