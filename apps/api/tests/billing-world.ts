import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startFakeStripe, type FakeStripe } from '@fanline/testing';
import { startTestApi, type TestApi, type TestApiOptions } from './harness';

const WEBHOOK_SECRET = 'whsec_fanline_billing_test';

export interface BillingWorld {
  api: TestApi;
  stripe: FakeStripe;
}

/**
 * An API wired to its own fake Stripe, whose hosted pay page delivers signed
 * webhooks back to it. Registers the file's hooks: each test starts with
 * automatic delivery on, and ends once every delivery has landed and nothing
 * was logged as an error. The fields are filled in by beforeAll; `options` is
 * read then, so it may use servers started by hooks registered before it.
 */
export function useBillingWorld(options: () => Omit<TestApiOptions, 'stripe'> = () => ({})): BillingWorld {
  const world = {} as BillingWorld;
  beforeAll(async () => {
    world.stripe = await startFakeStripe();
    world.api = await startTestApi({ ...options(), stripe: { secretKey: world.stripe.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: world.stripe.url } });
    world.stripe.webhook = { url: `${world.api.url}/api/stripe/webhook`, secret: WEBHOOK_SECRET };
  });
  beforeEach(() => {
    world.stripe.autoDeliver = true;
  });
  afterEach(async () => {
    await world.stripe.idle();
    world.api.log.assertNoErrors();
  });
  afterAll(async () => {
    await world.api?.close();
    await world.stripe?.close();
  });
  return world;
}
