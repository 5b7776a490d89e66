import { beforeAll, describe, expect, it } from 'vitest';
import type { StripeEvent } from '@fanline/testing';
import { signUpCreator, type SignedUpCreator } from './creators';
import { newCreator } from './harness';
import { useBillingWorld } from './billing-world';

const world = useBillingWorld();
let admin: SignedUpCreator;
beforeAll(async () => {
  admin = await signUpCreator(world.api, 'spark', { is_admin: true });
});

/** A creator who signed up through an affiliate's ?ref= link, and a paid $50 pack (20 % commission: $10). */
async function referredPackSale(): Promise<{ affiliate: SignedUpCreator; sessionId: string }> {
  const affiliate = await signUpCreator(world.api);
  const { referral_code } = (await world.api.http.get('/api/referrals', affiliate.token)).body;
  const registered = await world.api.http.post('/api/auth/register', { ...newCreator(), ref: referral_code });
  expect(registered.status).toBe(201);
  const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: 'msg_75k' }, registered.body.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sessionId = String(res.body.checkout_url).split('/').pop() ?? '';
  await world.stripe.completeCheckout(sessionId);
  await world.stripe.idle();
  return { affiliate, sessionId };
}

const referrals = async (affiliate: SignedUpCreator) => (await world.api.http.get('/api/referrals', affiliate.token)).body;
const disputeFigures = async (): Promise<{ count: number; amount: number }> => (await world.api.http.get('/api/admin/financials', admin.token)).body.disputes;

/** Opens a dispute on the sale with delivery off; returns its opening and closing events, neither delivered. */
async function settledDispute(sessionId: string, status: 'won' | 'lost'): Promise<{ opened: StripeEvent; closed: StripeEvent }> {
  world.stripe.autoDeliver = false;
  const [opened] = await world.stripe.dispute(sessionId);
  const [closed] = await world.stripe.closeDispute(opened?.data.object.id ?? '', status);
  return { opened: opened as StripeEvent, closed: closed as StripeEvent };
}

describe('disputes', () => {
  it('gives the commission back once when the merchant wins, and stops counting the dispute', async () => {
    const { affiliate, sessionId } = await referredPackSale();
    await world.stripe.refund(sessionId, 1000);
    await world.stripe.idle();
    expect(await referrals(affiliate)).toMatchObject({ revenue: 40, commission: 8 });
    const before = await disputeFigures();

    const { opened, closed } = await settledDispute(sessionId, 'won');
    expect((await world.stripe.deliver(opened)).status).toBe(200);
    expect(await referrals(affiliate)).toMatchObject({ revenue: 0, commission: 0 });
    expect(await disputeFigures()).toEqual({ count: before.count + 1, amount: before.amount + 50 });

    // Redelivered, at once and again: given back once.
    const statuses = await Promise.all([closed, closed].map((event) => world.stripe.deliver(event)));
    expect(statuses.map((r) => r.status)).toEqual([200, 200]);
    expect((await world.stripe.deliver(closed)).status).toBe(200);
    // What the refund took stays taken; what the dispute took comes back.
    expect(await referrals(affiliate)).toMatchObject({ revenue: 40, commission: 8 });
    expect(await disputeFigures()).toEqual(before);
  });

  it('keeps the commission taken and the dispute counted when the merchant loses', async () => {
    const { affiliate, sessionId } = await referredPackSale();
    const before = await disputeFigures();
    const { opened, closed } = await settledDispute(sessionId, 'lost');
    for (const event of [opened, closed, closed]) expect((await world.stripe.deliver(event)).status).toBe(200);
    expect(await referrals(affiliate)).toMatchObject({ revenue: 0, commission: 0 });
    expect(await disputeFigures()).toEqual({ count: before.count + 1, amount: before.amount + 50 });
  });

  it('ends a won dispute the same whichever of its events lands first, or both at once', async () => {
    for (const order of ['closed first', 'at once', 'closed first', 'at once']) {
      const { affiliate, sessionId } = await referredPackSale();
      const before = await disputeFigures();
      const { opened, closed } = await settledDispute(sessionId, 'won');
      if (order === 'at once') {
        const statuses = await Promise.all([opened, closed].map((event) => world.stripe.deliver(event)));
        expect(statuses.map((r) => r.status)).toEqual([200, 200]);
      } else {
        for (const event of [closed, opened]) expect((await world.stripe.deliver(event)).status).toBe(200);
      }
      expect(await referrals(affiliate), order).toMatchObject({ revenue: 50, commission: 10 });
      expect(await disputeFigures(), order).toEqual(before);
    }
  });

  it('gives back the commission on a disputed subscription invoice when the merchant wins', async () => {
    const affiliate = await signUpCreator(world.api);
    const { referral_code } = (await world.api.http.get('/api/referrals', affiliate.token)).body;
    const registered = await world.api.http.post('/api/auth/register', { ...newCreator(), ref: referral_code });
    const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: 'flow' }, registered.body.token);
    const sessionId = String(res.body.checkout_url).split('/').pop() ?? '';
    await world.stripe.completeCheckout(sessionId);
    await world.stripe.idle();
    const invoiceId = world.stripe.subscriptions.get(world.stripe.sessions.get(sessionId)?.subscription ?? '')?.latest_invoice ?? '';
    expect(await referrals(affiliate)).toMatchObject({ revenue: 30, commission: 6 });

    const [opened] = await world.stripe.dispute(invoiceId);
    await world.stripe.idle();
    expect(await referrals(affiliate)).toMatchObject({ revenue: 0, commission: 0 });
    await world.stripe.closeDispute(opened?.data.object.id ?? '', 'won');
    await world.stripe.idle();
    expect(await referrals(affiliate)).toMatchObject({ revenue: 30, commission: 6 });
  });
});

describe('a payment and its dispute delivered at once', () => {
  it('records the commission once and settles it, without the events waiting on each other', async () => {
    // Every event of a checkout, the dispute's opening and its closing, all at once, for packs and
    // invoices, won and lost. Enough rounds that two transactions claiming the same commission at
    // once would deadlock (a 500) in some round.
    for (let round = 0; round < 24; round++) {
      const affiliate = await signUpCreator(world.api);
      const { referral_code } = (await world.api.http.get('/api/referrals', affiliate.token)).body;
      const registered = await world.api.http.post('/api/auth/register', { ...newCreator(), ref: referral_code });
      const invoice = round % 3 === 2;
      const res = await world.api.http.post('/api/stripe/create-checkout', { plan_type: invoice ? 'flow' : 'msg_75k' }, registered.body.token);
      const sessionId = String(res.body.checkout_url).split('/').pop() ?? '';
      world.stripe.autoDeliver = false;
      const paid = await world.stripe.completeCheckout(sessionId);
      const invoiceId = world.stripe.subscriptions.get(world.stripe.sessions.get(sessionId)?.subscription ?? '')?.latest_invoice ?? '';
      const [opened] = await world.stripe.dispute(invoice ? invoiceId : sessionId);
      const won = round % 2 === 1;
      const closed = await world.stripe.closeDispute(opened?.data.object.id ?? '', won ? 'won' : 'lost');
      const statuses = await Promise.all([...paid, opened as StripeEvent, ...closed].map((event) => world.stripe.deliver(event)));
      expect(statuses.map((r) => r.status), `round ${round}`).toEqual(statuses.map(() => 200));
      world.stripe.autoDeliver = true;
      const full = invoice ? { revenue: 30, commission: 6 } : { revenue: 50, commission: 10 };
      expect(await referrals(affiliate), `round ${round}`).toMatchObject(won ? full : { revenue: 0, commission: 0 });
    }
  });
});
