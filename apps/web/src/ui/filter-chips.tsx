import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface FilterChip<T extends string> {
  id: T;
  label: ReactNode;
  /** How many items the filter would show, in a badge after the label; aria-hidden, so the button's name stays the label. */
  count?: number;
}

const LOOKS = {
  /** Small rounded pills, for a narrow pane (the inbox list). */
  pill: {
    base: 'h-7 shrink-0 rounded-full px-2.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset transition focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none',
    on: 'bg-brand-500/20 text-brand-100 ring-brand-400/40',
    off: 'text-zinc-400 ring-white/10 hover:bg-white/[0.05] hover:text-white',
  },
  /** Tab-like buttons, for a page's toolbar (the bot fleet). */
  tab: {
    base: 'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-xl px-3 text-sm font-medium transition sm:justify-start',
    on: 'bg-white/[0.1] text-white ring-1 ring-white/15',
    off: 'text-zinc-400 hover:bg-white/[0.05] hover:text-white',
  },
} as const;

interface FilterChipsProps<T extends string> {
  /** The group's accessible name ("Filter conversations"). */
  label: string;
  chips: readonly FilterChip<T>[];
  value: T;
  onValueChange(value: T): void;
  look: keyof typeof LOOKS;
  /** The row's layout. */
  className?: string;
}

/** A row of toggle buttons of which one is pressed: the filter in force. */
export function FilterChips<T extends string>({ label, chips, value, onValueChange, look, className }: FilterChipsProps<T>) {
  const { base, on, off } = LOOKS[look];
  return (
    <div role="group" aria-label={label} className={className}>
      {chips.map(({ id, label: chipLabel, count }) => (
        <button key={id} type="button" aria-pressed={value === id} onClick={() => onValueChange(id)} className={cn(base, value === id ? on : off)}>
          {chipLabel}
          {count !== undefined && (
            <span aria-hidden="true" className="rounded-md bg-white/[0.06] px-1.5 text-xs tabular-nums text-zinc-400">
              {count}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
