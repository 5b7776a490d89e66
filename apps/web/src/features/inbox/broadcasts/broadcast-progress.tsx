import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { formatCount, plural } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/trpc-errors';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { AUDIENCE_LABELS, isRunning } from './broadcast-labels';
import { BroadcastStatusPill } from './broadcast-status-pill';
import { ProgressBar } from './progress-bar';

/** While a broadcast runs, its figures are re-read this often too, should a live change be missed. */
const POLL_MS = 3_000;

const FIGURES = [
  { key: 'sent', label: 'Sent', dot: 'bg-emerald-400' },
  { key: 'failed', label: 'Failed', dot: 'bg-rose-400' },
  { key: 'skipped', label: 'Skipped', dot: 'bg-zinc-500' },
  { key: 'remaining', label: 'Remaining', dot: 'bg-white/15' },
] as const;

interface BroadcastProgressProps {
  broadcastId: string;
  onBack(): void;
  onClose(): void;
}

/** One broadcast: its message, a live progress bar and counts, and Cancel while it runs. */
export function BroadcastProgress({ broadcastId, onBack, onClose }: BroadcastProgressProps) {
  const utils = trpc.useUtils();
  const query = trpc.broadcasts.get.useQuery({ id: broadcastId }, { refetchInterval: (q) => (q.state.data && isRunning(q.state.data.status) ? POLL_MS : false) });
  const cancel = trpc.broadcasts.cancel.useMutation({
    onSuccess: (broadcast) => {
      utils.broadcasts.get.setData({ id: broadcast.id }, broadcast);
      void utils.broadcasts.list.invalidate({ id: broadcast.bot_id });
      toast.success('Broadcast cancelled');
    },
    onError: (error) => toast.error(errorMessage(error, 'The broadcast could not be cancelled')),
  });

  const broadcast = query.data;
  if (!broadcast) {
    return (
      <div role="status" aria-label="Loading broadcast" className="grid min-h-48 place-items-center">
        {query.isError ? <p className="text-sm text-rose-300">{errorMessage(query.error, 'The broadcast could not be loaded')}</p> : <Spinner className="size-6 text-zinc-500" />}
      </div>
    );
  }

  const running = isRunning(broadcast.status);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-400">
        <BroadcastStatusPill status={broadcast.status} />
        <span>{AUDIENCE_LABELS[broadcast.audience]}</span>
        <span aria-hidden="true">·</span>
        <span>{plural(broadcast.total, 'fan')}</span>
      </div>
      <blockquote className="max-h-40 overflow-y-auto rounded-2xl bg-white/[0.04] px-4 py-3 text-[14.5px] leading-relaxed whitespace-pre-wrap text-zinc-200 ring-1 ring-inset ring-white/[0.06]">
        {broadcast.text}
      </blockquote>
      <div>
        <ProgressBar counts={broadcast} label="Broadcast progress" />
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {FIGURES.map(({ key, label, dot }) => (
            <div key={key} className="rounded-xl bg-white/[0.03] px-3 py-2.5 ring-1 ring-inset ring-white/[0.06]">
              <dt className="flex items-center gap-1.5 text-xs text-zinc-400">
                <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
                {label}
              </dt>
              <dd className="mt-0.5 text-lg font-semibold text-white tabular-nums" data-broadcast-figure={key}>
                {formatCount(broadcast[key])}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          All broadcasts
        </Button>
        <div className="flex gap-2">
          {running && (
            <Button variant="secondary" onClick={() => cancel.mutate({ id: broadcast.id })} disabled={cancel.isPending} className="text-rose-200">
              {cancel.isPending && <Spinner />}
              Cancel broadcast
            </Button>
          )}
          <Button onClick={onClose}>{running ? 'Keep sending in background' : 'Done'}</Button>
        </div>
      </div>
    </div>
  );
}
