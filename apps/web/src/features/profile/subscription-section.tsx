import { FREE_PLAN, planDisplayName, PLANS, type PublicUser } from '@fanline/core';
import { ArrowRight, Crown } from 'lucide-react';
import { formatPrice } from '../../lib/format';
import { Button } from '../../ui/button';

interface SubscriptionSectionProps {
  user: PublicUser;
  /** Opens the dashboard's subscription view, where upgrading and cancelling live. */
  onManage(): void;
}

/** The plan and the way to change it. */
export function SubscriptionSection({ user, onManage }: SubscriptionSectionProps) {
  const plan = PLANS[user.plan];
  const isFree = user.plan === FREE_PLAN;
  return (
    <section aria-labelledby="subscription-title" className="rounded-2xl bg-ink-900/70 p-4 ring-1 ring-white/[0.06]">
      <h3 id="subscription-title" className="text-sm font-medium text-zinc-400">
        Subscription
      </h3>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-white">
          <Crown aria-hidden="true" className="size-4 text-amber-300" />
          <span className="font-semibold">{planDisplayName(user.plan)}</span>
          <span className="text-sm text-zinc-400">{isFree ? 'Free' : `${formatPrice(plan.priceCents)} / month`}</span>
        </p>
        <Button size="sm" variant={isFree ? 'primary' : 'secondary'} onClick={onManage}>
          {isFree ? 'Upgrade from Free Plan' : 'Manage plan'}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
