// What happens to a charge after it is paid: refunds, and disputes the card network decides.
import { baseFields, type Charge, type Dispute, type StripeEvent } from './fake-stripe-objects';
import { changedAttributes, createEvent, type SessionInput, type StripeLedger } from './fake-stripe-ledger';

export function refund(ledger: StripeLedger, inputs: Map<string, SessionInput>, sessionOrInvoiceId: string, amountCents?: number): StripeEvent[] {
  const charge = chargeOf(ledger, inputs, sessionOrInvoiceId);
  const before = structuredClone(charge);
  const amount = amountCents ?? charge.amount - charge.amount_refunded;
  if (amount <= 0 || charge.amount_refunded + amount > charge.amount) throw new Error(`cannot refund ${amount} of ${charge.id}`);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  return [createEvent(ledger, 'charge.refunded', charge, changedAttributes(before, charge))];
}

export function dispute(ledger: StripeLedger, inputs: Map<string, SessionInput>, sessionOrInvoiceId: string): StripeEvent[] {
  const charge = chargeOf(ledger, inputs, sessionOrInvoiceId);
  charge.disputed = true;
  const { amount, currency, payment_intent } = charge;
  const opened: Dispute = { ...baseFields('dp'), object: 'dispute', amount, charge: charge.id, currency, payment_intent, reason: 'fraudulent', status: 'needs_response' };
  ledger.disputes.set(opened.id, opened);
  return [createEvent(ledger, 'charge.dispute.created', opened)];
}

/** The card network decides an open dispute: charge.dispute.closed with status won or lost. */
export function closeDispute(ledger: StripeLedger, disputeId: string, status: 'won' | 'lost'): StripeEvent[] {
  const dispute = ledger.disputes.get(disputeId);
  if (!dispute) throw new Error(`no dispute ${disputeId}`);
  if (dispute.status !== 'needs_response') throw new Error(`dispute ${disputeId} is already closed (${dispute.status})`);
  dispute.status = status;
  return [createEvent(ledger, 'charge.dispute.closed', dispute)];
}

/** The charge of a paid payment-mode session, or of a paid invoice. */
function chargeOf(ledger: StripeLedger, inputs: Map<string, SessionInput>, sessionOrInvoiceId: string): Charge {
  const invoicePayment = [...ledger.invoicePayments.values()].find((p) => p.invoice === sessionOrInvoiceId);
  const charge = invoicePayment
    ? [...ledger.charges.values()].find((c) => c.payment_intent === invoicePayment.payment.payment_intent)
    : ledger.charges.get(inputs.get(sessionOrInvoiceId)?.chargeId ?? '');
  if (!charge) throw new Error(`${sessionOrInvoiceId} has no charge: is it a completed payment-mode session or a paid invoice?`);
  return charge;
}
