import { useState } from 'react';
import { useSession } from '../auth';
import { AddOnsSection, PlanGrid } from '../pricing';
import { PageFrame } from '../../ui/page-frame';
import { AddOnPurchaseAction } from './add-on-purchase-action';
import { CheckoutErrorAlert } from './checkout-error-alert';
import { PaymentsNotice } from './payments-notice';
import { PlanPurchaseAction } from './plan-purchase-action';
import { usePurchaseFlow } from './use-purchase-flow';

/**
 * `/pricing` (docs/product.md §10): the plans and add-ons, each with its way to buy. A
 * failed checkout shows as an alert on the page rather than a toast (docs/product.md §16).
 */
export function PricingPage() {
  const { user } = useSession();
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const flow = usePurchaseFlow({
    onStart: () => setCheckoutError(null),
    // Only checkout fails, so its module is loaded by then; not imported up front, as a guest's /pricing never needs it (issue #24).
    onFailure: (detail) =>
      void import('./use-checkout').then(({ CHECKOUT_START_FAILED }) => setCheckoutError(detail ? `Error: ${detail}` : CHECKOUT_START_FAILED)),
  });

  return (
    <PageFrame backLabel={user ? 'Back to dashboard' : 'Back to home'}>
      {/* clip, not hidden: a hidden overflow would stop the error alert from sticking. */}
      <div className="relative overflow-clip">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-[32rem] bg-aurora [mask-image:linear-gradient(to_bottom,black_40%,transparent)]" />
        <div className="relative mx-auto max-w-6xl px-4 pt-16 pb-24 sm:px-6 sm:pt-20">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Pricing</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">
              Plans that grow with your <span className="text-gradient">fanbase</span>
            </h1>
            <p className="mt-4 text-lg text-zinc-400">
              Start free with one bot. Upgrade when your fans want more of you. Cancel anytime.
            </p>
          </div>
          {user && !flow.paymentsConfigured && (
            <div className="mx-auto mt-10 max-w-3xl">
              <PaymentsNotice />
            </div>
          )}
          {checkoutError && (
            <div className="sticky top-20 z-20 mx-auto mt-4 max-w-3xl">
              <CheckoutErrorAlert message={checkoutError} onDismiss={() => setCheckoutError(null)} />
            </div>
          )}
          <section aria-labelledby="plans-title" className="mt-14">
            {/* The plan cards' names are h3s; this keeps the outline h1 > h2 > h3 for screen readers. */}
            <h2 id="plans-title" className="sr-only">
              Plans
            </h2>
            <PlanGrid renderAction={(plan) => <PlanPurchaseAction plan={plan} flow={flow} surface="pricing" />} />
          </section>
          <AddOnsSection renderAction={(item) => <AddOnPurchaseAction item={item} flow={flow} />} />
        </div>
      </div>
    </PageFrame>
  );
}
