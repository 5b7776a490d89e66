import type { ReactNode } from 'react';

/** A titled card that groups figures inside a console tab. */
export function FigureCard({ title, note, children, className }: { title: string; note?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-3xl bg-ink-850/80 p-5 ring-1 ring-white/[0.08] sm:p-6 ${className ?? ''}`}>
      <h3 className="text-base font-semibold text-white">{title}</h3>
      {note && <p className="mt-0.5 text-xs text-zinc-500">{note}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
