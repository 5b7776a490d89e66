import type { RouterOutputs } from '@fanline/api';
import { trpc } from '../../lib/trpc';

export type BillingSummary = RouterOutputs['billing']['summary'];
export type SubscriptionView = NonNullable<BillingSummary['plan']>;

/** The creator's own subscriptions and whether checkout is switched on; signed-in only. */
export function useBillingSummary(signedIn: boolean) {
  return trpc.billing.summary.useQuery(undefined, { enabled: signedIn });
}
