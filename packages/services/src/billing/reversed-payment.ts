import type Stripe from 'stripe';
import type { Db } from '@fanline/db';
import { recordAffiliateCommission } from '../admin/affiliates';
import { keepsMoney, packPurchaseForPaymentIntent, userForCustomer } from './payment-events';
import { packSale } from './packs';
import { idOf } from './stripe-ids';

/**
 * The payment a refunded or disputed charge paid: a subscription invoice or a
 * pack's Checkout session, whose id is the affiliate commission's source.
 */
export interface ReversedPayment {
  sourceRef: string;
  /**
   * Stripe's copy of the payment, fetched when Fanline had recorded no
   * commission for it yet: its own paid event may still be on its way, and
   * then this event records the commission first (`earnCommissionFirst`).
   */
  earnFrom: { invoice: Stripe.Invoice } | { session: Stripe.Checkout.Session } | null;
}

/** The payment intent a refund or dispute event is about; null for other events, and for a dispute closed with nothing to give back. */
export function reversedPaymentIntent(event: Stripe.Event): string | null {
  if (event.type === 'charge.refunded') return idOf(event.data.object.payment_intent);
  if (event.type === 'charge.dispute.created') return idOf(event.data.object.payment_intent);
  if (event.type === 'charge.dispute.closed' && keepsMoney(event.data.object)) return idOf(event.data.object.payment_intent);
  return null;
}

/**
 * What a charge paid, asked of Stripe before the webhook's transaction. In this
 * API version neither the charge nor the invoice names the other, so Stripe's
 * invoice payments link them; a pack's session is on its purchase row, or, when
 * the refund lands before the pack's checkout was processed, found at Stripe by
 * its payment intent. Null when the charge paid neither.
 */
export async function reversedPaymentOf(db: Db, stripe: Stripe, paymentIntent: string | null): Promise<ReversedPayment | null> {
  if (!paymentIntent) return null;
  const payments = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 });
  const invoiceId = idOf(payments.data[0]?.invoice);
  if (invoiceId) {
    const earned = await db.selectFrom('affiliate_commissions').select('id').where('source_ref', '=', invoiceId).executeTakeFirst();
    return { sourceRef: invoiceId, earnFrom: earned ? null : { invoice: await stripe.invoices.retrieve(invoiceId) } };
  }
  const purchase = await packPurchaseForPaymentIntent(db, paymentIntent);
  if (purchase) return { sourceRef: purchase.sessionId, earnFrom: null };
  const [session] = (await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 })).data;
  return session ? { sourceRef: session.id, earnFrom: { session } } : null;
}

/**
 * Records the commission on a reversed payment whose own paid event Fanline
 * has not processed: whichever event about a payment comes first earns the
 * commission, from the same figures the paid event uses (the invoice's amount
 * paid, the pack's price), and the source's unique key keeps it to one row. So
 * a refund or dispute that lands before the payment still takes back its share.
 */
export async function earnCommissionFirst(trx: Db, payment: ReversedPayment, rateBps: number): Promise<void> {
  const { earnFrom, sourceRef } = payment;
  if (!earnFrom) return;
  if ('invoice' in earnFrom) {
    const { invoice } = earnFrom;
    if (invoice.status !== 'paid') return;
    const userId = await userForCustomer(trx, invoice.customer, invoice.parent?.subscription_details?.metadata);
    await recordAffiliateCommission(trx, { userId, sourceRef, revenueCents: invoice.amount_paid, rateBps });
    return;
  }
  const sale = packSale(earnFrom.session);
  if (sale) await recordAffiliateCommission(trx, { userId: sale.userId, sourceRef, revenueCents: sale.amountCents, rateBps });
}
