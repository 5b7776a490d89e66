import { PLANS } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { AppError } from '../errors';
import { requireStripe, type BillingDeps } from './billing-deps';
import { isPlanItem } from './entitlements';
import { activeSubscriptions, storeSubscription } from './subscription-store';

export interface CancelResult {
  success: true;
  message: string;
  /** When the paid plan ends and the account moves to spark (ISO 8601). */
  ends_at: string | null;
}

const NOTHING_TO_CANCEL = 'You have no active subscription to cancel';

function endsOn(date: Date | null): string {
  return date ? date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : 'the end of the billing period';
}

/**
 * Cancels at the period's end (docs/product.md §10): the plan, and the voice upgrade that
 * rides on it, stay until then; Stripe's customer.subscription.deleted then
 * moves the account to spark. Cancelling twice answers the same.
 */
export async function cancelSubscription(db: Db, billing: BillingDeps, userId: string, reason: string): Promise<CancelResult> {
  const subs = await activeSubscriptions(db, userId);
  const plan = subs.find(isPlanItem);
  if (!plan) throw new AppError('BAD_REQUEST', NOTHING_TO_CANCEL);
  const stripe = requireStripe(billing);

  for (const sub of subs.filter((s) => !s.cancel_at_period_end)) {
    let updated;
    try {
      updated = await stripe.subscriptions.update(sub.stripe_subscription_id, {
        cancel_at_period_end: true,
        cancellation_details: { comment: reason },
      });
    } catch (error) {
      billing.log.error('Stripe cancellation failed', { user_id: userId, subscription: sub.stripe_subscription_id, error: error instanceof Error ? error.message : String(error) });
      throw new AppError('BAD_GATEWAY', 'Failed to cancel subscription');
    }
    await storeSubscription(db, updated);
    await db.updateTable('platform_subscriptions').set({ cancel_reason: reason }).where('id', '=', sub.id).execute();
  }

  const stored = await db.selectFrom('platform_subscriptions').select('current_period_end').where('id', '=', plan.id).executeTakeFirstOrThrow();
  const name = PLANS[plan.item].name;
  return {
    success: true,
    message: `Your ${name} plan stays active until ${endsOn(stored.current_period_end)}, then moves to the free Spark plan.`,
    ends_at: stored.current_period_end?.toISOString() ?? null,
  };
}

/**
 * Cancels the plan of the account the request names (the caller's own when it
 * names none): only its owner or an admin may.
 */
export async function cancelSubscriptionAs(
  db: Db,
  billing: BillingDeps,
  actor: Pick<UserRow, 'id' | 'is_admin'>,
  input: { user_id?: string; reason: string },
): Promise<CancelResult> {
  const userId = input.user_id ?? actor.id;
  if (userId !== actor.id && !actor.is_admin) throw new AppError('FORBIDDEN', 'You can only cancel your own subscription');
  return cancelSubscription(db, billing, userId, input.reason);
}
