import { RotateCw } from 'lucide-react';
import { Button } from '../../ui/button';
import { formatClock } from './analytics-format';

interface AnalyticsStatusProps {
  updatedAt: number;
  refreshing: boolean;
  onRefresh(): void;
}

/** When the figures were read, and a manual refresh between the automatic ones. */
export function AnalyticsStatus({ updatedAt, refreshing, onRefresh }: AnalyticsStatusProps) {
  return (
    <div className="flex items-center gap-2 text-xs text-zinc-500">
      {updatedAt > 0 && (
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-400 shadow-[0_0_6px] shadow-emerald-400/70" />
          Updated {formatClock(updatedAt)} · refreshes every minute
        </span>
      )}
      <Button variant="ghost" size="sm" onClick={onRefresh} disabled={refreshing} className="h-8 px-2.5">
        <RotateCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
        Refresh
      </Button>
    </div>
  );
}
