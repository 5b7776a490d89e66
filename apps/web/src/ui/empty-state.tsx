import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A centred icon, title and note for an empty, no-match or error state, with an optional action. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-white/12 bg-ink-850/40 px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-500/15 ring-1 ring-brand-400/25">
        <Icon aria-hidden="true" className="size-7 text-brand-300" />
      </span>
      <h3 className="mt-6 text-lg font-semibold text-white">{title}</h3>
      <div className="mt-2 max-w-md text-sm leading-relaxed text-zinc-400">{children}</div>
      {action && <div className="mt-7">{action}</div>}
    </div>
  );
}
