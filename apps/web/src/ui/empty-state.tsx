import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** Borderless and smaller, to fill a pane (the inbox's list or transcript) rather than a page. */
  compact?: boolean;
}

/** A centred icon, title and note for an empty, no-match or error state, with an optional action. */
export function EmptyState({ icon: Icon, title, children, action, compact = false }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center text-center',
        compact ? 'h-full justify-center px-6 py-12' : 'rounded-3xl border border-dashed border-white/12 bg-ink-850/40 px-6 py-16',
      )}
    >
      <span className={cn('grid place-items-center rounded-2xl bg-brand-500/15 ring-1 ring-brand-400/25', compact ? 'size-12' : 'size-14')}>
        <Icon aria-hidden="true" className={cn('text-brand-300', compact ? 'size-6' : 'size-7')} />
      </span>
      <h3 className={cn('font-semibold text-white', compact ? 'mt-4 text-sm' : 'mt-6 text-lg')}>{title}</h3>
      <div className={cn('leading-relaxed text-zinc-400', compact ? 'mt-1.5 max-w-72 text-[13px]' : 'mt-2 max-w-md text-sm')}>{children}</div>
      {action && <div className={compact ? 'mt-5' : 'mt-7'}>{action}</div>}
    </div>
  );
}
