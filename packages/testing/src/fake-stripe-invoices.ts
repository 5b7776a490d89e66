// Subscription invoices: billing periods, the invoices that bill them and the charges that pay them.
import { baseFields, newId, now, type Charge, type Invoice, type InvoicePayment, type StripeList, type Subscription } from './fake-stripe-objects';
import type { StripeLedger } from './fake-stripe-ledger';

export const PERIOD_SECONDS = 30 * 86_400;

export function createInvoice(
  ledger: StripeLedger,
  sub: Subscription,
  reason: Invoice['billing_reason'],
  paid: boolean,
  previousPeriod: { start: number; end: number },
): Invoice {
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
  if (paid) chargeInvoice(ledger, invoice);
  return invoice;
}

/** The charge that pays an invoice, and the invoice payment that links the two. */
export function chargeInvoice(ledger: StripeLedger, invoice: Invoice): void {
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
export function listInvoicePayments(ledger: StripeLedger, params: Record<string, unknown>): StripeList<InvoicePayment> {
  const paymentIntent = (params.payment as { payment_intent?: string } | undefined)?.payment_intent;
  const data = [...ledger.invoicePayments.values()].filter(
    (p) => (!params.invoice || p.invoice === params.invoice) && (!paymentIntent || p.payment.payment_intent === paymentIntent),
  );
  return { object: 'list', url: '/v1/invoice_payments', has_more: false, data };
}

/** Starts the next period and invoices it, as Stripe does at each period end. */
export function startNextPeriod(ledger: StripeLedger, sub: Subscription, paid: boolean): Invoice {
  const first = sub.items.data[0];
  const previous = { start: first?.current_period_start ?? now(), end: first?.current_period_end ?? now() };
  for (const item of sub.items.data) {
    item.current_period_start = item.current_period_end;
    item.current_period_end += PERIOD_SECONDS;
  }
  if (sub.cancel_at_period_end) sub.cancel_at = sub.items.data[0]?.current_period_end ?? null;
  return createInvoice(ledger, sub, 'subscription_cycle', paid, previous);
}
