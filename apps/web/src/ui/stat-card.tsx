import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  /** Null while loading: a placeholder bar shows instead. */
  value: ReactNode | null;
  note: ReactNode;
  /** A small marker beside the label, e.g. a "FALLBACK MODE" pill. */
  badge?: ReactNode;
  className?: string;
  testId?: string;
}

/** One headline figure: label, value and a quiet note saying what it counts. */
export function StatCard({ icon: Icon, label, value, note, badge, className, testId }: StatCardProps) {
  return (
    <div data-testid={testId} className={cn('min-w-0 rounded-2xl bg-ink-850/80 p-4 ring-1 ring-white/[0.08] sm:p-5', className)}>
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-zinc-400">{label}</p>
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
      </div>
      {badge && <div className="mt-1.5">{badge}</div>}
      {value === null ? (
        <p className="mt-3 h-8 w-16 animate-pulse rounded-lg bg-white/[0.07]">
          <span className="sr-only">Loading</span>
        </p>
      ) : (
        <p className="mt-3 truncate text-2xl font-bold tracking-tight text-white tabular-nums">{value}</p>
      )}
      <p className="mt-1 text-xs text-zinc-500">{note}</p>
    </div>
  );
}
