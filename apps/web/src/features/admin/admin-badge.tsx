import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  brand: 'bg-brand-500/15 text-brand-200 ring-brand-400/30',
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  // WhatsApp's channel badge: its own green, told apart from ACTIVE's.
  teal: 'bg-teal-500/15 text-teal-200 ring-teal-400/30',
  amber: 'bg-amber-500/15 text-amber-200 ring-amber-400/30',
  sky: 'bg-sky-500/15 text-sky-200 ring-sky-400/30',
  // A creator's cloned voice: beside sky's Voice, told apart from it and from the violet plan badge.
  indigo: 'bg-indigo-500/15 text-indigo-200 ring-indigo-400/30',
  rose: 'bg-rose-500/15 text-rose-200 ring-rose-400/30',
  muted: 'bg-white/[0.06] text-zinc-300 ring-white/10',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small pill for roles, plans and states in the console lists. */
export function AdminBadge({ tone = 'muted', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide ring-1 ring-inset', TONES[tone], className)}>
      {children}
    </span>
  );
}
