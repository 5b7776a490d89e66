import type { ReactNode } from 'react';

export interface TooltipRow {
  label: string;
  value: string;
  color: string;
}

interface ChartTooltipProps<T> {
  active?: boolean;
  /** Recharts' payload: the hovered series; each entry carries the whole datum. */
  payload?: ReadonlyArray<{ payload?: unknown }>;
  describe(datum: T): { title: ReactNode; rows: TooltipRow[] };
}

/** The charts' hover card, in the same ink surface as the product's tooltips. */
export function ChartTooltip<T>({ active, payload, describe }: ChartTooltipProps<T>) {
  const datum = payload?.[0]?.payload;
  if (!active || datum === undefined) return null;
  // The datum is one element of the array the chart was given, so it has the chart's data type.
  const { title, rows } = describe(datum as T);
  return (
    <div className="rounded-xl bg-ink-700/95 px-3 py-2 text-xs shadow-xl shadow-black/40 ring-1 ring-white/10 backdrop-blur">
      <p className="mb-1 font-semibold text-white">{title}</p>
      {rows.map((row) => (
        <p key={row.label} className="flex items-center gap-2 text-zinc-300">
          <span aria-hidden="true" className="size-2 rounded-full" style={{ background: row.color }} />
          {row.label}
          <span className="ml-auto pl-3 font-semibold text-white tabular-nums">{row.value}</span>
        </p>
      ))}
    </div>
  );
}
