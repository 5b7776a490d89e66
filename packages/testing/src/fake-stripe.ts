import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { changedAttributes, createStripeBilling, type LineItemInput, type SessionInput } from './fake-stripe-billing';
import { decodeStripeForm } from './fake-stripe-form';
import { baseFields, newId, now, type Charge, type CheckoutSession, type Customer, type Dispute, type Invoice, type InvoicePayment, type Metadata, type RecordedStripeRequest, type StripeEvent, type StripeList, type StripeObject, type Subscription } from './fake-stripe-objects';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';

export { FAKE_STRIPE_API_VERSION } from './fake-stripe-objects';
export type { Charge, CheckoutSession, Customer, Dispute, Invoice, InvoicePayment, RecordedStripeRequest, StripeEvent, StripeObject, Subscription, SubscriptionItem } from './fake-stripe-objects';

export interface FakeStripe extends FakeServer {
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
  customers: Map<string, Customer>;
  sessions: Map<string, CheckoutSession>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  charges: Map<string, Charge>;
  /** Every dispute opened, by id; `closeDispute` settles one. */
  disputes: Map<string, Dispute>;
  /** Which charge (payment intent) paid which invoice. */
  invoicePayments: Map<string, InvoicePayment>;
  /** Every API request the product made, including those refused. */
  requests: RecordedStripeRequest[];
  /** Every event created, in order. */
  events: StripeEvent[];
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

/** A Stripe API error; `status` 400, 401 or 404 as the real API answers. */
class StripeApiError extends Error {
  constructor(readonly status: number, message: string, readonly param?: string, readonly code?: string) {
    super(message);
  }
}

const missingParam = (param: string) => new StripeApiError(400, `Missing required param: ${param}.`, param, 'parameter_missing');
const invalidParam = (param: string, message: string) => new StripeApiError(400, message, param, 'parameter_invalid');
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const record = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Stripe merges metadata updates: an empty value removes a key, and `metadata=` removes all. */
function mergeMetadata(current: Metadata, update: unknown): Metadata {
  if (update === '') return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(record(update))) {
    if (value === '') delete merged[key];
    else merged[key] = String(value);
  }
  return merged;
}

/** The `line_items[n][price_data]` form of checkout, with the checks Stripe makes. */
function parseLineItems(value: unknown, mode: string): LineItemInput[] {
  if (!Array.isArray(value) || value.length === 0) throw missingParam('line_items');
  return value.map((raw, i) => {
    const item = record(raw);
    const price = record(item.price_data);
    const at = `line_items[${i}][price_data]`;
    const unitAmount = Number(price.unit_amount);
    if (text(price.unit_amount) === undefined) throw missingParam(`${at}[unit_amount]`);
    if (!Number.isInteger(unitAmount) || unitAmount < 0) throw invalidParam(`${at}[unit_amount]`, 'This value must be greater than or equal to 0.');
    const currency = text(price.currency);
    if (!currency) throw missingParam(`${at}[currency]`);
    if (!text(record(price.product_data).name)) throw missingParam(`${at}[product_data][name]`);
    const interval = text(record(price.recurring).interval) ?? null;
    if (mode === 'subscription' && !interval) throw invalidParam(`${at}[recurring]`, 'You must provide at least one recurring price in `subscription` mode when using prices.');
    if (mode === 'payment' && interval) throw invalidParam(`${at}[recurring]`, 'You specified `payment` mode but passed a recurring price.');
    return { unitAmount, quantity: Number(item.quantity ?? 1), currency: currency.toLowerCase(), interval };
  });
}

function sendStripeError(res: ServerResponse, error: StripeApiError): void {
  const { status, message, param, code } = error;
  sendJson(res, status, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) } });
}

type ApiResult = { body: StripeObject | StripeList<StripeObject | InvoicePayment>; events?: StripeEvent[] };
type Route = [method: string, path: RegExp, run: (id: string, params: Record<string, unknown>) => ApiResult];

/**
 * Stripe's API as Fanline uses it (customers, checkout sessions, subscriptions)
 * with a hosted payment page at `/pay/:id`, signed webhook delivery, and
 * controls for what happens later in a customer's billing life.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const inputs = new Map<string, SessionInput>();
  const replays = new Map<string, unknown>();
  let queue: Promise<unknown> = Promise.resolve();

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
    signedPayload: (event: StripeEvent) => {
      if (!fake.webhook) throw new Error('set fake.webhook before signing events');
      // Stripe sends its events pretty-printed; signatures cover the exact bytes.
      const payload = JSON.stringify(event, null, 2);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: fake.webhook.secret }) };
    },
    deliver: async (event: StripeEvent, opts?: { signature?: string }) => {
      if (!fake.webhook) throw new Error('set fake.webhook before delivering events');
      const { payload, signature } = fake.signedPayload(event);
      const response = await fetch(fake.webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': opts?.signature ?? signature },
        body: payload,
      });
      const result = { status: response.status, body: await response.text() };
      fake.deliveries.push({ eventId: event.id, type: event.type, ...result });
      return result;
    },
    idle: async () => {
      let seen: Promise<unknown>;
      do {
        seen = queue;
        await seen;
      } while (seen !== queue);
    },
  });
  const billing = createStripeBilling(fake, inputs);

  const routes: Route[] = [
    ['POST', /^\/v1\/customers$/, (_, p) => ({ body: billing.createCustomer(text(p.email) ?? null, text(p.name) ?? null, mergeMetadata({}, p.metadata)) })],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (id) => ({ body: found(fake.customers, id, 'customer') })],
    ['POST', /^\/v1\/checkout\/sessions$/, (_, p) => ({ body: createSession(p) })],
    ['GET', /^\/v1\/checkout\/sessions$/, (_, p) => ({ body: billing.listSessions(p) })],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (id) => ({ body: found(fake.sessions, id, 'checkout.session') })],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (id) => ({ body: found(fake.invoices, id, 'invoice') })],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (id) => ({ body: found(fake.subscriptions, id, 'subscription') })],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, updateSubscription],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, cancelSubscription],
    ['GET', /^\/v1\/invoice_payments$/, (_, p) => ({ body: billing.listInvoicePayments(p) })],
  ];

  function serveApi(req: IncomingMessage, url: URL, body: string, res: ServerResponse): void {
    const method = req.method ?? 'GET';
    const params = { ...decodeStripeForm(url.searchParams), ...decodeStripeForm(new URLSearchParams(body)) };
    const idempotencyKey = text(req.headers['idempotency-key']);
    fake.requests.push({ method, path: url.pathname, params, ...(idempotencyKey ? { idempotencyKey } : {}) });
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${fake.secretKey}`) {
      const key = auth?.replace(/^Bearer /, '') ?? '';
      return sendStripeError(res, new StripeApiError(401, auth ? `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` : 'You did not provide an API key.'));
    }
    const replayKey = `${url.pathname} ${idempotencyKey}`;
    if (idempotencyKey && replays.has(replayKey)) {
      res.setHeader('idempotent-replayed', 'true');
      return sendJson(res, 200, replays.get(replayKey));
    }
    const route = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    if (!route) return sendStripeError(res, new StripeApiError(404, `Unrecognized request URL (${method}: ${url.pathname}).`));
    try {
      const { body: object, events = [] } = route[2](decodeURIComponent(route[1].exec(url.pathname)?.[1] ?? ''), params);
      // Only successes are kept for replay: Stripe lets a key retry a request that failed validation.
      if (idempotencyKey) replays.set(replayKey, structuredClone(object));
      // Real Stripe answers the API call before any webhook it causes arrives.
      const sent = new Promise((resolve) => res.once('close', resolve));
      sendJson(res, 200, object);
      void enqueue(events, sent);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      sendStripeError(res, error);
    }
  }

  async function showPaymentPage(url: URL, res: ServerResponse): Promise<void> {
    const session = fake.sessions.get(url.pathname.slice('/pay/'.length));
    if (!session) return sendJson(res, 404, { error: 'no such checkout session' });
    const cancelled = url.searchParams.get('cancel') === '1';
    if (!cancelled) await fake.completeCheckout(session.id);
    const location = cancelled ? session.cancel_url : session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    res.writeHead(303, { location });
    res.end();
  }

  /** Deliveries run one at a time in creation order, so tests see a deterministic sequence. */
  function enqueue(events: StripeEvent[], after?: Promise<unknown>): Promise<unknown> {
    if (!fake.autoDeliver || !fake.webhook || events.length === 0) return queue;
    queue = queue.then(async () => {
      await after;
      for (const event of events) {
        await fake.deliver(event).catch((error: unknown) => fake.deliveries.push({ eventId: event.id, type: event.type, status: 0, body: String(error) }));
      }
    });
    return queue;
  }

  async function settle(events: StripeEvent[]): Promise<StripeEvent[]> {
    await enqueue(events);
    return events;
  }

  function found<T>(map: Map<string, T>, id: string, kind: string): T {
    const object = map.get(id);
    if (!object) throw new StripeApiError(404, `No such ${kind}: '${id}'`, 'id', 'resource_missing');
    return object;
  }

  function createSession(p: Record<string, unknown>): CheckoutSession {
    const mode = text(p.mode);
    if (!mode) throw missingParam('mode');
    if (mode !== 'subscription' && mode !== 'payment') throw invalidParam('mode', `Invalid mode: must be one of payment, setup, or subscription`);
    const lineItems = parseLineItems(p.line_items, mode);
    const success_url = text(p.success_url);
    const cancel_url = text(p.cancel_url);
    if (!success_url) throw missingParam('success_url');
    if (!cancel_url) throw missingParam('cancel_url');
    const customer = text(p.customer) ?? null;
    if (customer && !fake.customers.has(customer)) throw new StripeApiError(400, `No such customer: '${customer}'`, 'customer', 'resource_missing');
    const id = newId('cs_test', 58);
    const session: CheckoutSession = {
      ...baseFields('cs', mergeMetadata({}, p.metadata)),
      id,
      object: 'checkout.session',
      mode,
      url: `${fake.url}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
      currency: lineItems[0]?.currency ?? 'usd',
      customer,
      customer_email: text(p.customer_email) ?? null,
      client_reference_id: text(p.client_reference_id) ?? null,
      subscription: null,
      payment_intent: null,
      success_url,
      cancel_url,
    };
    fake.sessions.set(id, session);
    const subscriptionMetadata = mergeMetadata({}, record(p.subscription_data).metadata);
    inputs.set(id, { lineItems, subscriptionMetadata, paymentMetadata: mergeMetadata({}, record(p.payment_intent_data).metadata) });
    return session;
  }

  function updateSubscription(id: string, p: Record<string, unknown>): ApiResult {
    const sub = found(fake.subscriptions, id, 'subscription');
    const before = structuredClone(sub);
    if (p.cancel_at_period_end !== undefined) {
      if (sub.status === 'canceled') throw invalidParam('cancel_at_period_end', 'A canceled subscription can only update its cancellation_details and metadata.');
      const cancelling = p.cancel_at_period_end === 'true';
      sub.cancel_at_period_end = cancelling;
      sub.cancel_at = cancelling ? (sub.items.data[0]?.current_period_end ?? null) : null;
      sub.canceled_at = cancelling ? now() : null;
    }
    if (p.metadata !== undefined) sub.metadata = mergeMetadata(sub.metadata, p.metadata);
    const comment = record(p.cancellation_details).comment;
    if (typeof comment === 'string') sub.cancellation_details.comment = comment || null;
    const previous = changedAttributes(before, sub);
    return { body: sub, events: previous ? [billing.createEvent('customer.subscription.updated', sub, previous)] : [] };
  }

  function cancelSubscription(id: string): ApiResult {
    const sub = found(fake.subscriptions, id, 'subscription');
    if (sub.status === 'canceled') throw new StripeApiError(400, `This subscription is already canceled: '${id}'`, 'id');
    sub.status = 'canceled';
    sub.canceled_at = sub.ended_at = now();
    return { body: sub, events: [billing.createEvent('customer.subscription.deleted', sub)] };
  }

  return fake;
}
