import type { Db } from '@fanline/db';
import type { BillingDeps } from './billing-deps';
import { activeSubscriptions } from './subscription-store';

export interface SubscriptionView {
  item: 'ignite' | 'flow' | 'nexus' | 'voice';
  status: string;
  amount_cents: number;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

export interface BillingSummary {
  /** False when the server has no STRIPE_SECRET_KEY: the pages say so instead of offering checkout. */
  payments_configured: boolean;
  plan: SubscriptionView | null;
  voice_upgrade: SubscriptionView | null;
}

/** What the subscription page shows about the creator's own Stripe subscriptions. */
export async function billingSummary(db: Db, billing: BillingDeps, userId: string): Promise<BillingSummary> {
  const subs = await activeSubscriptions(db, userId);
  const view = (item: 'plan' | 'voice'): SubscriptionView | null => {
    const sub = subs.find((s) => (item === 'voice' ? s.item === 'voice' : s.item !== 'voice'));
    if (!sub) return null;
    return {
      item: sub.item,
      status: sub.status,
      amount_cents: sub.amount_cents,
      current_period_end: sub.current_period_end?.toISOString() ?? null,
      cancel_at_period_end: sub.cancel_at_period_end,
    };
  };
  return { payments_configured: billing.stripe !== null, plan: view('plan'), voice_upgrade: view('voice') };
}
