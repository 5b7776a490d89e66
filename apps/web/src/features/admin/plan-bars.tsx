import { cn } from '../../lib/cn';

export interface PlanBar {
  key: string;
  label: string;
  value: number;
  /** Shown at the bar's end ("$450 · 15 users"). */
  display: string;
  tone?: 'brand' | 'sky';
}

/** A horizontal bar per row, drawn with CSS; the list itself is the accessible reading of the figures. */
export function PlanBars({ bars, label }: { bars: PlanBar[]; label: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <ul aria-label={label} className="space-y-4">
      {bars.map((bar) => (
        <li key={bar.key}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-zinc-200">{bar.label}</span>
            <span className="text-zinc-400 tabular-nums">{bar.display}</span>
          </div>
          <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-white/[0.06]" aria-hidden="true">
            <div
              className={cn('h-full rounded-full', bar.tone === 'sky' ? 'bg-sky-400/80' : 'bg-brand-gradient')}
              style={{ width: `${Math.max(bar.value > 0 ? 3 : 0, (bar.value / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
