import { AnalyticsCard } from './analytics-card';
import { formatUsd } from './analytics-format';
import { CardSkeleton } from './card-placeholder';
import { ChangePill } from './change-pill';
import type { DashboardCardProps } from './section-props';

function ComparisonBar({ label, value, max, accent }: { label: string; value: number; max: number; accent: boolean }) {
  const width = max > 0 ? Math.max((value / max) * 100, value > 0 ? 2 : 0) : 0;
  return (
    <div>
      <div className="flex justify-between text-xs">
        <span className="text-zinc-400">{label}</span>
        <span className="font-medium text-zinc-200 tabular-nums">{formatUsd(value)}</span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-white/[0.06]">
        <div className={accent ? 'h-full rounded-full bg-brand-gradient' : 'h-full rounded-full bg-white/25'} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

/** This week against last week (docs/product.md §11 weekly_revenue); weeks are the last 7 UTC days and the 7 before. */
export function WeeklyRevenueCard({ data, fallback }: DashboardCardProps) {
  const weekly = data?.weekly_revenue;
  const max = weekly ? Math.max(weekly.this_week, weekly.last_week) : 0;
  return (
    <AnalyticsCard title="Weekly revenue" description="Last 7 days vs the 7 before (UTC)" fallback={fallback} testId="weekly-revenue">
      {!weekly ? (
        <CardSkeleton height={120} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-3xl font-bold tracking-tight text-white tabular-nums">{formatUsd(weekly.this_week)}</p>
            <ChangePill value={weekly.growth_percentage} comparedTo="last week" />
          </div>
          <div className="mt-5 space-y-3">
            <ComparisonBar label="This week" value={weekly.this_week} max={max} accent />
            <ComparisonBar label="Last week" value={weekly.last_week} max={max} accent={false} />
          </div>
        </>
      )}
    </AnalyticsCard>
  );
}
