import { type BroadcastCounts, progressSegments } from './broadcast-labels';

/** Sent (green), failed (red) and skipped (grey) side by side over the total; the rest is still to go. */
export function ProgressBar({ counts, label, size = 'md' }: { counts: BroadcastCounts; label: string; size?: 'sm' | 'md' }) {
  const segments = progressSegments(counts);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={segments.done}
      aria-valuetext={`${segments.done}% done`}
      className={`flex w-full overflow-hidden rounded-full bg-white/[0.07] ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
    >
      <span className="bg-emerald-400 transition-[width] duration-500" style={{ width: `${segments.sent}%` }} />
      <span className="bg-rose-400 transition-[width] duration-500" style={{ width: `${segments.failed}%` }} />
      <span className="bg-zinc-500 transition-[width] duration-500" style={{ width: `${segments.skipped}%` }} />
    </div>
  );
}
