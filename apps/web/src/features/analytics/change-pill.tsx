import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatChange } from './analytics-format';

/** A percentage change with its direction in colour and in words (colour alone is not enough). */
export function ChangePill({ value, comparedTo }: { value: number; comparedTo: string }) {
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  const Icon = direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : Minus;
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center gap-1 rounded-full px-2 text-xs font-semibold ring-1 ring-inset tabular-nums',
        direction === 'up' && 'bg-emerald-400/12 text-emerald-300 ring-emerald-400/25',
        direction === 'down' && 'bg-rose-400/12 text-rose-300 ring-rose-400/25',
        direction === 'flat' && 'bg-white/[0.06] text-zinc-300 ring-white/12',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {formatChange(value)}
      <span className="sr-only">
        {direction === 'flat' ? 'unchanged' : direction === 'up' ? 'higher' : 'lower'} than {comparedTo}
      </span>
    </span>
  );
}
