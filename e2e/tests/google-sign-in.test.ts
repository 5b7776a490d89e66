import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApiOptions } from '@fanline/api-server/test-harness';
import { startFakeGoogle, type FakeGoogle } from '@fanline/testing';
import { useBrowserWorld, watchContentSecurity } from './browser-world';

let google: FakeGoogle;
let config: NonNullable<TestApiOptions['google']>;

beforeAll(async () => {
  google = await startFakeGoogle();
  config = {
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: '',
    authorizationEndpoint: google.authorizationEndpoint,
    tokenEndpoint: google.tokenEndpoint,
  };
});
afterAll(async () => {
  await google?.close();
});

const world = useBrowserWorld({
  api: () => ({ google: config }),
  onApiStarted: (api) => {
    config.redirectUri = `${api.url}/api/auth/google/callback`;
  },
});

describe('Continue with Google', () => {
  it('goes through the consent screen and /profile into the dashboard', async () => {
    google.nextIdentity = { sub: 'g-e2e', email: 'maya.google@gmail.com', name: 'Maya Google' };
    const context = await world.browser.newContext();
    const violations: string[] = [];
    await watchContentSecurity(context, violations);
    const page = await context.newPage();
    await page.goto(world.api.url);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await page.getByText('Successfully signed in with Google!').waitFor();
    await page.getByRole('heading', { name: /Command Center/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText('Maya Google').first().isVisible()).toBe(true);
    await context.close();
    world.api.log.assertNoErrors();
    expect(violations).toEqual([]);
  });
});
