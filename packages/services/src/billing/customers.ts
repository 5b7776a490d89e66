import type Stripe from 'stripe';
import type { Db, UserRow } from '@fanline/db';

/**
 * The creator's Stripe customer, created on their first checkout. One per
 * creator: the idempotency key makes concurrent first checkouts create one
 * customer, and the guarded update keeps whichever id was stored first.
 */
export async function ensureStripeCustomer(db: Db, stripe: Stripe, user: UserRow): Promise<string> {
  if (user.stripe_customer_id) return user.stripe_customer_id;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { user_id: user.id } },
    { idempotencyKey: `fanline-customer-${user.id}` },
  );
  await rememberStripeCustomer(db, user.id, customer.id);
  const stored = await db.selectFrom('users').select('stripe_customer_id').where('id', '=', user.id).executeTakeFirstOrThrow();
  return stored.stripe_customer_id ?? customer.id;
}

/** Stores the creator's Stripe customer unless one is stored already: the first one stays. */
export async function rememberStripeCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db.updateTable('users').set({ stripe_customer_id: customerId }).where('id', '=', userId).where('stripe_customer_id', 'is', null).execute();
}
