import type Stripe from 'stripe';
import type { Db } from '@fanline/db';
import { AppError } from '../errors';
import { PAYMENTS_NOT_CONFIGURED, type BillingDeps } from './billing-deps';
import { rememberStripeCustomer } from './customers';
import { renewAllowance, syncEntitlements } from './entitlements';
import { recordAffiliateCommission } from '../admin/affiliates';
import { creditPack } from './packs';
import { recordPaymentEvent, userForCustomer } from './payment-events';
import { recordDispute, recordDisputeClosed, recordRefund } from './payment-reversals';
import { reversedPaymentIntent, reversedPaymentOf, type ReversedPayment } from './reversed-payment';
import { storeSubscription } from './subscription-store';
import { idOf } from './stripe-ids';

export interface WebhookResult {
  received: true;
  duplicate: boolean;
}

/** The subscription an event is about, whose current state Fanline fetches rather than trusting the event's order. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return event.data.object.mode === 'subscription' ? idOf(event.data.object.subscription) : null;
    default:
      return null;
  }
}

async function rememberCustomer(trx: Db, session: Stripe.Checkout.Session): Promise<void> {
  const customer = idOf(session.customer);
  const userId = session.client_reference_id;
  if (!customer || !userId) return;
  await rememberStripeCustomer(trx, userId, customer);
}

/** What was fetched from Stripe for an event before its transaction. */
interface EventContext {
  /** The subscription's current state, for an event about one. */
  subscription: Stripe.Subscription | null;
  /** For a refund or dispute: the invoice or pack the charge paid. */
  payment: ReversedPayment | null;
  rateBps: number;
}

/** Everything one event changes, in the transaction that also marks it processed. */
async function applyEvent(trx: Db, event: Stripe.Event, context: EventContext): Promise<string[]> {
  const { subscription, rateBps } = context;
  let superseded: string[] = [];
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    await rememberCustomer(trx, event.data.object);
  }
  if (subscription) {
    const userId = await storeSubscription(trx, subscription);
    if (userId) superseded = (await syncEntitlements(trx, userId)).superseded;
  }

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode === 'payment' && session.payment_status === 'paid') {
        const credited = await creditPack(trx, session);
        if (credited) await recordAffiliateCommission(trx, { userId: credited.userId, sourceRef: session.id, revenueCents: credited.amountCents, rateBps });
      }
      break;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const paid = event.type === 'invoice.paid';
      const userId = await userForCustomer(trx, invoice.customer, details?.metadata);
      await recordPaymentEvent(trx, {
        eventId: event.id,
        kind: paid ? 'invoice_paid' : 'payment_failed',
        userId,
        amountCents: paid ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        objectId: invoice.id ?? event.id,
        item: details?.metadata?.plan_type ?? null,
      });
      if (paid) await recordAffiliateCommission(trx, { userId, sourceRef: invoice.id ?? event.id, revenueCents: invoice.amount_paid, rateBps });
      if (paid && invoice.billing_reason === 'subscription_cycle' && subscription) await renewAllowance(trx, subscription.id);
      break;
    }
    case 'charge.refunded':
      await recordRefund(trx, event.id, event.data.object, context.payment, rateBps);
      break;
    case 'charge.dispute.created':
      await recordDispute(trx, event.id, event.data.object, context.payment, rateBps);
      break;
    case 'charge.dispute.closed':
      await recordDisputeClosed(trx, event.id, event.data.object, context.payment);
      break;
  }
  return superseded;
}

const INVALID_STRIPE_SIGNATURE = 'Invalid Stripe signature';

/** What a delivery whose Stripe-Signature does not verify gets (400): its own class, so the route can count it as junk. */
export class InvalidStripeSignature extends AppError {
  constructor() {
    super('BAD_REQUEST', INVALID_STRIPE_SIGNATURE);
  }
}

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body. Each
 * event is applied once: its id goes into stripe_events in the same
 * transaction as its effects, so a redelivery, even a concurrent one, finds it
 * there and changes nothing. Subscription state is fetched fresh from Stripe,
 * which makes the outcome independent of the order events arrive in.
 */
export async function handleStripeWebhook(db: Db, billing: BillingDeps, rawBody: string, signature: string | undefined): Promise<WebhookResult> {
  const { stripe, webhookSecret } = billing;
  if (!stripe || !webhookSecret) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_NOT_CONFIGURED);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
  } catch {
    throw new InvalidStripeSignature();
  }

  const seen = await db.selectFrom('stripe_events').select('id').where('id', '=', event.id).executeTakeFirst();
  if (seen) return { received: true, duplicate: true };

  const subscriptionId = subscriptionIdOf(event);
  const subscription = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
  const payment = await reversedPaymentOf(db, stripe, reversedPaymentIntent(event));
  const superseded = await db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, processed_at: new Date() })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return fresh ? applyEvent(trx, event, { subscription, payment, rateBps: billing.commissionRateBps }) : null;
  });
  if (superseded === null) return { received: true, duplicate: true };
  await cancelSuperseded(db, billing, stripe, superseded);
  return { received: true, duplicate: false };
}

/**
 * A creator who moves to another plan keeps one subscription: the replaced one
 * is cancelled now, with a prorated credit, and stored as cancelled at once so
 * the next event does not try again. A failure is logged, not thrown; the next
 * event for this creator retries it.
 */
async function cancelSuperseded(db: Db, billing: BillingDeps, stripe: Stripe, subscriptionIds: string[]): Promise<void> {
  for (const id of subscriptionIds) {
    try {
      await storeSubscription(db, await stripe.subscriptions.cancel(id, { prorate: true }));
    } catch (error) {
      // Two events may race to cancel the same subscription; Stripe's own state settles it.
      const current = await stripe.subscriptions.retrieve(id).catch(() => null);
      if (current?.status === 'canceled') await storeSubscription(db, current);
      else billing.log.error('Could not cancel a replaced subscription', { subscription: id, error: error instanceof Error ? error.message : String(error) });
    }
  }
}
