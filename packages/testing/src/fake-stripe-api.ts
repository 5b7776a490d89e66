// Stripe's REST API as Fanline calls it: auth, idempotent replays, routing, and the requests that change objects.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { createStripeBilling } from './fake-stripe-billing';
import { StripeApiError, invalidParam, missingParam, sendStripeError } from './fake-stripe-errors';
import { decodeStripeForm } from './fake-stripe-form';
import { changedAttributes, type SessionInput, type StripeLedger } from './fake-stripe-ledger';
import { baseFields, newId, now, type CheckoutSession, type InvoicePayment, type RecordedStripeRequest, type StripeEvent, type StripeList, type StripeObject } from './fake-stripe-objects';
import { mergeMetadata, parseLineItems, record, text } from './fake-stripe-params';
import { sendJson } from './fake-server';

type ApiResult = { body: StripeObject | StripeList<StripeObject | InvoicePayment>; events?: StripeEvent[] };
type Route = [method: string, path: RegExp, run: (id: string, params: Record<string, unknown>) => ApiResult];

/** The parts of the fake the API serves from and records to. */
export interface StripeApiState extends StripeLedger {
  url: string;
  secretKey: string;
  requests: RecordedStripeRequest[];
}

/** Answers one API request; events it causes go to `enqueue` once the response is sent. */
export function createStripeApi(
  fake: StripeApiState,
  billing: ReturnType<typeof createStripeBilling>,
  inputs: Map<string, SessionInput>,
  enqueue: (events: StripeEvent[], after: Promise<unknown>) => Promise<unknown>,
): (req: IncomingMessage, url: URL, body: string, res: ServerResponse) => void {
  const replays = new Map<string, unknown>();

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

  return serveApi;
}
