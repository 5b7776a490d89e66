import { cn } from '../../lib/cn';
import { formatUsd } from './analytics-format';

/** A margin in dollars: green when positive, rose when the replies cost more than they earned. */
export function MarginValue({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('font-semibold tabular-nums', value > 0 ? 'text-emerald-300' : value < 0 ? 'text-rose-300' : 'text-zinc-300', className)}>
      {formatUsd(value)}
    </span>
  );
}
