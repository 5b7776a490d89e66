import type { TrendPoint } from '@fanline/core';
import { ChartSpline } from 'lucide-react';
import { AnalyticsCard } from './analytics-card';
import { formatCount, formatDayUtc, formatUsd } from './analytics-format';
import { CardPlaceholder, CardSkeleton } from './card-placeholder';
import { ChartFrame } from './chart-frame';
import { RevenueTrendChart } from './lazy-charts';
import type { DashboardCardProps } from './section-props';

const HEIGHT = 260;

function summarise(trend: TrendPoint[]): string {
  const revenue = trend.reduce((sum, p) => sum + p.revenue, 0);
  const messages = trend.reduce((sum, p) => sum + p.messages, 0);
  const best = trend.reduce<TrendPoint | null>((top, p) => (p.revenue > (top?.revenue ?? 0) ? p : top), null);
  const bestText = best ? ` The best day was ${formatDayUtc(best.date)} with ${formatUsd(best.revenue)}.` : '';
  return `Revenue trend over the last 30 days (UTC): ${formatUsd(revenue)} in total from ${formatCount(messages)} fan messages.${bestText}`;
}

function Legend({ total }: { total: number }) {
  return (
    <div className="flex items-center gap-4 text-xs text-zinc-400">
      <span className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-2 w-3 rounded-full bg-linear-to-r from-brand-400 to-flare-400" />
        Revenue
      </span>
      <span className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-2.5 w-2 rounded-sm bg-white/15" />
        Fan messages
      </span>
      <span>
        30-day total <span className="font-semibold text-white tabular-nums">{formatUsd(total)}</span>
      </span>
    </div>
  );
}

/** Daily revenue over the last 30 UTC days, with fan messages for context. */
export function RevenueTrendCard({ data, fallback }: DashboardCardProps) {
  const trend = data?.revenue_trend ?? [];
  const total = trend.reduce((sum, p) => sum + p.revenue, 0);
  const hasActivity = trend.some((p) => p.revenue > 0 || p.messages > 0);
  return (
    <AnalyticsCard
      title="Revenue trend"
      description="Last 30 days (UTC), daily"
      fallback={fallback}
      aside={data && hasActivity ? <Legend total={total} /> : undefined}
      className="lg:col-span-2"
    >
      {!data ? (
        <CardSkeleton height={HEIGHT} />
      ) : !hasActivity ? (
        <CardPlaceholder icon={ChartSpline} title={fallback ? 'Revenue trend unavailable' : 'No revenue yet'} minHeight={HEIGHT}>
          {fallback
            ? 'The trend could not be loaded. It will return as soon as the figures do.'
            : 'Your revenue trend appears here once fans start chatting with a deployed bot: each day’s earnings and messages, over the last 30 days.'}
        </CardPlaceholder>
      ) : (
        <ChartFrame
          testId="revenue-trend-chart"
          summary={summarise(trend)}
          height={HEIGHT}
          grow
          table={{
            caption: 'Revenue and fan messages per day, last 30 days (UTC)',
            columns: ['Day (UTC)', 'Revenue', 'Fan messages'],
            rows: trend.map((p) => [formatDayUtc(p.date), formatUsd(p.revenue), formatCount(p.messages)]),
          }}
        >
          <RevenueTrendChart data={trend} />
        </ChartFrame>
      )}
    </AnalyticsCard>
  );
}
