import { Sparkles } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Marks the creator's own cloned voice wherever voices are listed, so it stands apart from the stock ones. */
export function ClonedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-5 shrink-0 items-center gap-1 rounded-full bg-brand-500/15 px-1.5 text-[11px] font-semibold text-brand-200 ring-1 ring-inset ring-brand-400/30',
        className,
      )}
    >
      <Sparkles aria-hidden="true" className="size-3" />
      Cloned
    </span>
  );
}
