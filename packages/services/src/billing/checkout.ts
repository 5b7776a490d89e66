import type Stripe from 'stripe';
import { checkoutInputSchema, checkoutItem, checkoutRefusal, PLANS, UNKNOWN_PLAN_TYPE, type CheckoutItem } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { AppError } from '../errors';
import { findUserById } from '../users';
import { requireStripe, type BillingDeps } from './billing-deps';
import { ensureStripeCustomer } from './customers';
import { activeSubscriptions } from './subscription-store';

export interface CheckoutResult {
  success: true;
  checkout_url: string;
  message: string;
}

export const CHECKOUT_FAILED = 'Failed to create checkout session';

function parsePlanType(input: unknown): CheckoutItem {
  const parsed = checkoutInputSchema.safeParse(input);
  if (!parsed.success) throw new AppError('BAD_REQUEST', UNKNOWN_PLAN_TYPE, [{ field: 'plan_type', message: UNKNOWN_PLAN_TYPE }]);
  return checkoutItem(parsed.data.plan_type);
}

/** Refuses purchases the creator may not make or already holds, before anything reaches Stripe. */
async function assertPurchasable(db: Db, user: UserRow, item: CheckoutItem): Promise<void> {
  const refusal = checkoutRefusal(user, item);
  if (refusal) throw new AppError('FORBIDDEN', refusal, [{ field: 'plan_type', message: refusal }]);
  if (item.mode !== 'subscription') return;
  const held = (await activeSubscriptions(db, user.id)).find((sub) => sub.item === item.id);
  if (!held) return;
  const name = item.kind === 'plan' ? `the ${PLANS[user.plan as keyof typeof PLANS]?.name ?? item.name} plan` : 'the Voice Chat Upgrade';
  throw new AppError('CONFLICT', `You already have ${name}.`, [{ field: 'plan_type', message: `You already have ${name}.` }]);
}

function sessionParams(billing: BillingDeps, user: UserRow, customer: string, item: CheckoutItem): Stripe.Checkout.SessionCreateParams {
  const metadata = { user_id: user.id, plan_type: item.id };
  const back = (page: string) => `${billing.appUrl}/${page}?plan=${encodeURIComponent(item.id)}`;
  return {
    mode: item.mode,
    customer,
    client_reference_id: user.id,
    metadata,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: item.priceCents,
          product_data: { name: item.name },
          ...(item.mode === 'subscription' && { recurring: { interval: 'month' as const } }),
        },
      },
    ],
    ...(item.mode === 'subscription' ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    // Stripe fills in {CHECKOUT_SESSION_ID}; the success page shows the plan from `plan`.
    success_url: `${back('purchase-success')}&session={CHECKOUT_SESSION_ID}`,
    cancel_url: back('purchase-cancelled'),
  };
}

/**
 * A hosted Checkout session for a plan, the voice upgrade or a pack (docs/product.md §15
 * create-checkout). Prices come from the plans definition through price_data,
 * so a Stripe account needs no products set up beforehand.
 */
export async function createCheckout(db: Db, billing: BillingDeps, userId: string, input: unknown): Promise<CheckoutResult> {
  const item = parsePlanType(input);
  const stripe = requireStripe(billing);
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  await assertPurchasable(db, user, item);

  let url: string | null;
  try {
    const customer = await ensureStripeCustomer(db, stripe, user);
    url = (await stripe.checkout.sessions.create(sessionParams(billing, user, customer, item))).url;
  } catch (error) {
    billing.log.error('Stripe checkout failed', { user_id: user.id, plan_type: item.id, error: error instanceof Error ? error.message : String(error) });
    throw new AppError('BAD_GATEWAY', CHECKOUT_FAILED);
  }
  if (!url) throw new AppError('BAD_GATEWAY', CHECKOUT_FAILED);
  return { success: true, checkout_url: url, message: 'Redirecting to secure checkout...' };
}
