import { formatQuota, type VoiceAnalytics } from '@fanline/core';
import { AudioLines, Ear, Hourglass, Wallet } from 'lucide-react';
import { AnalyticsCard } from './analytics-card';
import { formatCount, formatPercent, formatUsd, formatUsdPrecise } from './analytics-format';
import { CardSkeleton } from './card-placeholder';
import { FallbackBanner } from './fallback-banner';
import { MetricList } from './metric-list';
import { PlanSection } from './plan-section';
import { StatGrid, type GridStat } from './stat-grid';
import { PopularVoices } from './popular-voices';
import { useVoiceAnalytics } from './use-analytics-queries';
import { isFallback, loadedData } from './use-analytics-load';

function Headline({ data, fallback }: { data: VoiceAnalytics | null; fallback: boolean }) {
  const stats: GridStat[] = [
    { testId: 'stat-voice-sent', icon: AudioLines, label: 'Voice messages sent', value: data ? formatCount(data.voice_messages_sent) : null, note: 'This month (UTC)' },
    { testId: 'stat-voice-remaining', icon: Hourglass, label: 'Voice remaining', value: data ? formatQuota(data.voice_messages_remaining) : null, note: 'On your balance' },
    { testId: 'stat-listen-rate', icon: Ear, label: 'Avg listen rate', value: data ? formatPercent(data.voice_engagement.avg_listen_rate) : null, note: 'Voice replies fans answered' },
    { testId: 'stat-voice-cost', icon: Wallet, label: 'Voice cost', value: data ? formatUsd(data.cost_analysis.current_month_cost) : null, note: 'Speech synthesis this month' },
  ];
  return <StatGrid stats={stats} fallback={fallback} />;
}

/** docs/product.md §11 voice analytics, for Nexus with the voice upgrade and admins: the current calendar month (UTC). */
export function VoiceAnalyticsSection() {
  const load = useVoiceAnalytics();
  const data = loadedData(load);
  const fallback = isFallback(load);
  return (
    <PlanSection
      title="Voice analytics"
      plans="Nexus · Voice upgrade"
      description="How your voice replies are used and what they cost. This calendar month (UTC)."
      testId="voice-analytics"
    >
      {load.status === 'fallback' && <FallbackBanner subject="Voice analytics" failure={load.failure} retrying={load.retrying} onRetry={load.retry} />}
      <Headline data={data} fallback={fallback} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AnalyticsCard title="Popular voices" description="Share of voice replies this month" fallback={fallback} headingLevel="h4">
          {!data ? <CardSkeleton height={120} /> : <PopularVoices voices={data.popular_voices} fallback={fallback} />}
        </AnalyticsCard>
        <AnalyticsCard title="Cost analysis" description="Speech synthesis, this month (UTC)" fallback={fallback} headingLevel="h4" testId="voice-cost-analysis">
          {!data ? (
            <CardSkeleton height={120} />
          ) : (
            <MetricList
              metrics={[
                { label: 'This month so far', value: formatUsd(data.cost_analysis.current_month_cost) },
                { label: 'Per voice message', hint: 'Average', value: formatUsdPrecise(data.cost_analysis.avg_cost_per_message) },
                { label: 'Projected for the month', hint: 'At the pace so far', value: formatUsd(data.cost_analysis.projected_monthly_cost) },
              ]}
            />
          )}
        </AnalyticsCard>
      </div>
    </PlanSection>
  );
}
