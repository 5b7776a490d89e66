import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  brand: 'bg-brand-500/15 text-brand-200 ring-brand-400/30',
  amber: 'bg-amber-400/12 text-amber-200 ring-amber-400/30',
  rose: 'bg-rose-500/12 text-rose-200 ring-rose-400/30',
  emerald: 'bg-emerald-400/12 text-emerald-200 ring-emerald-400/25',
  muted: 'bg-white/[0.06] text-zinc-300 ring-white/12',
} as const;

export type PillTone = keyof typeof TONES;

/** A small status marker ("Taken over", "Needs a human", "Opted out"). */
export function StatusPill({ tone, children, className }: { tone: PillTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex h-5 shrink-0 items-center gap-1 rounded-full px-2 text-[11px] font-semibold ring-1 ring-inset [&_svg]:size-3', TONES[tone], className)}>
      {children}
    </span>
  );
}
