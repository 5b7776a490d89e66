import { describe, expect, it } from 'vitest';
import type { StripeEvent } from '@fanline/testing';
import { signUpCreator, type SignedUpCreator } from './creators';
import { newCreator } from './harness';
import { useBillingWorld } from './billing-world';

const world = useBillingWorld();

/** Checks out and pays for a pack, with its webhook delivered; returns the Checkout session id. */
async function buyPack(creator: SignedUpCreator, planType: string): Promise<string> {
  const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: planType }, creator.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sessionId = String(res.body.checkout_url).split('/').pop() ?? '';
  await world.stripe.completeCheckout(sessionId);
  await world.stripe.idle();
  return sessionId;
}

/** A creator who signed up through an affiliate's ?ref= link. */
async function referredCreator(): Promise<{ affiliate: SignedUpCreator; buyer: SignedUpCreator }> {
  const affiliate = await signUpCreator(world.api);
  const { referral_code } = (await world.api.http.get('/api/referrals', affiliate.token)).body;
  const body = newCreator();
  const res = await world.api.http.post('/api/auth/register', { ...body, ref: referral_code });
  expect(res.status).toBe(201);
  return { affiliate, buyer: { id: res.body.user.id, token: res.body.token, email: body.email } };
}

const refundsOf = (userId: string) =>
  world.api.database.db.selectFrom('platform_payment_events').select(['kind', 'amount_cents']).where('user_id', '=', userId).where('kind', '=', 'refund').execute();
const refundedCents = async (userId: string) => (await refundsOf(userId)).reduce((sum, row) => sum + row.amount_cents, 0);
const referrals = async (affiliate: SignedUpCreator) => (await world.api.http.get('/api/referrals', affiliate.token)).body;

describe('refunds', () => {
  it('records concurrent partial refunds of one charge once: cumulative 3000 then 5000 is 5000', async () => {
    // Several charges, so a race that lets both deliveries read the same total would show.
    for (let round = 0; round < 4; round++) {
      const creator = await signUpCreator(world.api);
      const sessionId = await buyPack(creator, 'msg_200k');
      world.stripe.autoDeliver = false;
      const [first] = await world.stripe.refund(sessionId, 3000);
      const [second] = await world.stripe.refund(sessionId, 2000);
      const deliveries = round % 2 ? [second, first] : [first, second];
      const statuses = await Promise.all(deliveries.map((event) => world.stripe.deliver(event as StripeEvent)));
      expect(statuses.map((r) => r.status)).toEqual([200, 200]);
      world.stripe.autoDeliver = true;
      expect(await refundedCents(creator.id)).toBe(5000);
    }
  });

  it('takes the commission back on a full refund in parts, once, even when redelivered', async () => {
    const { affiliate, buyer } = await referredCreator();
    const sessionId = await buyPack(buyer, 'msg_200k');
    expect(await referrals(affiliate)).toMatchObject({ referrals: 1, revenue: 100, commission: 20 });

    world.stripe.autoDeliver = false;
    const events = [...(await world.stripe.refund(sessionId, 3333)), ...(await world.stripe.refund(sessionId))];
    const statuses = await Promise.all([...events, ...events].map((event) => world.stripe.deliver(event)));
    expect(statuses.every((r) => r.status === 200)).toBe(true);
    for (const event of events) expect((await world.stripe.deliver(event)).status).toBe(200);

    expect(await refundedCents(buyer.id)).toBe(10_000);
    expect(await referrals(affiliate)).toMatchObject({ referrals: 1, revenue: 0, commission: 0 });
    const rows = await world.api.database.db.selectFrom('affiliate_commissions').select(['revenue_cents', 'commission_cents']).where('affiliate_id', '=', affiliate.id).orderBy('id').execute();
    expect(rows[0]).toEqual({ revenue_cents: 10_000, commission_cents: 2000 });
    // One reversal per refund event at most; two when the partial refund lands first, one when the
    // full refund's event (cumulative 100 %) lands first and leaves the partial nothing to take.
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(rows.slice(1).every((r) => r.commission_cents < 0)).toBe(true);
  });

  it('takes back the commission on a partial refund in proportion, and the rest when the charge is disputed', async () => {
    const { affiliate, buyer } = await referredCreator();
    const sessionId = await buyPack(buyer, 'msg_75k');
    expect(await referrals(affiliate)).toMatchObject({ revenue: 50, commission: 10 });

    await world.stripe.refund(sessionId, 1000);
    await world.stripe.idle();
    expect(await referrals(affiliate)).toMatchObject({ revenue: 40, commission: 8 });

    world.stripe.autoDeliver = false;
    const [opened] = await world.stripe.dispute(sessionId);
    expect((await world.stripe.deliver(opened as StripeEvent)).status).toBe(200);
    expect((await world.stripe.deliver(opened as StripeEvent)).status).toBe(200);
    // The dispute names the whole charge; what was refunded already is not taken twice.
    expect(await referrals(affiliate)).toMatchObject({ revenue: 0, commission: 0 });
  });

  it('takes the commission back on a refunded subscription invoice, found through Stripe’s invoice payments', async () => {
    const { affiliate, buyer } = await referredCreator();
    const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: 'flow' }, buyer.token);
    const sessionId = String(res.body.checkout_url).split('/').pop() ?? '';
    await world.stripe.completeCheckout(sessionId);
    await world.stripe.idle();
    const subscriptionId = world.stripe.sessions.get(sessionId)?.subscription ?? '';
    const firstInvoice = world.stripe.subscriptions.get(subscriptionId)?.latest_invoice ?? '';
    await world.stripe.renewSubscription(subscriptionId);
    await world.stripe.idle();
    expect(await referrals(affiliate)).toMatchObject({ revenue: 60, commission: 12 });

    await world.stripe.refund(firstInvoice, 1500);
    await world.stripe.idle();
    expect(await refundedCents(buyer.id)).toBe(1500);
    expect(await referrals(affiliate)).toMatchObject({ revenue: 45, commission: 9 });
    const renewal = world.stripe.subscriptions.get(subscriptionId)?.latest_invoice ?? '';
    await world.stripe.dispute(renewal);
    await world.stripe.idle();
    expect(await referrals(affiliate)).toMatchObject({ revenue: 15, commission: 3 });
  });

  it('takes the commission back on a refund or dispute that lands before the pack’s checkout completion, or at the same time', async () => {
    // Before, after and at once: the result must not depend on which event Fanline sees first.
    const orders = ['reversal first', 'at once', 'reversal first', 'at once'] as const;
    for (const [round, order] of orders.entries()) {
      const { affiliate, buyer } = await referredCreator();
      const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: 'msg_75k' }, buyer.token);
      const sessionId = String(res.body.checkout_url).split('/').pop() ?? '';
      world.stripe.autoDeliver = false;
      const [completed] = await world.stripe.completeCheckout(sessionId);
      const reversals = round < 2 ? await world.stripe.refund(sessionId, 1000) : await world.stripe.dispute(sessionId);
      const events = [completed as StripeEvent, ...reversals];
      if (order === 'at once') {
        const statuses = await Promise.all(events.map((event) => world.stripe.deliver(event)));
        expect(statuses.map((r) => r.status)).toEqual([200, 200]);
      } else {
        for (const event of [...events].reverse()) expect((await world.stripe.deliver(event)).status).toBe(200);
      }
      world.stripe.autoDeliver = true;
      // $50 pack, 20 %: a $10 refund leaves $40 and $8; a dispute of the whole charge leaves nothing.
      const left = round < 2 ? { revenue: 40, commission: 8 } : { revenue: 0, commission: 0 };
      expect(await referrals(affiliate), `${order}, round ${round}`).toMatchObject(left);
      // The pack is still credited once, and a redelivery changes nothing.
      for (const event of events) expect((await world.stripe.deliver(event)).status).toBe(200);
      expect(await referrals(affiliate)).toMatchObject(left);
      const purchases = await world.api.database.db.selectFrom('platform_purchases').select('id').where('user_id', '=', buyer.id).execute();
      expect(purchases).toHaveLength(1);
    }
  });

  it('takes the commission back on a refund that lands before the invoice’s paid event', async () => {
    const { affiliate, buyer } = await referredCreator();
    const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: 'flow' }, buyer.token);
    const sessionId = String(res.body.checkout_url).split('/').pop() ?? '';
    world.stripe.autoDeliver = false;
    const paid = await world.stripe.completeCheckout(sessionId);
    const invoiceId = world.stripe.subscriptions.get(world.stripe.sessions.get(sessionId)?.subscription ?? '')?.latest_invoice ?? '';
    const [refunded] = await world.stripe.refund(invoiceId, 1500);
    expect((await world.stripe.deliver(refunded as StripeEvent)).status).toBe(200);
    for (const event of paid) expect((await world.stripe.deliver(event)).status).toBe(200);
    world.stripe.autoDeliver = true;

    expect(await refundedCents(buyer.id)).toBe(1500);
    // $30 invoice, $15 refunded: $15 and $3 remain.
    expect(await referrals(affiliate)).toMatchObject({ referrals: 1, revenue: 15, commission: 3 });
    const account = await world.api.database.db.selectFrom('users').select(['plan']).where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(account.plan).toBe('flow');
  });

  it('leaves commissions alone when the buyer was not referred', async () => {
    const creator = await signUpCreator(world.api);
    const sessionId = await buyPack(creator, 'msg_1k');
    await world.stripe.refund(sessionId);
    await world.stripe.idle();
    expect(await refundedCents(creator.id)).toBe(500);
    const rows = await world.api.database.db.selectFrom('affiliate_commissions').select('id').where('referred_user_id', '=', creator.id).execute();
    expect(rows).toEqual([]);
  });
});
