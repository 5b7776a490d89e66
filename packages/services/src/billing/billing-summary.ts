import { isVoiceUpgradeId, type SubscriptionItem } from '@fanline/core';
import type { Db, PlatformSubscriptionRow } from '@fanline/db';
import type { BillingDeps } from './billing-deps';
import { isPlanItem } from './entitlements';
import { activeSubscriptions } from './subscription-store';

export interface SubscriptionView {
  item: SubscriptionItem;
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

function subscriptionView(sub: PlatformSubscriptionRow | undefined): SubscriptionView | null {
  if (!sub) return null;
  return {
    item: sub.item,
    status: sub.status,
    amount_cents: sub.amount_cents,
    current_period_end: sub.current_period_end?.toISOString() ?? null,
    cancel_at_period_end: sub.cancel_at_period_end,
  };
}

/** What the subscription page shows about the creator's own Stripe subscriptions. */
export async function billingSummary(db: Db, billing: BillingDeps, userId: string): Promise<BillingSummary> {
  const subs = await activeSubscriptions(db, userId);
  return {
    payments_configured: billing.stripe !== null,
    plan: subscriptionView(subs.find(isPlanItem)),
    voice_upgrade: subscriptionView(subs.find((s) => isVoiceUpgradeId(s.item))),
  };
}
