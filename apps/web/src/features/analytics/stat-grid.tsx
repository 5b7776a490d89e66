import type { LucideIcon } from 'lucide-react';
import { StatCard } from '../../ui/stat-card';
import { FallbackBadge } from './fallback-badge';

export interface GridStat {
  testId: string;
  icon: LucideIcon;
  label: string;
  /** Null while loading. */
  value: string | null;
  note: string;
}

/** A section's row of headline figures, each marked while the figures are the fallback. */
export function StatGrid({ stats, fallback }: { stats: readonly GridStat[]; fallback: boolean }) {
  const badge = fallback ? <FallbackBadge /> : undefined;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map(({ testId, ...stat }) => (
        <StatCard key={testId} testId={testId} {...stat} badge={badge} />
      ))}
    </div>
  );
}
