import { randomInt } from 'node:crypto';

export const FAKE_STRIPE_API_VERSION = '2026-10-28.endive';

export type Metadata = Record<string, string>;
interface Base {
  id: string;
  created: number;
  livemode: false;
  metadata: Metadata;
}

export interface Customer extends Base {
  object: 'customer';
  email: string | null;
  name: string | null;
}

export interface CheckoutSession extends Base {
  object: 'checkout.session';
  mode: 'subscription' | 'payment';
  /** Null once the session is complete, as in Stripe. */
  url: string | null;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  subscription: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  /** In this API version the billing period lives on the item, not the subscription. */
  current_period_start: number;
  current_period_end: number;
  price: { id: string; object: 'price'; unit_amount: number; currency: string; recurring: { interval: string }; product: string };
  quantity: number;
}

export interface Subscription extends Base {
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  /** When cancellation was requested, which for cancel_at_period_end precedes `ended_at`. */
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { comment: string | null };
  currency: string;
  start_date: number;
  latest_invoice: string | null;
  items: { object: 'list'; data: SubscriptionItem[] };
}

export interface Invoice extends Base {
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  currency: string;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  /** Stripe's quirk: the period *before* the invoice; the service period is on each line. */
  period_start: number;
  period_end: number;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Metadata } };
  lines: { object: 'list'; data: { id: string; object: 'line_item'; amount: number; currency: string; period: { start: number; end: number }; metadata: Metadata }[] };
}

export interface Charge extends Base {
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  customer: string | null;
  payment_intent: string;
  refunded: boolean;
  disputed: boolean;
}

export interface Dispute extends Base {
  object: 'dispute';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: 'fraudulent';
  /** Open until `closeDispute` settles it: won (the merchant keeps the money) or lost. */
  status: 'needs_response' | 'won' | 'lost';
}

/** How an invoice was paid. In this API version neither the invoice nor its charge names the other; this links them. */
export interface InvoicePayment {
  id: string;
  object: 'invoice_payment';
  created: number;
  livemode: false;
  amount_paid: number;
  amount_requested: number;
  currency: string;
  invoice: string;
  is_default: true;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'paid';
  status_transitions: { canceled_at: null; paid_at: number };
}

export type StripeObject = Customer | CheckoutSession | Subscription | Invoice | Charge | Dispute;

/** A page of a list endpoint; the fake never pages. */
export interface StripeList<T> {
  object: 'list';
  url: string;
  has_more: false;
  data: T[];
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  /** A snapshot: later changes to the object do not show in earlier events. */
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey?: string;
}

export const now = () => Math.floor(Date.now() / 1000);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const newId = (prefix: string, length = 24) => `${prefix}_${Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export function baseFields(prefix: string, metadata: Metadata = {}): Base {
  return { id: newId(prefix), created: now(), livemode: false, metadata };
}
