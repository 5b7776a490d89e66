import type Stripe from 'stripe';
import type { Db } from '@fanline/db';
import { reverseAffiliateCommission } from '../admin/affiliates';
import { lockCharge, packPurchaseForPaymentIntent, recordPaymentEvent, refundGrowth, userForCustomer } from './payment-events';
import { idOf } from './stripe-ids';

/** The payment intent a refund or dispute event is about; null for other events. */
export function reversedPaymentIntent(event: Stripe.Event): string | null {
  if (event.type === 'charge.refunded') return idOf(event.data.object.payment_intent);
  if (event.type === 'charge.dispute.created') return idOf(event.data.object.payment_intent);
  return null;
}

/**
 * The subscription invoice a payment intent paid, or null (a pack's payment).
 * In this API version neither the charge nor the invoice names the other, so
 * Stripe's invoice payments link them. Asked before the webhook's transaction.
 */
export async function invoicePaidBy(stripe: Stripe, paymentIntent: string | null): Promise<string | null> {
  if (!paymentIntent) return null;
  const payments = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 });
  return idOf(payments.data[0]?.invoice);
}

/**
 * charge.refunded: records what this refund adds to the charge's refunded
 * total, and takes back the affiliate commission on it, keyed by the event
 * (each charge.refunded event is one refund). The commission's source is the
 * pack's Checkout session, or the invoice the charge paid.
 */
export async function recordRefund(trx: Db, eventId: string, charge: Stripe.Charge, invoiceId: string | null): Promise<void> {
  const refunded = await refundGrowth(trx, charge);
  await recordPaymentEvent(trx, {
    eventId,
    kind: 'refund',
    userId: await userForCustomer(trx, charge.customer, charge.metadata),
    amountCents: refunded,
    currency: charge.currency,
    objectId: charge.id,
    item: charge.metadata?.plan_type ?? null,
  });
  const purchase = await packPurchaseForPaymentIntent(trx, idOf(charge.payment_intent));
  const sourceRef = purchase?.sessionId ?? invoiceId;
  if (sourceRef) await reverseAffiliateCommission(trx, { sourceRef, reversalRef: `refund:${eventId}`, revenueCents: refunded });
}

/**
 * charge.dispute.created: records the dispute, and takes back the affiliate
 * commission on the disputed amount at once, since Stripe holds that money
 * from the moment the dispute opens. Serialised with the charge's refunds.
 */
export async function recordDispute(trx: Db, eventId: string, dispute: Stripe.Dispute, invoiceId: string | null): Promise<void> {
  const chargeId = idOf(dispute.charge);
  if (chargeId) await lockCharge(trx, chargeId);
  const purchase = await packPurchaseForPaymentIntent(trx, idOf(dispute.payment_intent));
  await recordPaymentEvent(trx, {
    eventId,
    kind: 'dispute',
    userId: purchase?.userId ?? null,
    amountCents: dispute.amount,
    currency: dispute.currency,
    objectId: dispute.id,
    item: purchase?.item ?? null,
  });
  const sourceRef = purchase?.sessionId ?? invoiceId;
  if (sourceRef) await reverseAffiliateCommission(trx, { sourceRef, reversalRef: `dispute:${dispute.id}`, revenueCents: dispute.amount });
}
