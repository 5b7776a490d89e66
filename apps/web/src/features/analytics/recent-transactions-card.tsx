import { CHANNEL_NAMES, type RecentTransaction } from '@fanline/core';
import { HandCoins, MessageCircle, Receipt, Repeat, type LucideIcon } from 'lucide-react';
import { AnalyticsCard } from './analytics-card';
import { formatUsd } from './analytics-format';
import { CardPlaceholder, CardSkeleton } from './card-placeholder';
import type { DashboardCardProps } from './section-props';

const KINDS: Record<RecentTransaction['type'], { label: string; icon: LucideIcon }> = {
  tip: { label: 'Tip', icon: HandCoins },
  subscription: { label: 'Subscription', icon: Repeat },
  per_message: { label: 'Pay per message', icon: MessageCircle },
};

function TransactionRow({ transaction }: { transaction: RecentTransaction }) {
  const { label, icon: Icon } = KINDS[transaction.type];
  const when = new Date(transaction.created_at);
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-emerald-400/10 ring-1 ring-emerald-400/20">
        <Icon aria-hidden="true" className="size-4 text-emerald-300" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-white">
          {label} · {transaction.bot_name}
        </p>
        <p className="text-xs text-zinc-500">
          {CHANNEL_NAMES[transaction.platform]} ·{' '}
          <time dateTime={transaction.created_at} title={when.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}>
            {transaction.time_ago}
          </time>
        </p>
      </div>
      <p className="shrink-0 text-sm font-semibold text-emerald-300 tabular-nums">+{formatUsd(transaction.amount)}</p>
    </li>
  );
}

/** The two latest fan payments (docs/product.md §11: at most 2 rows). */
export function RecentTransactionsCard({ data, fallback }: DashboardCardProps) {
  const transactions = data?.recent_transactions.slice(0, 2);
  return (
    <AnalyticsCard title="Recent transactions" description="Latest payments from fans" fallback={fallback} testId="recent-transactions">
      {!transactions ? (
        <CardSkeleton height={96} />
      ) : transactions.length === 0 ? (
        <CardPlaceholder icon={Receipt} title={fallback ? 'Transactions unavailable' : 'No payments yet'}>
          {fallback
            ? 'Recent payments could not be loaded.'
            : 'Tips, subscriptions and pay-per-message payments from your fans show up here as they arrive.'}
        </CardPlaceholder>
      ) : (
        <ul className="divide-y divide-white/[0.06]">
          {transactions.map((t) => (
            <TransactionRow key={`${t.created_at}-${t.bot_name}-${t.amount}`} transaction={t} />
          ))}
        </ul>
      )}
    </AnalyticsCard>
  );
}
