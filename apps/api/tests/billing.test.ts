import { describe, expect, it } from 'vitest';
import type { StripeEvent } from '@fanline/testing';
import { signUpCreator, type SignedUpCreator } from './creators';
import { useBillingWorld } from './billing-world';
import { startTestApi } from './harness';

const world = useBillingWorld();

const account = (id: string) =>
  world.api.database.db
    .selectFrom('users')
    .select(['plan', 'bots_limit', 'messages_remaining', 'voice_messages_remaining', 'has_voice_upgrade', 'pack_messages', 'plan_period_end', 'stripe_customer_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The Checkout session id behind a checkout_url the API returned (the fake's hosted page is /pay/<id>). */
const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() ?? '';

async function checkout(creator: SignedUpCreator, planType: string): Promise<string> {
  const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: planType }, creator.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ success: true, checkout_url: expect.stringContaining(`${world.stripe.url}/pay/`) });
  return sessionIdOf(res.body.checkout_url);
}

/** Checks out and pays, with every resulting webhook delivered in order; returns the subscription id, if any. */
async function buy(creator: SignedUpCreator, planType: string): Promise<string | null> {
  const sessionId = await checkout(creator, planType);
  await world.stripe.completeCheckout(sessionId);
  await world.stripe.idle();
  return world.stripe.sessions.get(sessionId)?.subscription ?? null;
}

describe('checkout', () => {
  it('opens a subscription-mode session priced from the plans, for the signed-in creator', async () => {
    const creator = await signUpCreator(world.api);
    const sessionId = await checkout(creator, 'flow');

    const created = world.stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && world.stripe.sessions.get(sessionId)?.client_reference_id === creator.id);
    expect(created?.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: creator.id,
      metadata: { plan_type: 'flow', user_id: creator.id },
      subscription_data: { metadata: { plan_type: 'flow', user_id: creator.id } },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '3000', recurring: { interval: 'month' } } }],
      success_url: `${world.api.url}/purchase-success?plan=flow&session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${world.api.url}/purchase-cancelled?plan=flow`,
    });
    const { stripe_customer_id } = await account(creator.id);
    expect(stripe_customer_id).toMatch(/^cus_/);
    expect(world.stripe.sessions.get(sessionId)?.customer).toBe(stripe_customer_id);
  });

  it('sells packs in payment mode, once', async () => {
    const creator = await signUpCreator(world.api);
    const sessionId = await checkout(creator, 'msg_15k');
    expect(world.stripe.sessions.get(sessionId)).toMatchObject({ mode: 'payment', amount_total: 2000 });
  });

  it('answers an unknown or missing plan_type with the product message, naming the field, and calls nothing', async () => {
    const creator = await signUpCreator(world.api);
    const before = world.stripe.requests.length;
    for (const body of [{ plan_type: 'platinum' }, { plan_type: 'spark' }, {}]) {
      const res = await world.api.http.post('/api/stripe/create-checkout', body, creator.token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Unable to process upgrade request', errors: [{ field: 'plan_type', message: 'Unable to process upgrade request' }] });
    }
    expect(world.stripe.requests.length).toBe(before);
  });

  it('keeps the voice upgrade and voice credits for nexus creators and admins', async () => {
    const flow = await signUpCreator(world.api, 'flow');
    for (const planType of ['voice', 'voice_25k']) {
      const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: planType }, flow.token);
      expect(res.status).toBe(403);
      expect(res.body.detail).toContain('Nexus');
    }
    const nexus = await signUpCreator(world.api, 'nexus');
    await checkout(nexus, 'voice');
    const admin = await signUpCreator(world.api, 'spark', { is_admin: true });
    await checkout(admin, 'voice_25k');
  });

  it('sells voice credits only with the Voice Chat Upgrade, since they cannot be spent without it', async () => {
    const nexus = await signUpCreator(world.api, 'nexus');
    const before = world.stripe.requests.length;
    const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: 'voice_25k' }, nexus.token);
    expect(res.status).toBe(403);
    const message = 'Voice credits can only be used with the Voice Chat Upgrade. Add the Voice Chat Upgrade first.';
    expect(res.body).toEqual({ detail: message, errors: [{ field: 'plan_type', message }] });
    expect(world.stripe.requests.length).toBe(before);
    await buy(nexus, 'voice');
    await checkout(nexus, 'voice_25k');
  });

  it('needs a signed-in creator', async () => {
    const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: 'ignite' });
    expect(res.status).toBe(401);
  });
});

describe('webhook', () => {
  it('upgrades the plan when checkout completes: plan, bots, messages (docs/product.md §4)', async () => {
    const creator = await signUpCreator(world.api);
    const subscriptionId = await buy(creator, 'ignite');
    expect(await account(creator.id)).toMatchObject({ plan: 'ignite', bots_limit: 5, messages_remaining: 5000, has_voice_upgrade: false });
    const sub = await world.api.database.db.selectFrom('platform_subscriptions').selectAll().where('stripe_subscription_id', '=', subscriptionId).executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ user_id: creator.id, item: 'ignite', status: 'active', amount_cents: 1500, cancel_at_period_end: false });
    expect((await account(creator.id)).plan_period_end?.getTime()).toBe(sub.current_period_end?.getTime());
    const me = await world.api.http.get('/api/auth/me', creator.token);
    expect(me.body).toMatchObject({ plan: 'ignite', messages_remaining: 5000, bots_limit: 5 });
  });

  it('adds a pack to the balance, and the pack outlives the month', async () => {
    const creator = await signUpCreator(world.api);
    const subscriptionId = await buy(creator, 'ignite');
    await buy(creator, 'msg_5k');
    expect(await account(creator.id)).toMatchObject({ messages_remaining: 10_000, pack_messages: 5000 });

    // 6,000 replies later: the month's 5,000 are gone, 4,000 of the pack are left.
    await world.api.database.db.updateTable('users').set({ messages_remaining: 4000 }).where('id', '=', creator.id).execute();
    await world.stripe.renewSubscription(subscriptionId ?? '');
    await world.stripe.idle();
    expect(await account(creator.id)).toMatchObject({ plan: 'ignite', messages_remaining: 9000, pack_messages: 4000 });
    const renewals = await world.api.database.db.selectFrom('platform_payment_events').select(['kind', 'amount_cents', 'item']).where('user_id', '=', creator.id).execute();
    expect(renewals).toEqual([
      { kind: 'invoice_paid', amount_cents: 1500, item: 'ignite' },
      { kind: 'invoice_paid', amount_cents: 1500, item: 'ignite' },
    ]);
  });

  it('resets the monthly allowance on renewal', async () => {
    const creator = await signUpCreator(world.api);
    const subscriptionId = await buy(creator, 'flow');
    await world.api.database.db.updateTable('users').set({ messages_remaining: 12 }).where('id', '=', creator.id).execute();
    const before = (await account(creator.id)).plan_period_end;
    await world.stripe.renewSubscription(subscriptionId ?? '');
    await world.stripe.idle();
    const after = await account(creator.id);
    expect(after).toMatchObject({ plan: 'flow', messages_remaining: 15_000 });
    expect(after.plan_period_end?.getTime()).toBeGreaterThan(before?.getTime() ?? Infinity);
  });

  it('grants the voice upgrade to a nexus creator, and takes it back when it ends', async () => {
    const creator = await signUpCreator(world.api);
    await buy(creator, 'nexus');
    const voiceId = await buy(creator, 'voice');
    expect(await account(creator.id)).toMatchObject({ plan: 'nexus', has_voice_upgrade: true, voice_messages_remaining: 20_000 });
    await buy(creator, 'voice_25k');
    expect(await account(creator.id)).toMatchObject({ voice_messages_remaining: 45_000 });

    await world.api.http.post('/api/subscription/cancel', { user_id: creator.id, reason: 'user_requested' }, creator.token);
    await world.stripe.endPeriod(voiceId ?? '');
    await world.stripe.idle();
    // The upgrade's allowance goes; the voice pack bought stays.
    expect(await account(creator.id)).toMatchObject({ plan: 'nexus', has_voice_upgrade: false, voice_messages_remaining: 25_000 });
  });

  it('moves a creator who changes plan to the new one and cancels the old subscription', async () => {
    const creator = await signUpCreator(world.api);
    const ignite = await buy(creator, 'ignite');
    const flow = await buy(creator, 'flow');
    expect(await account(creator.id)).toMatchObject({ plan: 'flow', bots_limit: 35 });
    expect(world.stripe.subscriptions.get(ignite ?? '')?.status).toBe('canceled');
    expect(world.stripe.subscriptions.get(flow ?? '')?.status).toBe('active');
    // The old plan's deletion event does not push the creator back to spark.
    expect(await account(creator.id)).toMatchObject({ plan: 'flow', bots_limit: 35 });
  });

  it('records failed payments, refunds and disputes for the admin figures', async () => {
    const creator = await signUpCreator(world.api);
    const subscriptionId = await buy(creator, 'ignite');
    await world.stripe.failRenewal(subscriptionId ?? '');
    const packSession = await checkout(creator, 'msg_1k');
    await world.stripe.completeCheckout(packSession);
    await world.stripe.idle();
    await world.stripe.refund(packSession, 200);
    await world.stripe.refund(packSession, 300);
    await world.stripe.dispute(packSession);
    await world.stripe.idle();

    const events = await world.api.database.db.selectFrom('platform_payment_events').select(['kind', 'amount_cents']).where('user_id', '=', creator.id).orderBy('id').execute();
    expect(events).toEqual([
      { kind: 'invoice_paid', amount_cents: 1500 },
      { kind: 'payment_failed', amount_cents: 1500 },
      { kind: 'refund', amount_cents: 200 },
      { kind: 'refund', amount_cents: 300 },
      { kind: 'dispute', amount_cents: 500 },
    ]);
    // Past due: Stripe is still retrying, so the plan stays for now.
    expect(await account(creator.id)).toMatchObject({ plan: 'ignite' });
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const creator = await signUpCreator(world.api);
    world.stripe.autoDeliver = false;
    const events = await world.stripe.completeCheckout(await checkout(creator, 'msg_75k'));
    const before = await account(creator.id);
    // A real signature with its first hex digit changed (to another digit, whatever it was: "00" could be the original).
    const tampered = world.stripe.signedPayload(events[0] as StripeEvent).signature.replace(/v1=(.)/, (_all, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
    for (const signature of ['t=1,v1=deadbeef', '', tampered]) {
      const res = await world.stripe.deliver(events[0] as StripeEvent, { signature });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ detail: 'Invalid Stripe signature' });
    }
    expect(await account(creator.id)).toEqual(before);
    const stored = await world.api.database.db.selectFrom('stripe_events').select('id').where('id', '=', (events[0] as StripeEvent).id).execute();
    expect(stored).toEqual([]);
  });

  it('applies each event once and in any order: duplicates, shuffles and concurrent redeliveries', async () => {
    const creator = await signUpCreator(world.api);
    world.stripe.autoDeliver = false;
    const events: StripeEvent[] = [];
    const planSession = await checkout(creator, 'flow');
    events.push(...(await world.stripe.completeCheckout(planSession)));
    events.push(...(await world.stripe.completeCheckout(await checkout(creator, 'msg_1k'))));
    const subscriptionId = world.stripe.sessions.get(planSession)?.subscription ?? '';
    events.push(...(await world.stripe.renewSubscription(subscriptionId)));

    // Renewal last, then the same events shuffled and twice each, half of them at once.
    const shuffled = [...events].sort(() => Math.random() - 0.5);
    const statuses = [];
    for (const event of shuffled) statuses.push((await world.stripe.deliver(event)).status);
    statuses.push(...(await Promise.all(shuffled.map((event) => world.stripe.deliver(event)))).map((r) => r.status));
    expect(statuses.every((s) => s === 200)).toBe(true);

    // flow granted once (15,000), the pack once (+1,000); the renewal resets the month to 15,000 + the pack.
    expect(await account(creator.id)).toMatchObject({ plan: 'flow', messages_remaining: 16_000, pack_messages: 1000 });
    const purchases = await world.api.database.db.selectFrom('platform_purchases').select('item').where('user_id', '=', creator.id).execute();
    expect(purchases).toEqual([{ item: 'msg_1k' }]);
    const processed = await world.api.database.db.selectFrom('stripe_events').select('id').where('id', 'in', events.map((e) => e.id)).execute();
    expect(processed).toHaveLength(events.length);
  });
});

describe('cancellation', () => {
  it('cancels at the period end: the plan stays until then, then becomes spark', async () => {
    const creator = await signUpCreator(world.api);
    const subscriptionId = await buy(creator, 'ignite');
    const res = await world.api.http.post('/api/subscription/cancel', { user_id: creator.id, reason: 'user_requested' }, creator.token);
    expect(res.status).toBe(200);
    const periodEnd = (await account(creator.id)).plan_period_end;
    expect(res.body).toMatchObject({ success: true, ends_at: periodEnd?.toISOString() });
    expect(res.body.message).toContain('Ignite plan stays active until');
    expect(world.stripe.subscriptions.get(subscriptionId ?? '')).toMatchObject({ cancel_at_period_end: true });
    await world.stripe.idle();
    expect(await account(creator.id)).toMatchObject({ plan: 'ignite', bots_limit: 5 });

    const again = await world.api.http.post('/api/subscription/cancel', { user_id: creator.id, reason: 'user_requested' }, creator.token);
    expect(again.body).toMatchObject({ success: true, ends_at: periodEnd?.toISOString() });

    await world.stripe.endPeriod(subscriptionId ?? '');
    await world.stripe.idle();
    expect(await account(creator.id)).toMatchObject({ plan: 'spark', bots_limit: 1, messages_remaining: 100, plan_period_end: null });
    const sub = await world.api.database.db.selectFrom('platform_subscriptions').select(['status', 'cancel_reason']).where('stripe_subscription_id', '=', subscriptionId).executeTakeFirstOrThrow();
    expect(sub).toEqual({ status: 'canceled', cancel_reason: 'user_requested' });
  });

  it('refuses another creator, and a creator with nothing to cancel', async () => {
    const owner = await signUpCreator(world.api);
    await buy(owner, 'ignite');
    const other = await signUpCreator(world.api);
    const forbidden = await world.api.http.post('/api/subscription/cancel', { user_id: owner.id, reason: 'user_requested' }, other.token);
    expect(forbidden.status).toBe(403);
    const nothing = await world.api.http.post('/api/subscription/cancel', { user_id: other.id, reason: 'user_requested' }, other.token);
    expect(nothing.status).toBe(400);
    expect(nothing.body.detail).toBe('You have no active subscription to cancel');
    const bad = await world.api.http.post('/api/subscription/cancel', { user_id: 'me', reason: 'user_requested' }, other.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'user_id', message: 'must be a user id' }]);
    expect(await account(owner.id)).toMatchObject({ plan: 'ignite' });
  });
});

describe('without Stripe keys', () => {
  it('answers 503 with the not-configured message, for checkout and the webhook', async () => {
    const bare = await startTestApi();
    try {
      const creator = await signUpCreator(bare);
      const res = await bare.http.post('/api/stripe/create-checkout', { plan_type: 'ignite' }, creator.token);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ detail: 'Payments are not configured on this server' });
      const hook = await bare.http.post('/api/stripe/webhook', { id: 'evt_1' });
      expect(hook.status).toBe(503);
      const summary = await bare.http.get('/api/subscription', creator.token);
      expect(summary.body).toEqual({ payments_configured: false, plan: null, voice_upgrade: null });
    } finally {
      await bare.close();
    }
  });
});
