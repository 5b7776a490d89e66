import type { CheckoutItemId, PublicUser } from '@fanline/core';
import { createContext, createElement, lazy, memo, use, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ServerBoundary } from '../../lib/server-connection';
import { useAuthDialog, useSession } from '../auth';
import { checkoutItemName } from './purchase-rules';
import type { BillingSummary } from './use-billing-summary';
import type { CheckoutHandlers } from './use-checkout';

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

/** The signed-in half of a purchase: the billing summary and checkout, which call the server. */
interface PurchaseAccount {
  summary: BillingSummary | undefined;
  pendingItem: CheckoutItemId | null;
  startCheckout(item: CheckoutItemId, handlers: CheckoutHandlers): void;
}

/** What a scope offers: the signed-in half once it has loaded, and a checkout that waits for it if need be. */
interface PurchaseAccountScopeValue {
  account: PurchaseAccount | null;
  startCheckout(item: CheckoutItemId, handlers: CheckoutHandlers): void;
}

const PurchaseAccountContext = createContext<PurchaseAccountScopeValue | null>(null);

/**
 * Runs the server hooks of a signed-in purchase and reports them to its scope. Built once
 * their modules arrive: a guest on /pricing fetches neither them nor tRPC (issue #24).
 */
const PurchaseAccountHost = lazy(async () => {
  const [{ useBillingSummary }, { useCheckout }] = await Promise.all([import('./use-billing-summary'), import('./use-checkout')]);

  function Host({ onChange }: { onChange(account: PurchaseAccount | null): void }) {
    const summary = useBillingSummary(true);
    // Each page passes its own handlers when it buys; the hook is created before any page asks.
    const handlers = useRef<CheckoutHandlers | null>(null);
    const { startCheckout, pendingItem } = useCheckout({
      onFailure: (detail) => handlers.current?.onFailure(detail),
      onStart: () => handlers.current?.onStart?.(),
    });

    useLayoutEffect(() => {
      onChange({
        summary: summary.data,
        pendingItem,
        startCheckout(item, pageHandlers) {
          handlers.current = pageHandlers;
          void startCheckout(item);
        },
      });
    }, [summary.data, pendingItem, startCheckout, onChange]);
    // Signed out: the scope must not keep offering this user's checkout.
    useLayoutEffect(() => () => onChange(null), [onChange]);
    return null;
  }
  // The scope re-renders on every report; its unchanged props must not re-render (and re-report) the host.
  return { default: memo(Host) };
});

/**
 * A creator who signs up mid-purchase may choose again before checkout has loaded:
 * the latest such choice is held and started once it has.
 */
function createWaitingCheckout() {
  let held: { item: CheckoutItemId; handlers: CheckoutHandlers } | null = null;
  return {
    hold(item: CheckoutItemId, handlers: CheckoutHandlers) {
      held = { item, handlers };
    },
    runWith(account: PurchaseAccount) {
      if (!held) return;
      const { item, handlers } = held;
      held = null;
      account.startCheckout(item, handlers);
    },
  };
}

/** Where usePurchaseFlow may be used: adds the signed-in half for a signed-in creator, nothing for a guest. */
export function PurchaseAccountScope({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [account, setAccount] = useState<PurchaseAccount | null>(null);
  const [waiting] = useState(createWaitingCheckout);

  const onChange = useCallback(
    (next: PurchaseAccount | null) => {
      setAccount(next);
      if (next) waiting.runWith(next);
    },
    [waiting],
  );

  const current = user ? account : null;
  const value = useMemo<PurchaseAccountScopeValue>(
    () => ({
      account: current,
      startCheckout(item, handlers) {
        if (current) current.startCheckout(item, handlers);
        else waiting.hold(item, handlers);
      },
    }),
    [current, waiting],
  );
  const host = user ? createElement(ServerBoundary, null, createElement(PurchaseAccountHost, { onChange })) : null;
  return createElement(PurchaseAccountContext, { value }, host, children);
}

/** After a guest signs up mid-purchase, point them back at the button (docs/product.md §10). */
async function announceSignedIn(item: CheckoutItemId, user: PublicUser) {
  // Fetched on demand: a guest's /pricing shows no other toast.
  const { toast } = await import('sonner');
  const name = checkoutItemName(item);
  if (user.plan === item) toast.info(`You’re signed in, and ${name} is already your plan.`);
  else toast.info(`You’re signed in. Choose ${name} again to continue to secure checkout.`);
}

export function usePurchaseFlow(handlers: CheckoutHandlers): PurchaseFlow {
  const { user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const scope = use(PurchaseAccountContext);
  const account = scope?.account;
  const summary = account?.summary;

  return {
    user,
    paymentsConfigured: summary?.payments_configured ?? true,
    voiceUpgradeHeld: Boolean(user?.has_voice_upgrade || summary?.voice_upgrade),
    planEnding: summary?.plan?.cancel_at_period_end ?? false,
    pendingItem: account?.pendingItem ?? null,
    buy(item) {
      if (user) scope?.startCheckout(item, handlers);
      else openAuthDialog('signup', { onSignedIn: (signedIn) => void announceSignedIn(item, signedIn) });
    },
    startFree: () => openAuthDialog('signup'),
  };
}
