import { relativeTime } from '@fanline/core';
import { ChevronRight, Megaphone } from 'lucide-react';
import { formatCount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { Spinner } from '../../../ui/spinner';
import { useNow } from '../use-now';
import { AUDIENCE_LABELS, isRunning } from './broadcast-labels';
import { BroadcastStatusPill } from './broadcast-status-pill';
import { ProgressBar } from './progress-bar';

interface RecentBroadcastsProps {
  botId: string;
  onOpen(broadcastId: string): void;
}

/** The bot's recent broadcasts, newest first, each opening its progress. */
export function RecentBroadcasts({ botId, onOpen }: RecentBroadcastsProps) {
  const now = useNow();
  const query = trpc.broadcasts.list.useQuery({ id: botId });
  const broadcasts = query.data?.broadcasts ?? [];

  return (
    <section aria-labelledby="recent-broadcasts" className="mt-8 border-t border-white/[0.06] pt-6">
      <h3 id="recent-broadcasts" className="text-sm font-semibold text-white">
        Recent broadcasts
      </h3>
      {query.isPending ? (
        <div className="grid place-items-center py-6">
          <Spinner className="text-zinc-500" />
        </div>
      ) : broadcasts.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-[13px] text-zinc-500">
          <Megaphone aria-hidden="true" className="size-4" />
          No broadcasts from this bot yet.
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {broadcasts.map((broadcast) => (
            <li key={broadcast.id}>
              <button
                type="button"
                onClick={() => onOpen(broadcast.id)}
                className="flex w-full items-center gap-3 rounded-2xl bg-white/[0.03] px-3.5 py-3 text-left ring-1 ring-inset ring-white/[0.06] transition hover:bg-white/[0.06]"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2">
                    <BroadcastStatusPill status={broadcast.status} />
                    <span className="truncate text-xs text-zinc-500">
                      {AUDIENCE_LABELS[broadcast.audience]} · {relativeTime(broadcast.created_at, now)}
                    </span>
                  </span>
                  <span className="mt-1.5 block truncate text-sm text-zinc-200">{broadcast.text}</span>
                  {isRunning(broadcast.status) ? (
                    <span className="mt-2 block">
                      <ProgressBar counts={broadcast} label="Progress" size="sm" />
                    </span>
                  ) : (
                    <span className="mt-1 block text-xs text-zinc-500 tabular-nums">
                      {formatCount(broadcast.sent)} sent · {formatCount(broadcast.failed)} failed · {formatCount(broadcast.skipped)} skipped
                    </span>
                  )}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
