import type { AdvancedAnalytics, DashboardAnalytics, VoiceAnalytics } from '@fanline/core';
import { trpc } from '../../lib/trpc';
import { retryAnalyticsLoad } from './analytics-failure';
import { FALLBACK_ADVANCED, FALLBACK_DASHBOARD, FALLBACK_VOICE } from './analytics-fallback';
import { useAnalyticsLoad, type AnalyticsLoad } from './use-analytics-load';

/**
 * Figures move as fans talk; a minute is fresh enough for a dashboard and
 * light on the server. Focus refetches come from the query client defaults.
 */
const REFRESH_MS = 60_000;

const options = {
  refetchInterval: REFRESH_MS,
  refetchOnWindowFocus: true,
  retry: retryAnalyticsLoad,
} as const;

export function useDashboardAnalytics(): AnalyticsLoad<DashboardAnalytics> {
  return useAnalyticsLoad('dashboard', trpc.analytics.dashboard.useQuery({}, options), FALLBACK_DASHBOARD);
}

export function useAdvancedAnalytics(): AnalyticsLoad<AdvancedAnalytics> {
  return useAnalyticsLoad('advanced', trpc.analytics.advanced.useQuery({}, options), FALLBACK_ADVANCED);
}

export function useVoiceAnalytics(): AnalyticsLoad<VoiceAnalytics> {
  return useAnalyticsLoad('voice', trpc.analytics.voice.useQuery({}, options), FALLBACK_VOICE);
}

/** Re-reads every figure on the Command Center: all analytics and the fleet statistics beside them. */
export function useRefreshAnalytics() {
  const utils = trpc.useUtils();
  return () => void Promise.all([utils.analytics.invalidate(), utils.bots.stats.invalidate()]);
}
