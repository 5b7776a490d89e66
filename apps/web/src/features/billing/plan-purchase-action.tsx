import { FREE_PLAN, type PlanTier } from '@fanline/core';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { PAYMENTS_NOTICE_ID } from './payments-notice';
import { planOfferFor } from './purchase-rules';
import { SUBSCRIPTION_VIEW_HREF } from './subscription-view-href';
import type { PurchaseFlow } from './use-purchase-flow';

interface PlanPurchaseActionProps {
  plan: PlanTier;
  flow: PurchaseFlow;
  /** Where the card sits: on /pricing, Spark points to the subscription view, where cancelling lives. */
  surface: 'pricing' | 'subscription';
}

/** A plan card's button: sign up, 'Current Plan', or checkout for another plan (docs/product.md §10, §4). */
export function PlanPurchaseAction({ plan, flow, surface }: PlanPurchaseActionProps) {
  const offer = planOfferFor(flow.user, plan.id);
  const id = plan.id;
  const variant = plan.mostPopular ? 'primary' : 'secondary';

  if (offer === 'current') {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  if (id === FREE_PLAN) {
    if (offer === 'guest') {
      return (
        <Button variant={variant} className="w-full" onClick={flow.startFree}>
          Start free
        </Button>
      );
    }
    // Spark is reached by cancelling the paid plan, never through checkout.
    if (surface === 'subscription') {
      return (
        <p className="flex h-11 items-center justify-center text-center text-sm text-zinc-400">
          {flow.planEnding ? 'You move here when your plan ends.' : 'Cancel your subscription to move here.'}
        </p>
      );
    }
    return (
      <Button asChild variant="secondary" className="w-full">
        <Link to={SUBSCRIPTION_VIEW_HREF}>Manage subscription</Link>
      </Button>
    );
  }
  if (offer === 'guest') {
    return (
      <Button variant={variant} className="w-full" data-testid={`checkout-${id}`} onClick={() => flow.buy(id)}>
        Choose {plan.name}
      </Button>
    );
  }

  const busy = flow.pendingItem === id;
  return (
    <Button
      variant={offer === 'upgrade' ? variant : 'secondary'}
      className="w-full"
      data-testid={`checkout-${id}`}
      disabled={flow.pendingItem !== null || !flow.paymentsConfigured}
      aria-busy={busy || undefined}
      aria-describedby={flow.paymentsConfigured ? undefined : PAYMENTS_NOTICE_ID}
      onClick={() => flow.buy(id)}
    >
      {busy && <Spinner />}
      {busy ? 'Opening checkout…' : `${offer === 'upgrade' ? 'Upgrade to' : 'Switch to'} ${plan.name}`}
    </Button>
  );
}
