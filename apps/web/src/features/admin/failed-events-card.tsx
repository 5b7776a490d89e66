import { relativeTime } from '@fanline/core';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { capitalise, formatCount } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { SectionCard } from '../../ui/section-card';
import { Spinner } from '../../ui/spinner';
import { Tooltip } from '../../ui/tooltip';
import { AdminBadge } from './admin-badge';
import { CardEmpty, CardLoadError, CardLoading } from './card-query-states';
import type { FailedFanEvent } from './admin-types';

/** What the server sends at most (newest first). */
const SHOWN_AT_MOST = 50;

const KIND_LABELS: Record<string, string> = { text: 'Message', command: 'Command', choice: 'Button tap', payment: 'Payment' };
const kindLabel = (kind: string | null) => (kind ? (KIND_LABELS[kind] ?? capitalise(kind)) : '—');
const tries = (n: number) => `${formatCount(n)} ${n === 1 ? 'try' : 'tries'}`;
const channelLabel = (channel: string | null) => (channel ? capitalise(channel) : '—');

interface RetryProps {
  event: FailedFanEvent;
  pending: boolean;
  onRetry(id: string): void;
}

function RetryButton({ event, pending, onRetry, className }: RetryProps & { className?: string }) {
  return (
    <Button variant="secondary" size="sm" onClick={() => onRetry(event.id)} disabled={pending} aria-label={`Retry event ${event.id}`} className={className}>
      {pending ? <Spinner /> : <RotateCcw aria-hidden="true" />}
      Retry
    </Button>
  );
}

/** The bot by name while it exists; a deleted bot by its id. */
function BotId({ botId, name }: { botId: string | null; name: string | null }) {
  if (name) {
    return (
      <span title={botId ?? undefined} className="block truncate text-zinc-200">
        {name}
      </span>
    );
  }
  if (!botId) return <span className="text-zinc-500">Unknown bot</span>;
  return (
    <code title={botId} className="block truncate font-mono text-xs text-zinc-200">
      {botId}
    </code>
  );
}

/** The last error, cut to one line (or to `lines: 3` where there is no room across); the whole of it in a tooltip on hover or keyboard focus. */
function LastError({ error, lines = 1 }: { error: string | null; lines?: 1 | 3 }) {
  if (!error) return <span className="text-xs text-zinc-500">No error recorded</span>;
  return (
    <Tooltip content={<span className="break-words whitespace-pre-wrap">{error}</span>} className="max-w-sm">
      <span
        tabIndex={0}
        className={cn(
          'block cursor-help rounded-md font-mono text-xs leading-relaxed text-rose-200/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
          lines === 1 ? 'truncate' : 'line-clamp-3 break-words',
        )}
      >
        {error}
      </span>
    </Tooltip>
  );
}

function FailedAt({ at }: { at: string }) {
  return (
    <time dateTime={at} title={new Date(at).toLocaleString('en-US')} className="whitespace-nowrap">
      {relativeTime(at)}
    </time>
  );
}

/** From `lg`: one row per event, in columns. */
function EventTable({ events, pendingId, onRetry }: { events: FailedFanEvent[]; pendingId: string | null; onRetry(id: string): void }) {
  return (
    <table className="hidden w-full table-fixed text-sm lg:table">
      <caption className="sr-only">Failed fan events, newest first</caption>
      <colgroup>
        <col className="w-44" />
        <col className="w-24" />
        <col className="w-28" />
        <col className="w-16" />
        <col />
        <col className="w-24" />
        <col className="w-28" />
      </colgroup>
      <thead>
        <tr className="text-left align-bottom text-xs text-zinc-500">
          <th scope="col" className="pb-2 font-medium">Bot</th>
          <th scope="col" className="pb-2 pl-3 font-medium">Channel</th>
          <th scope="col" className="pb-2 pl-3 font-medium">Kind</th>
          <th scope="col" className="pb-2 pl-3 text-right font-medium">Tries</th>
          <th scope="col" className="pb-2 pl-5 font-medium">Last error</th>
          <th scope="col" className="pb-2 pl-3 font-medium">Failed</th>
          <th scope="col" className="pb-2 pl-3 font-medium">
            <span className="sr-only">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id} data-testid="failed-event" className="border-t border-white/[0.06]">
            <th scope="row" className="py-2.5 text-left font-normal">
              <BotId botId={event.bot_id} name={event.bot_name} />
            </th>
            <td className="py-2.5 pl-3 text-zinc-300">{channelLabel(event.channel)}</td>
            <td className="py-2.5 pl-3 text-zinc-300">{kindLabel(event.kind)}</td>
            <td className="py-2.5 pl-3 text-right font-semibold text-white tabular-nums">{formatCount(event.attempts)}</td>
            <td className="py-2.5 pl-5">
              <LastError error={event.last_error} />
            </td>
            <td className="py-2.5 pl-3 text-zinc-300">
              <FailedAt at={event.failed_at} />
            </td>
            <td className="py-2.5 pl-3 text-right">
              <RetryButton event={event} pending={pendingId === event.id} onRetry={onRetry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Below `lg`: each event stacked, the same facts and the same Retry. */
function EventList({ events, pendingId, onRetry }: { events: FailedFanEvent[]; pendingId: string | null; onRetry(id: string): void }) {
  return (
    <ul className="space-y-3 lg:hidden" aria-label="Failed fan events, newest first">
      {events.map((event) => (
        <li key={event.id} data-testid="failed-event" className="rounded-2xl bg-white/[0.03] p-4 ring-1 ring-white/[0.05]">
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase">Bot</p>
              <BotId botId={event.bot_id} name={event.bot_name} />
            </div>
            <RetryButton event={event} pending={pendingId === event.id} onRetry={onRetry} className="shrink-0" />
          </div>
          <p className="mt-2 flex flex-wrap gap-x-1.5 text-sm text-zinc-300">
            <span className="whitespace-nowrap">{channelLabel(event.channel)}</span>
            <span aria-hidden="true" className="text-zinc-600">·</span>
            <span className="whitespace-nowrap">{kindLabel(event.kind)}</span>
            <span aria-hidden="true" className="text-zinc-600">·</span>
            <span className="whitespace-nowrap tabular-nums">{tries(event.attempts)}</span>
            <span aria-hidden="true" className="text-zinc-600">·</span>
            <span className="whitespace-nowrap text-zinc-400">
              <span className="sr-only">failed </span>
              <FailedAt at={event.failed_at} />
            </span>
          </p>
          <div className="mt-3 rounded-xl bg-rose-500/[0.06] px-3 py-2 ring-1 ring-rose-400/15">
            <span className="sr-only">Last error: </span>
            <LastError error={event.last_error} lines={3} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function FailedEventsBody() {
  const utils = trpc.useUtils();
  const query = trpc.admin.failedEvents.useQuery(undefined, { refetchOnMount: 'always' });
  const retry = trpc.admin.retryFailedEvent.useMutation({
    onSuccess() {
      toast.success('Event queued again');
    },
    onError(error) {
      toast.error(errorMessage(error, 'The event could not be queued again'));
    },
    onSettled() {
      // Either way the list changed: the event was queued, or it was no longer a failed one.
      void utils.admin.failedEvents.invalidate();
    },
  });
  const pendingId = retry.isPending ? retry.variables.id : null;
  const onRetry = (id: string) => retry.mutate({ id });

  if (query.data && query.data.length > 0) {
    return (
      <>
        <EventTable events={query.data} pendingId={pendingId} onRetry={onRetry} />
        <EventList events={query.data} pendingId={pendingId} onRetry={onRetry} />
        {query.data.length >= SHOWN_AT_MOST && <p className="mt-3 text-xs text-zinc-500">Showing the newest {SHOWN_AT_MOST}.</p>}
      </>
    );
  }
  if (query.data) {
    return (
      <CardEmpty icon={<CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-400/80" />}>
        No failed events. Every fan message was delivered or is still being tried.
      </CardEmpty>
    );
  }
  if (query.isError) return <CardLoadError what="Failed events" query={query} />;
  return <CardLoading label="Loading failed events" />;
}

function FailedCount() {
  const count = trpc.admin.failedEvents.useQuery(undefined, { refetchOnMount: false }).data?.length ?? 0;
  if (count === 0) return null;
  return <AdminBadge tone="rose">{count >= SHOWN_AT_MOST ? `${SHOWN_AT_MOST}+` : formatCount(count)} FAILED</AdminBadge>;
}

/** Fan events the inbound queue gave up on after every try, with the last error and a Retry that gives one a fresh set of tries. */
export function FailedEventsCard({ className }: { className?: string }) {
  return (
    <SectionCard
      title="Failed fan events"
      description="Fan events that used up all their tries, newest first. Retry gives one a fresh set of tries at once."
      badge={<FailedCount />}
      testId="failed-events"
      className={className}
    >
      <FailedEventsBody />
    </SectionCard>
  );
}
