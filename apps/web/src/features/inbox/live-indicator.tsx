import { RotateCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { LiveFeed } from './use-inbox-live';

/** Whether the inbox is updating by itself: Live, Connecting / Reconnecting, or paused with a way to retry. */
export function LiveIndicator({ feed }: { feed: LiveFeed }) {
  if (feed.status === 'error') {
    return (
      <button
        type="button"
        onClick={feed.retry}
        className="inline-flex items-center gap-1.5 rounded-full bg-rose-500/10 px-2.5 py-1 text-xs font-medium text-rose-200 ring-1 ring-inset ring-rose-400/25 transition hover:bg-rose-500/20"
      >
        <RotateCw aria-hidden="true" className="size-3" />
        Live updates paused · Retry
      </button>
    );
  }
  const live = feed.status === 'pending' && feed.ready;
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-zinc-400">
      <span aria-hidden="true" className={cn('size-2 rounded-full', live ? 'bg-emerald-400 shadow-[0_0_8px] shadow-emerald-400/70' : 'animate-pulse bg-amber-400')} />
      {live ? 'Live' : 'Connecting…'}
    </span>
  );
}
