/** One labelled figure in an admin list row (a `dt`/`dd` pair inside the row's `dl`). */
export function RowFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-semibold text-zinc-100 tabular-nums">{value}</dd>
    </div>
  );
}
