import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '@fanline/testing';
import { newCreator, submitSignUp, useBrowserWorld } from './browser-world';

const WEBHOOK_SECRET = 'whsec_fanline_browser_test';

let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe?.close();
});

const world = useBrowserWorld({
  api: () => ({ stripe: { secretKey: stripe.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url } }),
  onApiStarted: (api) => {
    stripe.webhook = { url: `${api.url}/api/stripe/webhook`, secret: WEBHOOK_SECRET };
  },
  settle: () => stripe.idle(),
});

describe('buying a plan', () => {
  it('goes from the pricing page through checkout to a dashboard on the new plan, then cancels', async () => {
    const page = await world.openPage('/pricing');

    // A guest is asked to join first, then to pick the plan again.
    await page.getByTestId('checkout-flow').click();
    await page.getByRole('heading', { name: 'Join Fanline' }).waitFor();
    const creator = newCreator('Nova Sky');
    await submitSignUp(page, creator);
    await page.getByText(/Choose Flow again/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');

    // Checkout: the fake's hosted page takes the payment, sends the webhooks and returns to Fanline.
    await page.getByTestId('checkout-flow').click();
    await page.waitForURL(/\/purchase-success\?plan=flow&session=cs_test_/);
    await page.getByText('Purchase completed successfully!').waitFor();
    await page.getByText('$30').first().waitFor();
    expect(await page.getByText('Flow', { exact: true }).first().isVisible()).toBe(true);

    // After 3 s the success page hands over to the dashboard, now on Flow.
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('view'), { timeout: 10_000 });
    await page.getByRole('heading', { name: /Command Center/ }).waitFor();
    await page.getByTestId('plan-badge').filter({ hasText: 'Flow' }).waitFor();
    const user = await world.api.database.db.selectFrom('users').select(['plan', 'bots_limit', 'messages_remaining']).where('email', '=', creator.email).executeTakeFirstOrThrow();
    expect(user).toEqual({ plan: 'flow', bots_limit: 35, messages_remaining: 15_000 });

    // The subscription view: Flow is current, and cancelling keeps it to the period's end.
    await page.getByTestId('plan-badge').click();
    await page.getByRole('heading', { name: 'Subscription', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(await page.getByTestId('checkout-flow').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Confirm cancellation' }).click();
    await page.getByText(/Cancels on/).first().waitFor();
    const sub = await world.api.database.db.selectFrom('platform_subscriptions').select(['cancel_at_period_end', 'cancel_reason']).executeTakeFirstOrThrow();
    expect(sub).toEqual({ cancel_at_period_end: true, cancel_reason: 'user_requested' });
  });

  it('brings a cancelled checkout back to pricing', async () => {
    const page = await world.openPage('/purchase-cancelled?plan=ignite', { width: 390, height: 844 });
    await page.getByText('Purchase was cancelled. You can try again anytime!').waitFor();
    await page.getByRole('button', { name: 'View Pricing Again' }).or(page.getByRole('link', { name: 'View Pricing Again' })).waitFor();
    await page.waitForURL((url) => url.pathname === '/pricing', { timeout: 10_000 });
  });
});
