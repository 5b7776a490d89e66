import type { AdvancedAnalytics } from '@fanline/core';
import { Clock, Coins, Percent, Repeat } from 'lucide-react';
import { AnalyticsCard } from './analytics-card';
import { formatMinutes, formatPercent, formatUsd } from './analytics-format';
import { CardSkeleton } from './card-placeholder';
import { FallbackBanner } from './fallback-banner';
import { HourlyActivityCard } from './hourly-activity-card';
import { MetricList } from './metric-list';
import { PlanSection } from './plan-section';
import { StatGrid, type GridStat } from './stat-grid';
import { useAdvancedAnalytics } from './use-analytics-queries';
import { isFallback, loadedData } from './use-analytics-load';

function Headline({ data, fallback }: { data: AdvancedAnalytics | null; fallback: boolean }) {
  const stats: GridStat[] = [
    { testId: 'stat-conversion-rate', icon: Percent, label: 'Conversion rate', value: data ? formatPercent(data.conversion_rate) : null, note: 'Active fans who paid' },
    { testId: 'stat-revenue-per-user', icon: Coins, label: 'Revenue per fan', value: data ? formatUsd(data.revenue_per_user) : null, note: 'Revenue ÷ active fans' },
    { testId: 'stat-retention', icon: Repeat, label: 'Retention', value: data ? formatPercent(data.user_retention) : null, note: 'Last month’s new fans who came back' },
    { testId: 'stat-session-duration', icon: Clock, label: 'Avg session', value: data ? formatMinutes(data.avg_session_duration) : null, note: 'First to last message of a chat' },
  ];
  return <StatGrid stats={stats} fallback={fallback} />;
}

/** docs/product.md §11 advanced analytics, for Flow, Nexus and admins: the last 30 days (UTC). */
export function AdvancedAnalyticsSection() {
  const load = useAdvancedAnalytics();
  const data = loadedData(load);
  const fallback = isFallback(load);
  return (
    <PlanSection
      title="Advanced analytics"
      plans="Flow · Nexus"
      description="Conversion, retention and when your fans are around. Last 30 days (UTC)."
      testId="advanced-analytics"
    >
      {load.status === 'fallback' && (
        <FallbackBanner subject="Advanced analytics" failure={load.failure} retrying={load.retrying} onRetry={load.retry} />
      )}
      <Headline data={data} fallback={fallback} />
      <div className="grid gap-6 lg:grid-cols-3">
        <HourlyActivityCard
          hours={data?.peak_hours ?? null}
          fallback={fallback}
          testId="peak-hours-chart"
          className="lg:col-span-2"
          headingLevel="h4"
        />
        <AnalyticsCard title="Engagement" description="Per chat, last 30 days (UTC)" fallback={fallback} headingLevel="h4" testId="advanced-engagement">
          {!data ? (
            <CardSkeleton height={140} />
          ) : (
            <MetricList
              metrics={[
                {
                  label: 'Messages per session',
                  hint: 'Both ways, per chat',
                  value: data.engagement_metrics.avg_messages_per_session.toLocaleString('en-US'),
                },
                { label: 'Bounce rate', hint: 'New chats that ended after one exchange', value: formatPercent(data.engagement_metrics.bounce_rate) },
                { label: 'Repeat fans', hint: 'Active fans who first wrote earlier', value: formatPercent(data.engagement_metrics.repeat_user_rate) },
              ]}
            />
          )}
        </AnalyticsCard>
      </div>
    </PlanSection>
  );
}
