import type { ServerResponse } from 'node:http';
import { createStripeApi } from './fake-stripe-api';
import { createStripeBilling, type SessionInput } from './fake-stripe-billing';
import { DeliveryQueue, deliverEvent, signEvent } from './fake-stripe-delivery';
import type { Charge, CheckoutSession, Customer, Dispute, Invoice, InvoicePayment, RecordedStripeRequest, StripeEvent, Subscription } from './fake-stripe-objects';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';
import type { StripeLedger } from './fake-stripe-ledger';

export { FAKE_STRIPE_API_VERSION } from './fake-stripe-objects';
export type { Charge, CheckoutSession, Customer, Dispute, Invoice, InvoicePayment, RecordedStripeRequest, StripeEvent, StripeObject, Subscription, SubscriptionItem } from './fake-stripe-objects';

export interface FakeStripe extends FakeServer, StripeLedger {
  secretKey: string;
  /** For the product's Stripe config: `{ host, port, protocol }`. `apiUrl` is the same as `url`. */
  apiUrl: string;
  host: string;
  port: number;
  protocol: 'http';
  /** Where events go; null (the default) keeps them in `events` only. */
  webhook: { url: string; secret: string } | null;
  /** Deliver events as they happen (default true); false leaves delivery to `deliver`. */
  autoDeliver: boolean;
  /** Every API request the product made, including those refused. */
  requests: RecordedStripeRequest[];
  /** Every delivery attempt; status 0 when the endpoint could not be reached. */
  deliveries: { eventId: string; type: string; status: number; body: string }[];
  /** Pays the session as the hosted page would; a no-op returning [] when already complete. */
  completeCheckout(sessionId: string): Promise<StripeEvent[]>;
  /**
   * The next billing period is paid: items advance 30 days and a paid `subscription_cycle`
   * invoice is made. If the latest invoice failed (past_due), that invoice is paid instead,
   * as Stripe's retry would. Events: invoice.paid, customer.subscription.updated.
   */
  renewSubscription(subscriptionId: string): Promise<StripeEvent[]>;
  /** The renewal payment fails: items advance, an open invoice, status past_due. Events: invoice.payment_failed, customer.subscription.updated. */
  failRenewal(subscriptionId: string): Promise<StripeEvent[]>;
  /** The period ends: cancels (customer.subscription.deleted) if cancel_at_period_end, otherwise renews. */
  endPeriod(subscriptionId: string): Promise<StripeEvent[]>;
  /** charge.refunded for a paid payment-mode session or a paid invoice (by id); by default the whole remaining amount. */
  refund(sessionOrInvoiceId: string, amountCents?: number): Promise<StripeEvent[]>;
  /** charge.dispute.created for a paid payment-mode session or a paid invoice (by id), reason 'fraudulent'. */
  dispute(sessionOrInvoiceId: string): Promise<StripeEvent[]>;
  /** charge.dispute.closed for an open dispute (by id), as the card network decided: `won` leaves the money with the merchant. */
  closeDispute(disputeId: string, status: 'won' | 'lost'): Promise<StripeEvent[]>;
  /** The body and Stripe-Signature header for an event, signed with `webhook.secret`, without sending it. */
  signedPayload(event: StripeEvent): { payload: string; signature: string };
  /** POSTs an event to `webhook.url`, signed unless `signature` is given. */
  deliver(event: StripeEvent, opts?: { signature?: string }): Promise<{ status: number; body: string }>;
  /** Resolves once no deliveries are pending, including those that follow an API response. */
  idle(): Promise<void>;
}

/**
 * Stripe's API as Fanline uses it (customers, checkout sessions, subscriptions)
 * with a hosted payment page at `/pay/:id`, signed webhook delivery, and
 * controls for what happens later in a customer's billing life.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const inputs = new Map<string, SessionInput>();

  const server = await startFakeServer(async (req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname.startsWith('/pay/')) return showPaymentPage(url, res);
    serveApi(req, url, body, res);
  });
  const { hostname, port } = new URL(server.url);
  const fake: FakeStripe = Object.assign(server, {
    secretKey: 'sk_test_fanline_fake',
    apiUrl: server.url,
    host: hostname,
    port: Number(port),
    protocol: 'http' as const,
    webhook: null,
    autoDeliver: true,
    customers: new Map<string, Customer>(),
    sessions: new Map<string, CheckoutSession>(),
    subscriptions: new Map<string, Subscription>(),
    invoices: new Map<string, Invoice>(),
    charges: new Map<string, Charge>(),
    disputes: new Map<string, Dispute>(),
    invoicePayments: new Map<string, InvoicePayment>(),
    requests: [],
    events: [],
    deliveries: [],
    completeCheckout: async (id: string) => settle(billing.completeSession(id)),
    renewSubscription: async (id: string) => settle(billing.renew(id)),
    failRenewal: async (id: string) => settle(billing.failRenewal(id)),
    endPeriod: async (id: string) => settle(billing.endPeriod(id)),
    refund: async (sessionId: string, amountCents?: number) => settle(billing.refund(sessionId, amountCents)),
    dispute: async (sessionId: string) => settle(billing.dispute(sessionId)),
    closeDispute: async (disputeId: string, status: 'won' | 'lost') => settle(billing.closeDispute(disputeId, status)),
    signedPayload: (event: StripeEvent) => signEvent(fake, event),
    deliver: async (event: StripeEvent, opts?: { signature?: string }) => deliverEvent(fake, event, opts),
    idle: async () => queue.idle(),
  });
  const billing = createStripeBilling(fake, inputs);
  const queue = new DeliveryQueue(fake);
  const serveApi = createStripeApi(fake, billing, inputs, (events, after) => queue.enqueue(events, after));

  async function showPaymentPage(url: URL, res: ServerResponse): Promise<void> {
    const session = fake.sessions.get(url.pathname.slice('/pay/'.length));
    if (!session) return sendJson(res, 404, { error: 'no such checkout session' });
    const cancelled = url.searchParams.get('cancel') === '1';
    if (!cancelled) await fake.completeCheckout(session.id);
    const location = cancelled ? session.cancel_url : session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    res.writeHead(303, { location });
    res.end();
  }

  async function settle(events: StripeEvent[]): Promise<StripeEvent[]> {
    await queue.enqueue(events);
    return events;
  }

  return fake;
}
