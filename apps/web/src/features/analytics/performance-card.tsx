import { CHANNEL_NAMES, type DashboardAnalytics } from '@fanline/core';
import { CalendarCheck, Clock, Crown, Radio, Timer, Trophy, UserRound, type LucideIcon } from 'lucide-react';
import { AnalyticsCard } from './analytics-card';
import { formatCount, formatDayUtc, formatHourRangeUtc, formatMs, formatUsd } from './analytics-format';
import { CardSkeleton } from './card-placeholder';
import type { DashboardCardProps } from './section-props';

interface Tile {
  icon: LucideIcon;
  label: string;
  value: string;
  note: string;
}

const NOTHING_YET = '—';

function tilesOf(data: DashboardAnalytics): Tile[] {
  const p = data.performance_metrics;
  const platformRevenue = p.best_platform ? data.revenue_by_platform[p.best_platform] : 0;
  const platformMessages = p.best_platform ? data.messages_by_platform[p.best_platform] : 0;
  return [
    {
      icon: Trophy,
      label: 'Top earning bot',
      value: p.top_earning_bot?.name ?? NOTHING_YET,
      note: p.top_earning_bot ? `${formatUsd(p.top_earning_bot.revenue)} in 30 days` : 'No revenue in 30 days',
    },
    {
      icon: Crown,
      label: 'Most active bot',
      value: data.top_performing_bot?.name ?? NOTHING_YET,
      note: data.top_performing_bot ? `${formatCount(data.top_performing_bot.messages)} fan messages in 30 days` : 'No messages in 30 days',
    },
    {
      icon: Radio,
      label: 'Best platform',
      value: p.best_platform ? CHANNEL_NAMES[p.best_platform] : NOTHING_YET,
      // docs/analytics.md: by revenue, then (a channel without revenue) by fan messages.
      note: !p.best_platform
        ? 'No fan activity in 30 days'
        : platformRevenue > 0
          ? `${formatUsd(platformRevenue)} in 30 days`
          : `${formatCount(platformMessages)} fan messages in 30 days`,
    },
    {
      icon: Timer,
      label: 'Avg response time',
      value: formatMs(p.avg_response_time),
      note: 'Bot replies, last 30 days',
    },
    {
      icon: Clock,
      label: 'Peak revenue hour',
      value: p.peak_revenue_hour === null ? NOTHING_YET : formatHourRangeUtc(p.peak_revenue_hour),
      note: 'Most revenue, last 30 days',
    },
    {
      icon: UserRound,
      label: 'Revenue per fan',
      value: formatUsd(p.revenue_per_user),
      note: 'All-time revenue ÷ fans',
    },
    {
      icon: CalendarCheck,
      label: 'Best day this month',
      value: p.best_day_this_month ? formatDayUtc(p.best_day_this_month.date) : NOTHING_YET,
      note: p.best_day_this_month ? `${formatUsd(p.best_day_this_month.revenue)} (UTC day)` : 'No revenue this month',
    },
  ];
}

/** Who and what performs best (docs/product.md §11 performance_metrics), as a grid of small tiles. */
export function PerformanceCard({ data, fallback }: DashboardCardProps) {
  return (
    <AnalyticsCard title="Performance" description="What is working best across your bots" fallback={fallback} testId="performance">
      {!data ? (
        <CardSkeleton height={180} />
      ) : (
        <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
          {tilesOf(data).map(({ icon: Icon, label, value, note }) => (
            <div key={label} className="min-w-0 rounded-2xl bg-white/[0.03] p-4 ring-1 ring-white/[0.05]">
              <dt className="flex items-center gap-2 text-xs font-medium text-zinc-400">
                <Icon aria-hidden="true" className="size-3.5 shrink-0 text-brand-300" />
                {label}
              </dt>
              <dd className="mt-2 truncate text-lg font-semibold text-white tabular-nums" title={value}>
                {value}
              </dd>
              <dd className="text-xs text-zinc-500">{note}</dd>
            </div>
          ))}
        </dl>
      )}
    </AnalyticsCard>
  );
}
