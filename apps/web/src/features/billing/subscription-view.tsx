import { FREE_PLAN, type PublicUser } from '@fanline/core';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { AddOnsSection, PlanGrid } from '../pricing';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { AddOnPurchaseAction } from './add-on-purchase-action';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentsNotice } from './payments-notice';
import { PlanPurchaseAction } from './plan-purchase-action';
import { canBuyVoice } from './purchase-rules';
import { useBillingSummary } from './use-billing-summary';
import { CHECKOUT_START_FAILED } from './use-checkout';
import { usePurchaseFlow } from './use-purchase-flow';

interface SubscriptionViewProps {
  user: PublicUser;
  onBack(): void;
}

/**
 * The dashboard's subscription view (docs/product.md §10): the plan held, the plans to
 * move to, the add-ons, and cancelling. Checkout failures are toasts here
 * (docs/product.md §16 "Subscription page toast").
 */
export function SubscriptionView({ user, onBack }: SubscriptionViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const utils = trpc.useUtils();
  const summary = useBillingSummary(true);
  const flow = usePurchaseFlow({
    onFailure: (detail) => toast.error(detail ? `Checkout failed: ${detail}` : CHECKOUT_START_FAILED),
  });
  const free = user.plan === FREE_PLAN;

  useEffect(() => {
    // A view switch is a new page to assistive technology: announce it by moving focus.
    heading.current?.focus({ preventScroll: true });
  }, []);

  // The 5-second user poll sees a plan change first (a webhook landed); the summary follows it.
  const entitlements = `${user.plan}:${user.has_voice_upgrade}`;
  const seenEntitlements = useRef(entitlements);
  useEffect(() => {
    if (seenEntitlements.current === entitlements) return;
    seenEntitlements.current = entitlements;
    void utils.billing.summary.invalidate();
  }, [entitlements, utils]);

  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
        <ArrowLeft aria-hidden="true" />
        Back to dashboard
      </Button>
      <p className="mt-6 text-sm font-medium text-brand-300">Billing</p>
      <h1 ref={heading} tabIndex={-1} className="mt-1 text-3xl font-bold tracking-tight text-white focus:outline-none sm:text-4xl">
        Subscription
      </h1>
      <p className="mt-2 text-zinc-400">Your plan, renewals and credit packs in one place.</p>

      <div className="mt-8 space-y-4">
        {!flow.paymentsConfigured && <PaymentsNotice />}
        <CurrentPlanCard user={user} summary={summary} />
      </div>

      <section aria-labelledby="change-plan-title" className="mt-14">
        <h2 id="change-plan-title" className="text-2xl font-bold tracking-tight text-white">
          {free ? 'Upgrade from Free Plan' : 'Change plan'}
        </h2>
        <p className="mt-2 max-w-2xl text-zinc-400">
          {free
            ? 'More bots, more messages, Instagram and fan monetization. Cancel anytime.'
            : 'A new plan starts as soon as checkout completes and replaces your current one.'}
        </p>
        <div className="mt-8">
          <PlanGrid renderAction={(plan) => <PlanPurchaseAction plan={plan} flow={flow} surface="subscription" />} />
        </div>
      </section>

      <AddOnsSection
        className="mt-16"
        title="Add-ons"
        includeVoice={canBuyVoice(user)}
        renderAction={(item) => <AddOnPurchaseAction item={item} flow={flow} />}
      />
    </div>
  );
}
