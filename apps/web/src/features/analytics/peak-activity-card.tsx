import { Clock } from 'lucide-react';
import { AnalyticsCard } from './analytics-card';
import { formatCount, formatHourRangeUtc } from './analytics-format';
import { CardPlaceholder, CardSkeleton } from './card-placeholder';
import { ChangePill } from './change-pill';
import { ChartFrame } from './chart-frame';
import { HourlyActivityChart } from './lazy-charts';
import type { DashboardCardProps } from './section-props';

const CHART_HEIGHT = 120;

/** The day's rhythm (24 hours, last 30 UTC days), its three busiest hours, and how message volume moved week on week. */
export function PeakActivityCard({ data, fallback }: DashboardCardProps) {
  const hours = data?.growth_metrics.peak_activity_hours ?? [];
  return (
    <AnalyticsCard
      title="Peak activity"
      description="Busiest hours, last 30 days (UTC)"
      fallback={fallback}
      testId="peak-activity"
      aside={data && hours.length > 0 ? <ChangePill value={data.growth_metrics.growth_rate} comparedTo="last week’s messages" /> : undefined}
    >
      {!data ? (
        <CardSkeleton height={140} />
      ) : hours.length === 0 ? (
        <CardPlaceholder icon={Clock} title={fallback ? 'Unavailable right now' : 'No activity yet'}>
          {fallback
            ? 'Peak hours could not be loaded.'
            : 'Once fans have chatted for a while, the hours they are most active show up here, so you know when to post.'}
        </CardPlaceholder>
      ) : (
        <>
          <ChartFrame
            testId="dashboard-peak-hours-chart"
            summary={`Fan messages by hour of day (UTC), last 30 days. Busiest: ${hours.map(formatHourRangeUtc).join(', ')}.`}
            height={CHART_HEIGHT}
            table={{
              caption: 'Fan messages per hour of day (UTC)',
              columns: ['Hour (UTC)', 'Fan messages'],
              rows: data.hourly_activity.map((h) => [formatHourRangeUtc(h.hour), formatCount(h.messages)]),
            }}
          >
            <HourlyActivityChart data={data.hourly_activity} peakHours={hours} />
          </ChartFrame>
          <ol className="mt-3 space-y-2">
            {hours.map((hour, index) => (
              <li key={hour} className="flex items-center gap-3 rounded-xl bg-white/[0.03] px-3 py-2.5 ring-1 ring-white/[0.05]">
                <span
                  aria-hidden="true"
                  className={
                    index === 0
                      ? 'grid size-6 place-items-center rounded-full bg-brand-gradient text-xs font-bold text-white'
                      : 'grid size-6 place-items-center rounded-full bg-white/[0.08] text-xs font-semibold text-zinc-300'
                  }
                >
                  {index + 1}
                </span>
                <span className="text-sm font-medium text-white tabular-nums">{formatHourRangeUtc(hour)}</span>
                {index === 0 && <span className="ml-auto text-xs text-brand-300">Busiest</span>}
              </li>
            ))}
          </ol>
          <p className="mt-3 text-xs text-zinc-500">The badge compares fan messages this week with last week.</p>
        </>
      )}
    </AnalyticsCard>
  );
}
