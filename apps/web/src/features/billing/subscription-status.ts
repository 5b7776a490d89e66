import { formatDate } from '../../lib/format';
import type { SubscriptionView } from './use-billing-summary';

export type StatusTone = 'good' | 'ending' | 'problem' | 'neutral';

/** Stripe keeps a subscription whose renewal failed alive while it retries the card. */
const UNPAID_STATUSES = new Set(['past_due', 'unpaid']);

/** The badge beside a Stripe-billed item. */
export function subscriptionBadge(sub: SubscriptionView): { label: string; tone: StatusTone } {
  if (sub.cancel_at_period_end) return { label: 'Ending', tone: 'ending' };
  if (UNPAID_STATUSES.has(sub.status)) return { label: 'Past due', tone: 'problem' };
  return { label: 'Active', tone: 'good' };
}

/** "Renews on …" or "Cancels on …", or what to do when a renewal payment failed. */
export function renewalLine(sub: SubscriptionView, endVerb = 'Cancels'): string {
  const date = sub.current_period_end ? formatDate(sub.current_period_end) : null;
  if (sub.cancel_at_period_end) return date ? `${endVerb} on ${date}` : `${endVerb} at the end of this billing period`;
  if (UNPAID_STATUSES.has(sub.status)) return 'Your last payment did not go through. Stripe will retry your card.';
  return date ? `Renews on ${date}` : 'Renews monthly';
}
