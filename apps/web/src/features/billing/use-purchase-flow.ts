import type { CheckoutItemId, PublicUser } from '@fanline/core';
import { toast } from 'sonner';
import { useAuthDialog, useSession } from '../auth';
import { checkoutItemName } from './purchase-rules';
import { useBillingSummary } from './use-billing-summary';
import { useCheckout, type CheckoutHandlers } from './use-checkout';

/** Everything a purchase button needs to decide what it offers and to act. */
export interface PurchaseFlow {
  user: PublicUser | null;
  /** Optimistic until the summary says otherwise: a missing answer must not lock the buttons. */
  paymentsConfigured: boolean;
  voiceUpgradeHeld: boolean;
  /** The paid plan is cancelled and runs out at the end of its period. */
  planEnding: boolean;
  pendingItem: CheckoutItemId | null;
  /** Checkout for a signed-in creator; the sign-up dialog for a guest. */
  buy(item: CheckoutItemId): void;
  /** A guest choosing Spark: just an account, no checkout. */
  startFree(): void;
}

/** After a guest signs up mid-purchase, point them back at the button (docs/product.md §10). */
function announceSignedIn(item: CheckoutItemId, user: PublicUser) {
  const name = checkoutItemName(item);
  if (user.plan === item) toast.info(`You’re signed in, and ${name} is already your plan.`);
  else toast.info(`You’re signed in. Choose ${name} again to continue to secure checkout.`);
}

export function usePurchaseFlow(handlers: CheckoutHandlers): PurchaseFlow {
  const { user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const summary = useBillingSummary(user !== null);
  const { startCheckout, pendingItem } = useCheckout(handlers);

  return {
    user,
    paymentsConfigured: summary.data?.payments_configured ?? true,
    voiceUpgradeHeld: Boolean(user?.has_voice_upgrade || summary.data?.voice_upgrade),
    planEnding: summary.data?.plan?.cancel_at_period_end ?? false,
    pendingItem,
    buy(item) {
      if (user) void startCheckout(item);
      else openAuthDialog('signup', { onSignedIn: (signedIn) => announceSignedIn(item, signedIn) });
    },
    startFree: () => openAuthDialog('signup'),
  };
}
