import { formatQuota, isUnlimited, PLANS, UNLIMITED, type PublicUser } from '@fanline/core';
import { MessageCircle, RotateCw, Send } from 'lucide-react';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { StatCard } from '../../ui/stat-card';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * The fleet figures the analytics do not carry (from `bots.stats`): how many
 * bots are live and the message balance. Rendered as cards inside the
 * Command Center's headline grid, so this returns grid items, not a block.
 */
export function FleetStats({ user }: { user: PublicUser }) {
  const stats = trpc.bots.stats.useQuery();
  const data = stats.data;
  // Admins bypass plan limits and see unlimited balances (docs/product.md §8).
  const remaining = user.is_admin ? UNLIMITED : (data?.messages_remaining ?? null);

  return (
    <>
      {stats.isError && (
        <div role="alert" className="col-span-full flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-rose-500/10 px-4 py-3 text-sm text-rose-200 ring-1 ring-rose-400/25">
          Statistics could not be loaded.
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            <RotateCw aria-hidden="true" className={stats.isFetching ? 'animate-spin' : undefined} />
            Try again
          </Button>
        </div>
      )}
      <StatCard
        testId="stat-deployed"
        icon={Send}
        label="Deployed"
        value={data ? count(data.deployed_bots) : null}
        note="Live on Telegram"
      />
      <StatCard
        testId="stat-messages-remaining"
        icon={MessageCircle}
        label="Messages remaining"
        value={remaining === null ? null : formatQuota(remaining)}
        note={isUnlimited(remaining ?? 0) ? 'No monthly cap' : `of ${formatQuota(PLANS[user.plan].messages)} included each month`}
      />
    </>
  );
}
