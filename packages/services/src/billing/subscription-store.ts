import type Stripe from 'stripe';
import { sql } from 'kysely';
import { SUBSCRIPTION_ITEMS, type SubscriptionItem } from '@fanline/core';
import type { Db, PlatformSubscriptionRow } from '@fanline/db';
import { userForCustomer } from './payment-events';
import { fromUnix, idOf } from './stripe-ids';

/** Stripe statuses in which a subscription still entitles its holder (past_due: Stripe is still retrying). */
export const ENTITLING_STATUSES = ['active', 'trialing', 'past_due'] as const;

export function isEntitling(sub: Pick<PlatformSubscriptionRow, 'status'>): boolean {
  return (ENTITLING_STATUSES as readonly string[]).includes(sub.status);
}

/** The user's subscriptions that still entitle them, newest first. */
export function activeSubscriptions(db: Db, userId: string): Promise<PlatformSubscriptionRow[]> {
  return db
    .selectFrom('platform_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ENTITLING_STATUSES)
    .orderBy('created_at', 'desc')
    .execute();
}

function itemOf(subscription: Stripe.Subscription): SubscriptionItem | null {
  const item = subscription.metadata?.plan_type;
  return item && (SUBSCRIPTION_ITEMS as readonly string[]).includes(item) ? (item as SubscriptionItem) : null;
}

/**
 * Stores Stripe's current view of a subscription. The user comes from the
 * metadata Fanline set at checkout, else from the Stripe customer; a
 * subscription that is not Fanline's (no known user or item) is ignored.
 * Returns the stored row's user, or null when ignored.
 */
export async function storeSubscription(db: Db, subscription: Stripe.Subscription): Promise<string | null> {
  const item = itemOf(subscription);
  const customer = idOf(subscription.customer);
  const userId = await userForCustomer(db, subscription.customer, subscription.metadata);
  if (!item || !userId) return null;

  const line = subscription.items.data[0];
  const fields = {
    status: subscription.status,
    stripe_customer_id: customer,
    amount_cents: (line?.price.unit_amount ?? 0) * (line?.quantity ?? 1),
    current_period_start: fromUnix(line?.current_period_start),
    current_period_end: fromUnix(line?.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: fromUnix(subscription.canceled_at),
    ended_at: fromUnix(subscription.ended_at),
    updated_at: sql<Date>`now()`,
  };
  await db
    .insertInto('platform_subscriptions')
    // created_at stays the moment Fanline first saw it (microseconds), which orders two subscriptions Stripe created in the same second.
    .values({ ...fields, user_id: userId, stripe_subscription_id: subscription.id, item })
    .onConflict((oc) => oc.column('stripe_subscription_id').doUpdateSet(fields))
    .execute();
  return userId;
}
