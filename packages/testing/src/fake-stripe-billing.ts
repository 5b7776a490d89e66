import { baseFields, newId, now, type Charge, type CheckoutSession, type Customer, type Metadata, type StripeEvent, type StripeList, type StripeObject, type Subscription } from './fake-stripe-objects';
import { changedAttributes, createEvent as recordEvent, type SessionInput, type StripeLedger } from './fake-stripe-ledger';
import { closeDispute, dispute, refund } from './fake-stripe-charges';
import { PERIOD_SECONDS, chargeInvoice, createInvoice, listInvoicePayments, startNextPeriod } from './fake-stripe-invoices';

export { changedAttributes, type LineItemInput, type SessionInput, type StripeLedger } from './fake-stripe-ledger';

/**
 * What happens in a customer's billing life after the API calls: each step changes
 * the ledger in place and returns the events it caused, leaving delivery to the caller.
 */
export function createStripeBilling(ledger: StripeLedger, inputs: Map<string, SessionInput>) {
  function createEvent(type: string, object: StripeObject, previous?: Record<string, unknown>): StripeEvent {
    return recordEvent(ledger, type, object, previous);
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
    const invoice = createInvoice(ledger, sub, 'subscription_create', true, { start, end: start });
    session.customer = customer;
    session.subscription = sub.id;
    return [createEvent('customer.subscription.created', sub), createEvent('invoice.paid', invoice), createEvent('checkout.session.completed', session)];
  }

  function liveSubscription(id: string): Subscription {
    const sub = ledger.subscriptions.get(id);
    if (!sub || sub.status === 'canceled') throw new Error(`no live subscription ${id}`);
    return sub;
  }

  function renew(id: string): StripeEvent[] {
    const sub = liveSubscription(id);
    const before = structuredClone(sub);
    const unpaid = sub.status === 'past_due' ? ledger.invoices.get(sub.latest_invoice ?? '') : undefined;
    const invoice = unpaid ?? startNextPeriod(ledger, sub, true);
    if (unpaid) {
      unpaid.status = 'paid';
      unpaid.amount_paid = unpaid.amount_due;
      unpaid.amount_remaining = 0;
      unpaid.attempt_count += 1;
      chargeInvoice(ledger, unpaid);
    }
    sub.status = 'active';
    return [createEvent('invoice.paid', invoice), createEvent('customer.subscription.updated', sub, changedAttributes(before, sub))];
  }

  function failRenewal(id: string): StripeEvent[] {
    const sub = liveSubscription(id);
    const before = structuredClone(sub);
    const invoice = startNextPeriod(ledger, sub, false);
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

  /** GET /v1/checkout/sessions, filtered by `payment_intent` as Stripe does, newest first. */
  function listSessions(params: Record<string, unknown>): StripeList<CheckoutSession> {
    const data = [...ledger.sessions.values()].filter((s) => !params.payment_intent || s.payment_intent === params.payment_intent).reverse();
    return { object: 'list', url: '/v1/checkout/sessions', has_more: false, data };
  }

  return {
    createEvent,
    createCustomer,
    completeSession,
    renew,
    failRenewal,
    endPeriod,
    refund: (sessionOrInvoiceId: string, amountCents?: number) => refund(ledger, inputs, sessionOrInvoiceId, amountCents),
    dispute: (sessionOrInvoiceId: string) => dispute(ledger, inputs, sessionOrInvoiceId),
    closeDispute: (disputeId: string, status: 'won' | 'lost') => closeDispute(ledger, disputeId, status),
    listInvoicePayments: (params: Record<string, unknown>) => listInvoicePayments(ledger, params),
    listSessions,
  };
}
