import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  note?: string;
}

interface FigureGroupProps {
  icon: LucideIcon;
  title: string;
  figures: Figure[];
}

/** A small titled block of figures, for dense views such as the per-bot dialog. */
export function FigureGroup({ icon: Icon, title, figures }: FigureGroupProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-2xl bg-ink-900/70 p-4 ring-1 ring-white/[0.06]">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-white">
        <Icon aria-hidden="true" className="size-4 text-brand-300" />
        {title}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
        {figures.map(({ label, value, note }) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-zinc-500">{label}</dt>
            <dd className="mt-0.5 truncate text-lg font-semibold text-white tabular-nums">{value}</dd>
            {note && <dd className="text-[11px] text-zinc-500">{note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
