import type { PlanTier } from '@fanline/core';
import { Link } from 'react-router';
import { useAuthDialog, useSession } from '../auth';
import { Button } from '../../ui/button';

/**
 * A plan card's button. Guests are invited to sign up (docs/product.md §10); signed-in
 * creators see their current plan, and otherwise a way back to the dashboard
 * until checkout arrives.
 */
export function PlanAction({ plan }: { plan: PlanTier }) {
  const { user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const variant = plan.mostPopular ? 'primary' : 'secondary';

  if (!user) {
    return (
      <Button variant={variant} className="w-full" onClick={() => openAuthDialog('signup')}>
        {plan.priceCents === 0 ? 'Start free' : `Choose ${plan.name}`}
      </Button>
    );
  }
  if (user.plan === plan.id) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} className="w-full">
      <Link to="/">Go to dashboard</Link>
    </Button>
  );
}
