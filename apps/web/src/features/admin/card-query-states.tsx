import type { ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../ui/button';

/** An admin card's query with nothing to list: one calm line with its icon. */
export function CardEmpty({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2.5 rounded-2xl bg-white/[0.03] px-4 py-3 text-sm text-zinc-400 ring-1 ring-white/[0.05]">
      {icon}
      {children}
    </p>
  );
}

/** An admin card's query that failed: what could not be loaded, and a way to try again. */
export function CardLoadError({ what, query }: { what: string; query: { refetch(): unknown; isFetching: boolean } }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-rose-500/[0.06] px-4 py-3 ring-1 ring-rose-400/20">
      <p className="flex items-center gap-2 text-sm text-rose-200">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {what} could not be loaded
      </p>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </div>
  );
}

/** An admin card's query on its way. */
export function CardLoading({ label }: { label: string }) {
  return <div aria-busy="true" aria-label={label} className="h-24 animate-pulse rounded-2xl bg-white/[0.04]" />;
}
