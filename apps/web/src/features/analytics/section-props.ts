import type { DashboardAnalytics } from '@fanline/core';

/** What each Command Center analytics card receives: the figures (null while loading) and whether they are stand-ins. */
export interface DashboardCardProps {
  data: DashboardAnalytics | null;
  fallback: boolean;
}
