import type { HourCount } from '@fanline/core';
import { Clock } from 'lucide-react';
import { AnalyticsCard } from './analytics-card';
import { formatCount, formatHourRangeUtc, formatHourUtc } from './analytics-format';
import { CardPlaceholder, CardSkeleton } from './card-placeholder';
import { ChartFrame } from './chart-frame';
import { HourlyActivityChart } from './lazy-charts';

const HEIGHT = 220;
const PEAKS = 3;

/** The busiest hours, most messages first (ties: the earlier hour). */
export function peakHoursOf(hours: readonly HourCount[], count = PEAKS): number[] {
  return hours
    .filter((h) => h.messages > 0)
    .toSorted((a, b) => b.messages - a.messages || a.hour - b.hour)
    .slice(0, count)
    .map((h) => h.hour);
}

function summarise(hours: HourCount[], peaks: number[]): string {
  const total = hours.reduce((sum, h) => sum + h.messages, 0);
  return `Fan messages by hour of day (UTC), ${formatCount(total)} in total. Busiest: ${peaks.map(formatHourUtc).join(', ')}.`;
}

interface HourlyActivityCardProps {
  /** 24 buckets, or null while loading. */
  hours: HourCount[] | null;
  fallback: boolean;
  testId: string;
  title?: string;
  description?: string;
  className?: string;
  headingLevel?: 'h3' | 'h4';
}

/** A 24-hour bar chart of fan messages (UTC), the busiest hours highlighted. */
export function HourlyActivityCard({
  hours,
  fallback,
  testId,
  title = 'Peak hours',
  description = 'Fan messages by hour, last 30 days (UTC)',
  className,
  headingLevel,
}: HourlyActivityCardProps) {
  const peaks = hours ? peakHoursOf(hours) : [];
  return (
    <AnalyticsCard
      title={title}
      description={description}
      fallback={fallback}
      className={className}
      headingLevel={headingLevel}
      aside={peaks[0] !== undefined ? <p className="text-xs text-zinc-400">Busiest {formatHourRangeUtc(peaks[0])}</p> : undefined}
    >
      {!hours ? (
        <CardSkeleton height={HEIGHT} />
      ) : peaks.length === 0 ? (
        <CardPlaceholder icon={Clock} title={fallback ? 'Peak hours unavailable' : 'No activity yet'} minHeight={HEIGHT}>
          {fallback
            ? 'Hourly activity could not be loaded.'
            : 'A 24-hour picture of when fans write appears here once they start chatting, so you can be around at the busy times.'}
        </CardPlaceholder>
      ) : (
        <ChartFrame
          testId={testId}
          summary={summarise(hours, peaks)}
          height={HEIGHT}
          table={{
            caption: 'Fan messages per hour of day (UTC)',
            columns: ['Hour (UTC)', 'Fan messages'],
            rows: hours.map((h) => [formatHourRangeUtc(h.hour), formatCount(h.messages)]),
          }}
        >
          <HourlyActivityChart data={hours} peakHours={peaks} />
        </ChartFrame>
      )}
    </AnalyticsCard>
  );
}
