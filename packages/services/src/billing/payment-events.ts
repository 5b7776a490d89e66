import { sql } from 'kysely';
import type Stripe from 'stripe';
import type { Db } from '@fanline/db';
import { idOf } from './stripe-ids';

type Kind = 'invoice_paid' | 'payment_failed' | 'refund' | 'dispute';

interface PaymentEvent {
  eventId: string;
  kind: Kind;
  userId: string | null;
  /** Positive, except for a dispute closed in Fanline's favour: see `disputeWon`. */
  amountCents: number;
  currency: string;
  objectId: string;
  item?: string | null;
}

/**
 * One row per Stripe event: the figures behind the admin's revenue, failure,
 * refund and dispute numbers. A dispute's rows share its id and sum to what it
 * holds: its amount while open or once lost, nothing once won.
 */
export async function recordPaymentEvent(trx: Db, event: PaymentEvent): Promise<void> {
  await trx
    .insertInto('platform_payment_events')
    .values({
      stripe_event_id: event.eventId,
      kind: event.kind,
      user_id: event.userId,
      amount_cents: event.amountCents,
      currency: event.currency,
      stripe_object_id: event.objectId,
      item: event.item ?? null,
    })
    .onConflict((oc) => oc.column('stripe_event_id').doNothing())
    .execute();
}

/** The Fanline user behind a Stripe customer, or the user id Fanline put in the metadata. */
export async function userForCustomer(trx: Db, customer: string | { id: string } | null, metadata?: Stripe.Metadata | null): Promise<string | null> {
  const fromMetadata = metadata?.user_id;
  if (fromMetadata) {
    const found = await trx.selectFrom('users').select('id').where('id', '=', fromMetadata).executeTakeFirst();
    if (found) return found.id;
  }
  const customerId = idOf(customer);
  if (!customerId) return null;
  return (await trx.selectFrom('users').select('id').where('stripe_customer_id', '=', customerId).executeTakeFirst())?.id ?? null;
}

/**
 * Serialises the events about one charge (its refunds and disputes) until the
 * caller's transaction ends: a second delivery for the same charge, even with
 * another event id, waits here and then reads what the first one recorded.
 */
export async function lockCharge(trx: Db, chargeId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`stripe_charge:${chargeId}`}))`.execute(trx);
}

/**
 * charge.refunded carries the charge's refunded total so far, and partial
 * refunds send one event each, in any order and possibly at once. Under the
 * charge's lock, recording only the growth over what is already recorded for
 * the charge keeps the sum equal to the total.
 */
export async function refundGrowth(trx: Db, charge: Stripe.Charge): Promise<number> {
  await lockCharge(trx, charge.id);
  const recorded = await trx
    .selectFrom('platform_payment_events')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('kind', '=', 'refund')
    .where('stripe_object_id', '=', charge.id)
    .executeTakeFirstOrThrow();
  return Math.max(0, charge.amount_refunded - Number(recorded.total));
}

/**
 * Whether a closed dispute left the money with Fanline: won, or an inquiry
 * closed without becoming a chargeback (Stripe never took the money). A lost
 * dispute keeps it taken.
 */
export function keepsMoney(dispute: Stripe.Dispute): boolean {
  return dispute.status === 'won' || dispute.status === 'warning_closed';
}

/**
 * Whether the dispute's closing in Fanline's favour is recorded: a 'dispute'
 * row for it with a negative amount, which cancels the opening's row. Read
 * under the charge's lock.
 */
export async function disputeWon(trx: Db, disputeId: string): Promise<boolean> {
  const won = await trx
    .selectFrom('platform_payment_events')
    .select('id')
    .where('kind', '=', 'dispute')
    .where('stripe_object_id', '=', disputeId)
    .where('amount_cents', '<', 0)
    .executeTakeFirst();
  return won !== undefined;
}

/**
 * The pack bought with this payment intent, which a refund or dispute names:
 * its buyer, item and Checkout session (the affiliate commission's source).
 * Null when the charge paid no pack.
 */
export async function packPurchaseForPaymentIntent(trx: Db, paymentIntent: string | null): Promise<{ userId: string; item: string; sessionId: string } | null> {
  if (!paymentIntent) return null;
  const purchase = await trx
    .selectFrom('platform_purchases')
    .select(['user_id', 'item', 'stripe_checkout_session_id'])
    .where('stripe_payment_intent_id', '=', paymentIntent)
    .executeTakeFirst();
  return purchase ? { userId: purchase.user_id, item: purchase.item, sessionId: purchase.stripe_checkout_session_id } : null;
}
