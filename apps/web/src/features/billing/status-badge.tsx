import { cn } from '../../lib/cn';
import type { StatusTone } from './subscription-status';

const TONES: Record<StatusTone, string> = {
  good: 'bg-emerald-400/10 text-emerald-300 ring-emerald-400/25',
  ending: 'bg-amber-400/10 text-amber-200 ring-amber-300/25',
  problem: 'bg-rose-500/10 text-rose-200 ring-rose-400/25',
  neutral: 'bg-white/[0.06] text-zinc-300 ring-white/10',
};

export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[tone])}>{label}</span>;
}
