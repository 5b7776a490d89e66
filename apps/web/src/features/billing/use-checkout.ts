import type { CheckoutItemId } from '@fanline/core';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';

/** docs/product.md §10: an answer without success and checkout_url is a failed checkout. */
export const CHECKOUT_SESSION_FAILED = 'Failed to create checkout session';
/** docs/product.md §16: what to say when a checkout fails without a server detail (network down). */
export const CHECKOUT_START_FAILED = 'Failed to start checkout process';

export interface CheckoutHandlers {
  /** `detail` is the server's message, or null when there is none to show. */
  onFailure(detail: string | null): void;
  onStart?(): void;
}

/**
 * Starts a hosted checkout and leaves for it (docs/product.md §10 upgrade flow). The item
 * being bought stays pending until the page unloads, so its button keeps
 * spinning while the browser navigates away.
 */
export function useCheckout({ onFailure, onStart }: CheckoutHandlers) {
  const createCheckout = trpc.billing.createCheckout.useMutation();
  const [pendingItem, setPendingItem] = useState<CheckoutItemId | null>(null);

  useEffect(() => {
    // Back from Stripe, the browser may restore this page from its cache, spinner and all.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPendingItem(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function fail(detail: string | null) {
    setPendingItem(null);
    onFailure(detail);
  }

  async function startCheckout(item: CheckoutItemId): Promise<void> {
    if (pendingItem) return;
    setPendingItem(item);
    onStart?.();
    let answer;
    try {
      answer = await createCheckout.mutateAsync({ plan_type: item });
    } catch (error) {
      return fail(errorMessage(error, '') || null);
    }
    if (!answer.success || !answer.checkout_url) return fail(CHECKOUT_SESSION_FAILED);
    toast.success('Redirecting to secure checkout...');
    window.location.assign(answer.checkout_url);
  }

  return { startCheckout, pendingItem };
}
