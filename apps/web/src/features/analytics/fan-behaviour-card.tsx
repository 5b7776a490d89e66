import { AnalyticsCard } from './analytics-card';
import { formatDecimal, formatPercent, formatUsd } from './analytics-format';
import { CardSkeleton } from './card-placeholder';
import { MetricList } from './metric-list';
import type { DashboardCardProps } from './section-props';

/** Conversion and engagement (docs/product.md §11 conversion_stats, engagement_metrics): how fans respond and come back. */
export function FanBehaviourCard({ data, fallback }: DashboardCardProps) {
  return (
    <AnalyticsCard title="Conversion & engagement" description="Last 30 days (UTC) unless noted" fallback={fallback} testId="conversion-engagement">
      {!data ? (
        <CardSkeleton height={200} />
      ) : (
        <MetricList
          metrics={[
            {
              label: 'Tip conversion',
              hint: 'Tip prompts that led to a tip',
              value: formatPercent(data.conversion_stats.tip_conversion_rate),
            },
            { label: 'Average tip', value: formatUsd(data.conversion_stats.avg_tip_amount) },
            {
              label: 'Repeat visitors',
              hint: 'Active fans who first wrote earlier',
              value: formatPercent(data.engagement_metrics.repeat_visitor_rate),
            },
            {
              label: 'Messages per chat',
              hint: 'Fan messages per active fan',
              value: formatDecimal(data.engagement_metrics.messages_per_chat),
            },
            {
              label: 'Avg conversation length',
              hint: 'Messages both ways per conversation, all time',
              value: formatDecimal(data.engagement_metrics.avg_conversation_length),
            },
          ]}
        />
      )}
    </AnalyticsCard>
  );
}
