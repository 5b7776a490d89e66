import {
  FAKE_STRIPE_API_VERSION,
  baseFields,
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
  type StripeList,
  type StripeObject,
  type Subscription,
} from './fake-stripe-objects';

const PERIOD_SECONDS = 30 * 86_400;

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
  disputes: Map<string, Dispute>;
  invoicePayments: Map<string, InvoicePayment>;
  events: StripeEvent[];
}

/** The `previous_attributes` of an update event: the old values of top-level fields that changed. */
export function changedAttributes(before: object, after: object): Record<string, unknown> | undefined {
  const old = before as Record<string, unknown>;
  const changed = Object.entries(after).filter(([key, value]) => JSON.stringify(old[key]) !== JSON.stringify(value));
  return changed.length ? Object.fromEntries(changed.map(([key]) => [key, old[key]])) : undefined;
}

/**
 * What happens in a customer's billing life after the API calls: each step changes
 * the ledger in place and returns the events it caused, leaving delivery to the caller.
 */
export function createStripeBilling(ledger: StripeLedger, inputs: Map<string, SessionInput>) {
  function createEvent(type: string, object: StripeObject, previous?: Record<string, unknown>): StripeEvent {
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

  function createCustomer(email: string | null, name: string | null, metadata: Metadata): Customer {
    const customer: Customer = { ...baseFields('cus', metadata), object: 'customer', email, name };
    ledger.customers.set(customer.id, customer);
    return customer;
  }

  function completeSession(id: string): StripeEvent[] {
    const session = ledger.sessions.get(id);
    const input = inputs.get(id);
    if (!session || !input) throw new Error(`no checkout session ${id}`);
    if (session.status === 'complete') return [];
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    if (session.mode === 'payment') {
      const charge: Charge = {
        ...baseFields('ch', input.paymentMetadata),
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: 0,
        currency: session.currency,
        customer: session.customer,
        payment_intent: newId('pi'),
        refunded: false,
        disputed: false,
      };
      ledger.charges.set(charge.id, charge);
      input.chargeId = charge.id;
      session.payment_intent = charge.payment_intent;
      return [createEvent('checkout.session.completed', session)];
    }
    const customer = session.customer ?? createCustomer(session.customer_email, null, {}).id;
    const start = now();
    const sub: Subscription = {
      ...baseFields('sub', input.subscriptionMetadata),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { comment: null },
      currency: session.currency,
      start_date: start,
      latest_invoice: null,
      items: {
        object: 'list',
        data: input.lineItems.map((item) => ({
          id: newId('si'),
          object: 'subscription_item' as const,
          current_period_start: start,
          current_period_end: start + PERIOD_SECONDS,
          price: { id: newId('price'), object: 'price' as const, unit_amount: item.unitAmount, currency: item.currency, recurring: { interval: item.interval ?? 'month' }, product: newId('prod') },
          quantity: item.quantity,
        })),
      },
    };
    ledger.subscriptions.set(sub.id, sub);
    const invoice = createInvoice(sub, 'subscription_create', true, { start, end: start });
    session.customer = customer;
    session.subscription = sub.id;
    return [createEvent('customer.subscription.created', sub), createEvent('invoice.paid', invoice), createEvent('checkout.session.completed', session)];
  }

  function createInvoice(sub: Subscription, reason: Invoice['billing_reason'], paid: boolean, previousPeriod: { start: number; end: number }): Invoice {
    const lines = sub.items.data.map((item) => ({
      id: newId('il'),
      object: 'line_item' as const,
      amount: item.price.unit_amount * item.quantity,
      currency: sub.currency,
      period: { start: item.current_period_start, end: item.current_period_end },
      metadata: { ...sub.metadata },
    }));
    const amount = lines.reduce((sum, line) => sum + line.amount, 0);
    const invoice: Invoice = {
      ...baseFields('in'),
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: 1,
      currency: sub.currency,
      billing_reason: reason,
      period_start: previousPeriod.start,
      period_end: previousPeriod.end,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
      lines: { object: 'list', data: lines },
    };
    ledger.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    if (paid) chargeInvoice(invoice);
    return invoice;
  }

  /** The charge that pays an invoice, and the invoice payment that links the two. */
  function chargeInvoice(invoice: Invoice): void {
    const charge: Charge = {
      ...baseFields('ch'),
      object: 'charge',
      amount: invoice.amount_paid,
      amount_refunded: 0,
      currency: invoice.currency,
      customer: invoice.customer,
      payment_intent: newId('pi'),
      refunded: false,
      disputed: false,
    };
    ledger.charges.set(charge.id, charge);
    const payment: InvoicePayment = {
      id: newId('inpay'),
      object: 'invoice_payment',
      created: now(),
      livemode: false,
      amount_paid: invoice.amount_paid,
      amount_requested: invoice.amount_due,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      payment: { type: 'payment_intent', payment_intent: charge.payment_intent },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: now() },
    };
    ledger.invoicePayments.set(payment.id, payment);
  }

  /** GET /v1/invoice_payments, filtered by `invoice` and `payment[payment_intent]` as Stripe does. */
  function listInvoicePayments(params: Record<string, unknown>): StripeList<InvoicePayment> {
    const paymentIntent = (params.payment as { payment_intent?: string } | undefined)?.payment_intent;
    const data = [...ledger.invoicePayments.values()].filter(
      (p) => (!params.invoice || p.invoice === params.invoice) && (!paymentIntent || p.payment.payment_intent === paymentIntent),
    );
    return { object: 'list', url: '/v1/invoice_payments', has_more: false, data };
  }

  function liveSubscription(id: string): Subscription {
    const sub = ledger.subscriptions.get(id);
    if (!sub || sub.status === 'canceled') throw new Error(`no live subscription ${id}`);
    return sub;
  }

  /** Starts the next period and invoices it, as Stripe does at each period end. */
  function startNextPeriod(sub: Subscription, paid: boolean): Invoice {
    const first = sub.items.data[0];
    const previous = { start: first?.current_period_start ?? now(), end: first?.current_period_end ?? now() };
    for (const item of sub.items.data) {
      item.current_period_start = item.current_period_end;
      item.current_period_end += PERIOD_SECONDS;
    }
    if (sub.cancel_at_period_end) sub.cancel_at = sub.items.data[0]?.current_period_end ?? null;
    return createInvoice(sub, 'subscription_cycle', paid, previous);
  }

  function renew(id: string): StripeEvent[] {
    const sub = liveSubscription(id);
    const before = structuredClone(sub);
    const unpaid = sub.status === 'past_due' ? ledger.invoices.get(sub.latest_invoice ?? '') : undefined;
    const invoice = unpaid ?? startNextPeriod(sub, true);
    if (unpaid) {
      unpaid.status = 'paid';
      unpaid.amount_paid = unpaid.amount_due;
      unpaid.amount_remaining = 0;
      unpaid.attempt_count += 1;
      chargeInvoice(unpaid);
    }
    sub.status = 'active';
    return [createEvent('invoice.paid', invoice), createEvent('customer.subscription.updated', sub, changedAttributes(before, sub))];
  }

  function failRenewal(id: string): StripeEvent[] {
    const sub = liveSubscription(id);
    const before = structuredClone(sub);
    const invoice = startNextPeriod(sub, false);
    sub.status = 'past_due';
    return [createEvent('invoice.payment_failed', invoice), createEvent('customer.subscription.updated', sub, changedAttributes(before, sub))];
  }

  function endPeriod(id: string): StripeEvent[] {
    const sub = liveSubscription(id);
    if (!sub.cancel_at_period_end) return renew(id);
    sub.status = 'canceled';
    sub.ended_at = now();
    return [createEvent('customer.subscription.deleted', sub)];
  }

  function refund(sessionOrInvoiceId: string, amountCents?: number): StripeEvent[] {
    const charge = chargeOf(sessionOrInvoiceId);
    const before = structuredClone(charge);
    const amount = amountCents ?? charge.amount - charge.amount_refunded;
    if (amount <= 0 || charge.amount_refunded + amount > charge.amount) throw new Error(`cannot refund ${amount} of ${charge.id}`);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return [createEvent('charge.refunded', charge, changedAttributes(before, charge))];
  }

  function dispute(sessionOrInvoiceId: string): StripeEvent[] {
    const charge = chargeOf(sessionOrInvoiceId);
    charge.disputed = true;
    const { amount, currency, payment_intent } = charge;
    const opened: Dispute = { ...baseFields('dp'), object: 'dispute', amount, charge: charge.id, currency, payment_intent, reason: 'fraudulent', status: 'needs_response' };
    ledger.disputes.set(opened.id, opened);
    return [createEvent('charge.dispute.created', opened)];
  }

  /** The card network decides an open dispute: charge.dispute.closed with status won or lost. */
  function closeDispute(disputeId: string, status: 'won' | 'lost'): StripeEvent[] {
    const dispute = ledger.disputes.get(disputeId);
    if (!dispute) throw new Error(`no dispute ${disputeId}`);
    if (dispute.status !== 'needs_response') throw new Error(`dispute ${disputeId} is already closed (${dispute.status})`);
    dispute.status = status;
    return [createEvent('charge.dispute.closed', dispute)];
  }

  /** GET /v1/checkout/sessions, filtered by `payment_intent` as Stripe does, newest first. */
  function listSessions(params: Record<string, unknown>): StripeList<CheckoutSession> {
    const data = [...ledger.sessions.values()].filter((s) => !params.payment_intent || s.payment_intent === params.payment_intent).reverse();
    return { object: 'list', url: '/v1/checkout/sessions', has_more: false, data };
  }

  /** The charge of a paid payment-mode session, or of a paid invoice. */
  function chargeOf(sessionOrInvoiceId: string): Charge {
    const invoicePayment = [...ledger.invoicePayments.values()].find((p) => p.invoice === sessionOrInvoiceId);
    const charge = invoicePayment
      ? [...ledger.charges.values()].find((c) => c.payment_intent === invoicePayment.payment.payment_intent)
      : ledger.charges.get(inputs.get(sessionOrInvoiceId)?.chargeId ?? '');
    if (!charge) throw new Error(`${sessionOrInvoiceId} has no charge: is it a completed payment-mode session or a paid invoice?`);
    return charge;
  }

  return { createEvent, createCustomer, completeSession, renew, failRenewal, endPeriod, refund, dispute, closeDispute, listInvoicePayments, listSessions };
}
