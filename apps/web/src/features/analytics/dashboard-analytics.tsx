import { useEffect, type ReactNode } from 'react';
import { AnalyticsStatus } from './analytics-status';
import { FallbackBanner } from './fallback-banner';
import { FanBehaviourCard } from './fan-behaviour-card';
import { HeadlineStats } from './headline-stats';
import { loadCharts } from './lazy-charts';
import { MarginsCard } from './margins-card';
import { MessagesByBotCard } from './messages-by-bot-card';
import { NoBotsYet } from './no-bots-yet';
import { PeakActivityCard } from './peak-activity-card';
import { PerformanceCard } from './performance-card';
import { RecentTransactionsCard } from './recent-transactions-card';
import { RevenueTrendCard } from './revenue-trend-card';
import type { DashboardCardProps } from './section-props';
import { useDashboardAnalytics, useRefreshAnalytics } from './use-analytics-queries';
import { isFallback, loadedData } from './use-analytics-load';
import { WeeklyRevenueCard } from './weekly-revenue-card';

interface DashboardAnalyticsProps {
  /** Extra headline cards from the fleet, shown in the same row as today's figures. */
  headlineExtras?: ReactNode;
  /** Shown between the headline row and the detailed panels. */
  children?: ReactNode;
}

/** The Command Center's analytics (docs/product.md §11, §3 dashboard analytics), refreshed every minute and on focus. */
export function DashboardAnalytics({ headlineExtras, children }: DashboardAnalyticsProps) {
  const load = useDashboardAnalytics();
  const data = loadedData(load);
  const cards = { data, fallback: isFallback(load) };
  const noBots = load.status === 'ready' && load.data.total_bots === 0;
  const refreshAll = useRefreshAnalytics();

  useEffect(() => {
    // Fetch the chart code alongside the figures instead of after them.
    void loadCharts();
  }, []);

  return (
    <div className="space-y-6" data-testid="dashboard-analytics" data-state={load.status}>
      <div className="-mt-2 flex justify-end">
        <AnalyticsStatus updatedAt={load.updatedAt} refreshing={load.retrying} onRefresh={refreshAll} />
      </div>
      {load.status === 'fallback' && (
        <FallbackBanner subject="Dashboard analytics" failure={load.failure} retrying={load.retrying} onRetry={load.retry} />
      )}
      {load.status === 'ready' && load.refreshFailure && (
        <FallbackBanner
          subject="Dashboard analytics"
          failure={load.refreshFailure}
          staleSince={load.updatedAt}
          retrying={load.retrying}
          onRetry={load.retry}
        />
      )}
      <HeadlineStats {...cards} extraCards={headlineExtras} />
      {children}
      {noBots ? <NoBotsYet /> : <Panels {...cards} />}
    </div>
  );
}

function Panels(cards: DashboardCardProps) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-3">
        <RevenueTrendCard {...cards} />
        <div className="grid gap-6">
          <WeeklyRevenueCard {...cards} />
          <RecentTransactionsCard {...cards} />
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <MessagesByBotCard {...cards} />
        <PeakActivityCard {...cards} />
        {/* Two columns leave the third card alone on its row; it takes the row's full width there. */}
        <div className="grid md:col-span-2 lg:col-span-1">
          <FanBehaviourCard {...cards} />
        </div>
      </div>
      <PerformanceCard {...cards} />
      <MarginsCard {...cards} />
    </>
  );
}
