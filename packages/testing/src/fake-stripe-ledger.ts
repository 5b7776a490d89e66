// The fake's stored state as the billing steps see it, and the events they record in it.
import {
  FAKE_STRIPE_API_VERSION,
  newId,
  now,
  type Charge,
  type CheckoutSession,
  type Customer,
  type Dispute,
  type Invoice,
  type InvoicePayment,
  type Metadata,
  type StripeEvent,
  type StripeObject,
  type Subscription,
} from './fake-stripe-objects';

export interface LineItemInput {
  unitAmount: number;
  quantity: number;
  currency: string;
  interval: string | null;
}

/** What each checkout session was created with, which Stripe keeps but does not return. */
export interface SessionInput {
  lineItems: LineItemInput[];
  subscriptionMetadata: Metadata;
  paymentMetadata: Metadata;
  chargeId?: string;
}

/** Billing is handed the fake itself, not copies of its maps, so a test that replaces one sees billing use the new one. */
export interface StripeLedger {
  customers: Map<string, Customer>;
  sessions: Map<string, CheckoutSession>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  charges: Map<string, Charge>;
  /** Every dispute opened, by id; `closeDispute` settles one. */
  disputes: Map<string, Dispute>;
  /** Which charge (payment intent) paid which invoice. */
  invoicePayments: Map<string, InvoicePayment>;
  /** Every event created, in order. */
  events: StripeEvent[];
}

/** The `previous_attributes` of an update event: the old values of top-level fields that changed. */
export function changedAttributes(before: object, after: object): Record<string, unknown> | undefined {
  const old = before as Record<string, unknown>;
  const changed = Object.entries(after).filter(([key, value]) => JSON.stringify(old[key]) !== JSON.stringify(value));
  return changed.length ? Object.fromEntries(changed.map(([key]) => [key, old[key]])) : undefined;
}

/** Records an event with a snapshot of `object` as it is now. */
export function createEvent(ledger: StripeLedger, type: string, object: StripeObject, previous?: Record<string, unknown>): StripeEvent {
  const event: StripeEvent = {
    id: newId('evt'),
    object: 'event',
    created: now(),
    livemode: false,
    api_version: FAKE_STRIPE_API_VERSION,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
  };
  ledger.events.push(event);
  return event;
}
