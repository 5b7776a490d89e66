import { formatQuota, isUnlimited, PLANS, UNLIMITED, type PublicUser } from '@fanline/core';
import { Activity, Bot, MessageCircle, MessagesSquare, RotateCw, Send } from 'lucide-react';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { StatCard } from './stat-card';

const count = (value: number) => value.toLocaleString('en-US');

/** The five headline figures from `bots.stats` (SPEC §2 Command Center). */
export function FleetStats({ user }: { user: PublicUser }) {
  const stats = trpc.bots.stats.useQuery();
  const data = stats.data;
  // Admins bypass plan limits and see unlimited balances (SPEC §6).
  const botsLimit = user.is_admin ? UNLIMITED : (data?.bots_limit ?? user.bots_limit);
  const remaining = user.is_admin ? UNLIMITED : (data?.messages_remaining ?? null);

  return (
    <section aria-label="Statistics">
      {stats.isError && (
        <div role="alert" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-rose-500/10 px-4 py-3 text-sm text-rose-200 ring-1 ring-rose-400/25">
          Statistics could not be loaded.
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            <RotateCw aria-hidden="true" className={stats.isFetching ? 'animate-spin' : undefined} />
            Try again
          </Button>
        </div>
      )}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        <StatCard
          icon={Bot}
          label="Total bots"
          value={data ? count(data.total_bots) : null}
          note={isUnlimited(botsLimit) ? 'No bot limit on your plan' : `of ${formatQuota(botsLimit)} on your plan`}
        />
        <StatCard icon={Activity} label="Active" value={data ? count(data.active_bots) : null} note="Answering fans" />
        <StatCard icon={Send} label="Deployed" value={data ? count(data.deployed_bots) : null} note="Live on Telegram" />
        <StatCard
          icon={MessagesSquare}
          label="Messages today"
          value={data ? count(data.messages_today) : null}
          note="Replies since midnight UTC"
        />
        <StatCard
          className="col-span-2 sm:col-span-1"
          icon={MessageCircle}
          label="Messages remaining"
          value={remaining === null ? null : formatQuota(remaining)}
          note={isUnlimited(remaining ?? 0) ? 'No monthly cap' : `of ${formatQuota(PLANS[user.plan].messages)} included each month`}
        />
      </div>
    </section>
  );
}
