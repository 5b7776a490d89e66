import { formatQuota, FREE_PLAN, PLANS, type PublicUser } from '@fanline/core';
import { Crown, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { formatPrice } from '../../lib/format';
import { Button } from '../../ui/button';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { canBuyVoice } from './purchase-rules';
import { StatusBadge } from './status-badge';
import { renewalLine, subscriptionBadge } from './subscription-status';
import type { useBillingSummary } from './use-billing-summary';
import { VoiceUpgradeStatus } from './voice-upgrade-status';

interface CurrentPlanCardProps {
  user: PublicUser;
  summary: ReturnType<typeof useBillingSummary>;
}

/** What the creator holds now: plan, price, renewal or end date, the voice upgrade, and the way out. */
export function CurrentPlanCard({ user, summary }: CurrentPlanCardProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const plan = PLANS[user.plan];
  const sub = summary.data?.plan ?? null;
  const free = plan.id === FREE_PLAN;
  // docs/product.md §8: non-spark plans can cancel, provided there is a Stripe subscription to cancel.
  const cancellable = !free && sub !== null && !sub.cancel_at_period_end;
  const badge = free ? { label: 'Free', tone: 'neutral' as const } : sub ? subscriptionBadge(sub) : { label: 'Active', tone: 'good' as const };
  const price = free ? 'Free forever' : `${formatPrice(sub?.amount_cents ?? plan.priceCents)} / month`;

  return (
    <section aria-labelledby="current-plan-title" className="rounded-3xl bg-ink-850/80 p-5 ring-1 ring-white/[0.08] sm:p-6">
      <h2 id="current-plan-title" className="text-sm font-medium text-zinc-400">
        Current plan
      </h2>
      <div className="mt-3 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-amber-400/10 ring-1 ring-amber-300/20">
            <Crown aria-hidden="true" className="size-6 text-amber-300" />
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-2xl font-bold tracking-tight text-white">{plan.name}</span>
              <StatusBadge {...badge} />
            </p>
            <p className="mt-1 text-sm text-zinc-300">
              {price}
              <span className="text-zinc-500"> · </span>
              {formatQuota(plan.bots)} {plan.bots === 1 ? 'bot' : 'bots'}, {formatQuota(plan.messages)} messages a month
            </p>
            <BillingLine free={free} summary={summary} />
          </div>
        </div>
        {cancellable && (
          <Button variant="secondary" className="shrink-0 self-start sm:self-center" onClick={() => setConfirmOpen(true)}>
            Cancel subscription
          </Button>
        )}
      </div>
      {canBuyVoice(user) && (
        <div className="mt-5">
          <VoiceUpgradeStatus user={user} sub={summary.data?.voice_upgrade ?? null} />
        </div>
      )}
      {sub && (
        <CancelSubscriptionDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          plan={user.plan}
          periodEnd={sub.current_period_end}
          endsVoiceUpgrade={Boolean(summary.data?.voice_upgrade && !summary.data.voice_upgrade.cancel_at_period_end)}
        />
      )}
    </section>
  );
}

/** The renewal or end date, or why there is none, with a retry when the summary failed. */
function BillingLine({ free, summary }: { free: boolean; summary: CurrentPlanCardProps['summary'] }) {
  if (free) return null;
  if (summary.isPending) {
    return (
      <p className="mt-2 h-4 w-48 animate-pulse rounded bg-white/[0.07]">
        <span className="sr-only">Loading billing details</span>
      </p>
    );
  }
  if (summary.isError) {
    return (
      <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-rose-200">
        Billing details could not be loaded.
        <button
          type="button"
          onClick={() => void summary.refetch()}
          className="inline-flex items-center gap-1 rounded font-semibold text-rose-100 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          <RotateCw aria-hidden="true" className="size-3.5" />
          Try again
        </button>
      </p>
    );
  }
  const sub = summary.data.plan;
  if (!sub) return <p className="mt-1.5 text-sm text-zinc-400">Set up by the Fanline team, so there is nothing to renew or cancel here.</p>;
  return <p className={sub.cancel_at_period_end ? 'mt-1.5 text-sm font-medium text-amber-200' : 'mt-1.5 text-sm text-zinc-400'}>{renewalLine(sub)}</p>;
}
