import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeStripeForm } from './fake-stripe-form';
import { startFakeServer, type FakeServer } from './fake-server';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

const secret = 'whsec_fake_stripe_test';
let fake: FakeStripe;
let stripe: Stripe;
let endpoint: FakeServer;
/** Events the webhook endpoint accepted, each verified as the product would verify it. */
let received: Stripe.Event[] = [];

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: fake.protocol, maxNetworkRetries: 0 });
  endpoint = await startFakeServer((req, body, res) => {
    try {
      received.push(stripe.webhooks.constructEvent(body, req.headers['stripe-signature'] ?? '', secret));
      res.writeHead(200).end('ok');
    } catch {
      res.writeHead(400).end('bad signature');
    }
  });
  fake.webhook = { url: endpoint.url, secret };
});
afterAll(async () => {
  await Promise.all([fake.close(), endpoint.close()]);
});
beforeEach(() => {
  received = [];
});

const types = () => received.map((event) => event.type);

function subscriptionCheckout(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price_data: { currency: 'usd', unit_amount: 1900, product_data: { name: 'Ignite' }, recurring: { interval: 'month' } }, quantity: 1 }],
    customer_email: 'fan@example.com',
    client_reference_id: 'user-1',
    metadata: { plan_type: 'ignite' },
    subscription_data: { metadata: { user_id: 'user-1', plan_type: 'ignite' } },
    success_url: 'https://app.test/billing?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://app.test/billing?cancelled=1',
    ...extra,
  });
}

async function paidSubscription(): Promise<string> {
  const session = await subscriptionCheckout();
  await fake.completeCheckout(session.id);
  return fake.sessions.get(session.id)?.subscription ?? '';
}

describe('decodeStripeForm', () => {
  it('turns bracket keys into objects and numeric brackets into arrays', () => {
    const form = new URLSearchParams('line_items[0][price_data][product_data][name]=Ignite&line_items[0][quantity]=1&metadata[plan]=x&expand[]=a&expand[]=b');
    expect(decodeStripeForm(form)).toEqual({
      line_items: [{ price_data: { product_data: { name: 'Ignite' } }, quantity: '1' }],
      metadata: { plan: 'x' },
      expand: ['a', 'b'],
    });
  });
});

describe('fake Stripe through the stripe SDK', () => {
  it('creates and retrieves customers, replaying an idempotent create', async () => {
    const customer = await stripe.customers.create({ email: 'fan@example.com', name: 'Fan', metadata: { user_id: 'u1' } }, { idempotencyKey: 'cus-1' });
    const again = await stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'cus-1' });
    expect(customer).toMatchObject({ object: 'customer', email: 'fan@example.com', name: 'Fan', metadata: { user_id: 'u1' }, livemode: false });
    expect(customer.id).toMatch(/^cus_/);
    expect(again.id).toBe(customer.id);
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect(fake.requests.at(-2)).toMatchObject({ method: 'POST', path: '/v1/customers', idempotencyKey: 'cus-1', params: { email: 'other@example.com' } });
  });

  it('pays a subscription checkout on the hosted page, delivering verified events before redirecting', async () => {
    const session = await subscriptionCheckout();
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid', mode: 'subscription', amount_total: 1900, currency: 'usd', client_reference_id: 'user-1', metadata: { plan_type: 'ignite' }, subscription: null, payment_intent: null });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
    expect(fake.requests.at(-1)?.params).toMatchObject({ line_items: [{ price_data: { unit_amount: '1900', recurring: { interval: 'month' } } }], subscription_data: { metadata: { user_id: 'user-1' } } });

    const page = await fetch(session.url ?? '', { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`https://app.test/billing?session=${session.id}`);
    expect(types()).toEqual(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);

    const [created, paid, completed] = received.map((event) => event.data.object) as [Stripe.Subscription, Stripe.Invoice, Stripe.Checkout.Session];
    const item = created.items.data[0];
    expect(item?.current_period_end).toBe((item?.current_period_start ?? 0) + 30 * 86_400);
    expect(created).toMatchObject({ status: 'active', metadata: { user_id: 'user-1', plan_type: 'ignite' }, latest_invoice: paid.id });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 1900, billing_reason: 'subscription_create', parent: { subscription_details: { subscription: created.id, metadata: { user_id: 'user-1' } } } });
    expect(paid.lines.data[0]).toMatchObject({ amount: 1900, period: { start: item?.current_period_start, end: item?.current_period_end }, metadata: { plan_type: 'ignite' } });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', subscription: created.id, customer: created.customer });

    const retrieved = await stripe.subscriptions.retrieve(created.id);
    expect(retrieved.items.data[0]?.current_period_end).toBe(item?.current_period_end);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', subscription: created.id });

    received = [];
    expect((await fetch(session.url ?? '', { redirect: 'manual' })).status).toBe(303);
    expect(types()).toEqual([]);
  });

  it('sends the customer back to cancel_url without completing', async () => {
    const session = await subscriptionCheckout();
    const page = await fetch(`${session.url}?cancel=1`, { redirect: 'manual' });
    expect(page.headers.get('location')).toBe('https://app.test/billing?cancelled=1');
    expect(fake.sessions.get(session.id)?.status).toBe('open');
  });

  it('cancels at period end through the SDK, then ends the subscription', async () => {
    const id = await paidSubscription();
    received = [];
    const updated = await stripe.subscriptions.update(id, { cancel_at_period_end: true, cancellation_details: { comment: 'too pricey' } });
    expect(updated.cancel_at).toBe(updated.items.data[0]?.current_period_end);
    expect(updated.cancellation_details?.comment).toBe('too pricey');
    await fake.idle();
    expect(types()).toEqual(['customer.subscription.updated']);
    expect(received[0]?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    await fake.endPeriod(id);
    expect(types()).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect(await stripe.subscriptions.retrieve(id)).toMatchObject({ status: 'canceled', cancel_at_period_end: true });
  });

  it('cancels at once with DELETE, delivering the event after the response', async () => {
    const id = await paidSubscription();
    received = [];
    const canceled = await stripe.subscriptions.cancel(id);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled.ended_at).toBe(canceled.canceled_at);
    await fake.idle();
    expect(types()).toEqual(['customer.subscription.deleted']);
  });

  it('renews, fails a renewal into past_due, and recovers on the retry', async () => {
    const id = await paidSubscription();
    const firstEnd = fake.subscriptions.get(id)?.items.data[0]?.current_period_end ?? 0;
    received = [];
    const [renewal] = await fake.renewSubscription(id);
    expect(renewal?.data.object).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', period_end: firstEnd });
    await fake.failRenewal(id);
    expect(fake.subscriptions.get(id)?.status).toBe('past_due');
    await fake.renewSubscription(id);
    expect(types()).toEqual(['invoice.paid', 'customer.subscription.updated', 'invoice.payment_failed', 'customer.subscription.updated', 'invoice.paid', 'customer.subscription.updated']);
    const sub = await stripe.subscriptions.retrieve(id);
    expect(sub.status).toBe('active');
    expect(sub.items.data[0]?.current_period_end).toBe(firstEnd + 60 * 86_400);
  });

  it('pays a one-off checkout, then refunds part of it and records a dispute', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd', unit_amount: 500, product_data: { name: '500 credits' } }, quantity: 2 }],
      payment_intent_data: { metadata: { user_id: 'user-2', pack: 'credits_500' } },
      success_url: 'https://app.test/ok',
      cancel_url: 'https://app.test/no',
    });
    const [completed] = await fake.completeCheckout(session.id);
    expect(completed?.data.object).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 1000, subscription: null });
    const paymentIntent = fake.sessions.get(session.id)?.payment_intent;
    expect(paymentIntent).toMatch(/^pi_/);

    const [refunded] = await fake.refund(session.id, 300);
    expect(refunded?.data).toMatchObject({ object: { object: 'charge', amount: 1000, amount_refunded: 300, refunded: false, payment_intent: paymentIntent, metadata: { pack: 'credits_500' } }, previous_attributes: { amount_refunded: 0 } });
    const [opened] = await fake.dispute(session.id);
    expect(types()).toEqual(['checkout.session.completed', 'charge.refunded', 'charge.dispute.created']);
    expect(received[2]?.data.object).toMatchObject({ object: 'dispute', amount: 1000, reason: 'fraudulent', status: 'needs_response', payment_intent: paymentIntent });

    const disputeId = opened?.data.object.id ?? '';
    const [closed] = await fake.closeDispute(disputeId, 'won');
    expect(closed).toMatchObject({ type: 'charge.dispute.closed', data: { object: { id: disputeId, status: 'won', amount: 1000 } } });
    expect(types().at(-1)).toBe('charge.dispute.closed');
    await expect(fake.closeDispute(disputeId, 'lost')).rejects.toThrow(/already closed/);
    const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntent ?? '', limit: 1 });
    expect(sessions.data.map((s) => s.id)).toEqual([session.id]);
  });

  it('finds an invoice by id, and the invoice a payment intent paid', async () => {
    const id = await paidSubscription();
    const invoiceId = fake.subscriptions.get(id)?.latest_invoice ?? '';
    const invoice = await stripe.invoices.retrieve(invoiceId);
    expect(invoice).toMatchObject({ id: invoiceId, status: 'paid', amount_paid: 1900 });
    const [payment] = (await stripe.invoicePayments.list({ invoice: invoiceId })).data;
    const paid = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: String(payment?.payment.payment_intent) } });
    expect(paid.data.map((p) => p.invoice)).toEqual([invoiceId]);
  });

  it('signs replayable events, and a forged signature is refused by the endpoint', async () => {
    const event = fake.events.at(-1);
    if (!event) throw new Error('no events yet');
    const { payload, signature } = fake.signedPayload(event);
    expect(stripe.webhooks.constructEvent(payload, signature, secret).id).toBe(event.id);
    expect(await fake.deliver(event, { signature: 't=1,v1=forged' })).toEqual({ status: 400, body: 'bad signature' });
    expect(await fake.deliver(event)).toMatchObject({ status: 200 });
  });

  it('answers a wrong API key with an authentication error', async () => {
    const intruder = new Stripe('sk_test_wrong_key', { host: fake.host, port: fake.port, protocol: fake.protocol, maxNetworkRetries: 0 });
    await expect(intruder.customers.create({ email: 'x@example.com' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers a bad request with the param at fault', async () => {
    const error = await subscriptionCheckout({ success_url: undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ param: 'success_url', statusCode: 400 });
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
