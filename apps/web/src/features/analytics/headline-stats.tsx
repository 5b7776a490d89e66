import { Activity, CalendarRange, CircleDollarSign, Coins, MessagesSquare, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatCard } from '../../ui/stat-card';
import { formatCount, formatUsd } from './analytics-format';
import { FallbackBadge } from './fallback-badge';
import type { DashboardCardProps } from './section-props';

interface HeadlineStatsProps extends DashboardCardProps {
  /** Cards from elsewhere (the fleet's deploy and quota figures) that belong in the same row. */
  extraCards?: ReactNode;
}

/** Today's headline figures (docs/product.md §11 Command Center, §9 estimates); "today" is the UTC day. */
export function HeadlineStats({ data, fallback, extraCards }: HeadlineStatsProps) {
  const badge = fallback ? <FallbackBadge /> : undefined;
  const value = (format: (d: NonNullable<typeof data>) => string) => (data ? format(data) : null);
  return (
    <section aria-label="Today at a glance" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        testId="stat-today-messages"
        icon={MessagesSquare}
        label="Messages today"
        value={value((d) => formatCount(d.today_messages))}
        note="From fans since 00:00 UTC"
        badge={badge}
      />
      <StatCard
        testId="stat-today-revenue"
        icon={CircleDollarSign}
        label="Revenue today"
        value={value((d) => formatUsd(d.today_revenue))}
        note="Paid by fans since 00:00 UTC"
        badge={badge}
      />
      <StatCard
        testId="stat-estimated-monthly-revenue"
        icon={CalendarRange}
        label="Est. monthly revenue"
        value={value((d) => formatUsd(d.estimated_monthly_revenue))}
        note="Today’s revenue × 30"
        badge={badge}
      />
      <StatCard
        testId="stat-revenue-per-100-messages"
        icon={Coins}
        label="Revenue per 100 messages"
        value={value((d) => formatUsd(d.revenue_per_100_messages))}
        note="Today’s revenue per 100 fan messages"
        badge={badge}
      />
      <StatCard
        testId="stat-active-bots"
        icon={Activity}
        label="Active bots"
        value={value((d) => `${formatCount(d.active_bots)} / ${formatCount(d.total_bots)}`)}
        note={data && data.total_bots === 0 && !fallback ? 'No bots yet' : 'Active out of all your bots'}
        badge={badge}
      />
      <StatCard
        testId="stat-new-fans"
        icon={UserPlus}
        label="New fans this week"
        value={value((d) => formatCount(d.growth_metrics.new_fans_this_week))}
        note="First messages, last 7 days (UTC)"
        badge={badge}
      />
      {extraCards}
    </section>
  );
}
