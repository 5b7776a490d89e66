import type { ReactNode } from 'react';

/** A console tab's heading with a quiet line under it. */
export function PanelTitle({ id, title, note, children }: { id?: string; title: string; note?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-white">
          {title}
        </h2>
        {note && <p className="mt-1 text-sm text-zinc-400">{note}</p>}
      </div>
      {children}
    </div>
  );
}
