import type Stripe from 'stripe';
import type { Db } from '@fanline/db';
import { reinstateAffiliateCommission, reverseAffiliateCommission } from '../admin/affiliates';
import { disputeWon, keepsMoney, lockCharge, packPurchaseForPaymentIntent, recordPaymentEvent, refundGrowth, userForCustomer } from './payment-events';
import { earnCommissionFirst, type ReversedPayment } from './reversed-payment';
import { idOf } from './stripe-ids';

/**
 * charge.refunded: records what this refund adds to the charge's refunded
 * total, and takes back the affiliate commission on it, keyed by the event
 * (each charge.refunded event is one refund). The commission's source is the
 * pack's Checkout session, or the invoice the charge paid; if the payment's
 * own event has not been processed yet, the commission is recorded first.
 */
export async function recordRefund(trx: Db, eventId: string, charge: Stripe.Charge, payment: ReversedPayment | null, rateBps: number): Promise<void> {
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
  if (!payment) return;
  await earnCommissionFirst(trx, payment, rateBps);
  await reverseAffiliateCommission(trx, { sourceRef: payment.sourceRef, reversalRef: `refund:${eventId}`, revenueCents: refunded });
}

/** The charge's lock, and the pack the dispute's payment intent bought (for the figures' user and item). */
async function lockDisputedCharge(trx: Db, dispute: Stripe.Dispute): Promise<{ userId: string | null; item: string | null }> {
  const chargeId = idOf(dispute.charge);
  if (chargeId) await lockCharge(trx, chargeId);
  const purchase = await packPurchaseForPaymentIntent(trx, idOf(dispute.payment_intent));
  return { userId: purchase?.userId ?? null, item: purchase?.item ?? null };
}

/**
 * charge.dispute.created: records the dispute, and takes back the affiliate
 * commission on the disputed amount at once, since Stripe holds that money
 * from the moment the dispute opens. Serialised with the charge's refunds and
 * the dispute's closing; a dispute already closed as won takes nothing back.
 */
export async function recordDispute(trx: Db, eventId: string, dispute: Stripe.Dispute, payment: ReversedPayment | null, rateBps: number): Promise<void> {
  const buyer = await lockDisputedCharge(trx, dispute);
  await recordPaymentEvent(trx, { eventId, kind: 'dispute', ...buyer, amountCents: dispute.amount, currency: dispute.currency, objectId: dispute.id });
  if (!payment) return;
  await earnCommissionFirst(trx, payment, rateBps);
  if (await disputeWon(trx, dispute.id)) return;
  await reverseAffiliateCommission(trx, { sourceRef: payment.sourceRef, reversalRef: `dispute:${dispute.id}`, revenueCents: dispute.amount });
}

/**
 * charge.dispute.closed. Lost: the money and the commission stay taken back,
 * and the dispute stays counted; nothing to record. Won (or an inquiry closed
 * without a chargeback): Stripe returns the money, so the outcome is recorded
 * (a 'dispute' row with the amount negated, which the admin figures net out)
 * and the commission the dispute took back is given back, once, keyed
 * `<source>#dispute-won:<dispute id>`. If the closing lands before the
 * opening, the opening finds it and takes nothing back.
 */
export async function recordDisputeClosed(trx: Db, eventId: string, dispute: Stripe.Dispute, payment: ReversedPayment | null): Promise<void> {
  if (!keepsMoney(dispute)) return;
  const buyer = await lockDisputedCharge(trx, dispute);
  if (await disputeWon(trx, dispute.id)) return;
  await recordPaymentEvent(trx, { eventId, kind: 'dispute', ...buyer, amountCents: -dispute.amount, currency: dispute.currency, objectId: dispute.id });
  if (!payment) return;
  await reinstateAffiliateCommission(trx, { sourceRef: payment.sourceRef, reversalRef: `dispute:${dispute.id}`, reinstatementRef: `dispute-won:${dispute.id}` });
}
