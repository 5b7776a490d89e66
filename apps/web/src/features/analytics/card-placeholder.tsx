import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface CardPlaceholderProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Keeps the card the height its chart would have had, so the grid does not jump. */
  minHeight?: number;
}

/** What a chart or list card shows before there is anything to draw: what will appear, and when. */
export function CardPlaceholder({ icon: Icon, title, children, minHeight }: CardPlaceholderProps) {
  return (
    <div
      style={minHeight ? { minHeight } : undefined}
      className="flex flex-1 flex-col items-center justify-center rounded-2xl border border-dashed border-white/10 bg-ink-900/40 px-6 py-8 text-center"
    >
      <span className="grid size-10 place-items-center rounded-xl bg-brand-500/12 ring-1 ring-brand-400/20">
        <Icon aria-hidden="true" className="size-5 text-brand-300" />
      </span>
      <p className="mt-3 text-sm font-medium text-zinc-200">{title}</p>
      <p className="mt-1 max-w-sm text-xs leading-relaxed text-zinc-500">{children}</p>
    </div>
  );
}

/** The loading shape of a card body. */
export function CardSkeleton({ height = 160 }: { height?: number }) {
  return (
    <div style={{ height }} className="animate-pulse rounded-2xl bg-white/[0.04]">
      <span className="sr-only">Loading</span>
    </div>
  );
}
