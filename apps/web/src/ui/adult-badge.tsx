import { cn } from '../lib/cn';

/** The "18+" pill of an adults-only bot or template. */
export function AdultBadge({ className }: { className?: string }) {
  return (
    <span
      title="Adults only: fans confirm they're 18 or older before the first reply"
      className={cn(
        'inline-flex h-6 shrink-0 items-center rounded-full bg-fuchsia-500/12 px-2 text-xs font-bold tracking-wide text-fuchsia-200 ring-1 ring-inset ring-fuchsia-400/30',
        className,
      )}
    >
      18+
    </span>
  );
}
