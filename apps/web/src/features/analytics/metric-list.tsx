import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Metric {
  label: string;
  value: ReactNode;
  /** Why the figure matters or how it is counted; shown under the label. */
  hint?: string;
}

/** Label–value rows for secondary figures; a definition list so each value is read with its label. */
export function MetricList({ metrics, className }: { metrics: Metric[]; className?: string }) {
  return (
    <dl className={cn('divide-y divide-white/[0.06]', className)}>
      {metrics.map(({ label, value, hint }) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
          <dt className="min-w-0 text-sm text-zinc-400">
            {label}
            {hint && <span className="block text-xs text-zinc-500">{hint}</span>}
          </dt>
          <dd className="shrink-0 text-right text-sm font-semibold text-white tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
