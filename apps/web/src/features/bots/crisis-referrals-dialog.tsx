import { relativeTime } from '@fanline/core';
import { CircleAlert, ExternalLink, LifeBuoy, RotateCw } from 'lucide-react';
import { useId } from 'react';
import type { BotView } from '../../lib/bot-view';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';

function crisisSummary({ name, crisis_flags_30d: fans }: Pick<BotView, 'name' | 'crisis_flags_30d'>): string {
  const who = fans === 1 ? '1 fan of' : `${fans.toLocaleString('en-US')} fans of`;
  return `In the last 30 days, ${who} ${name} ${fans === 1 ? 'was' : 'were'} referred to crisis support.`;
}

interface CrisisReferralsDialogProps {
  bot: BotView;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The conversations of a bot that met the crisis protocol, latest first; loaded when the dialog opens. */
export function CrisisReferralsDialog({ bot, open, onOpenChange }: CrisisReferralsDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Crisis support referrals"
      description={crisisSummary(bot)}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <div className="space-y-5">
        <div className="rounded-2xl bg-sky-400/[0.06] p-4 text-sm leading-relaxed text-zinc-300 ring-1 ring-inset ring-sky-400/15">
          <p>
            A fan’s message, or a reply your bot was about to send, touched on suicide or self-harm, so the fan got crisis-line resources right away:
            from Fanline’s crisis protocol instead of the bot, or from your bot itself, which every bot is told to do when a fan is struggling. When the
            protocol answered, no message text is kept; when your bot did, the conversation stays in your inbox like any other.
          </p>
          <a
            href="/safety"
            target="_blank"
            rel="noreferrer"
            className="mt-2 inline-flex items-center gap-1 rounded font-medium text-sky-200 underline-offset-2 hover:text-sky-100 hover:underline"
          >
            How the crisis protocol works
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        <FlaggedConversationList botId={bot.id} enabled={open} />
      </div>
    </DialogShell>
  );
}

function FlaggedConversationList({ botId, enabled }: { botId: string; enabled: boolean }) {
  const query = trpc.bots.flaggedConversations.useQuery({ id: botId }, { enabled });
  const titleId = useId();

  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-center rounded-2xl bg-rose-500/[0.06] px-6 py-8 text-center ring-1 ring-rose-400/20">
        <CircleAlert aria-hidden="true" className="size-6 text-rose-300" />
        <p className="mt-3 font-semibold text-white">Flagged conversations could not be loaded</p>
        <p className="mt-1 text-sm text-zinc-400">Check your connection and try again.</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Try again
        </Button>
      </div>
    );
  }

  if (!query.data) {
    return (
      <ul aria-busy="true" aria-label="Loading flagged conversations" className="space-y-2">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-14 animate-pulse rounded-2xl bg-white/[0.04] ring-1 ring-white/[0.05]" />
        ))}
      </ul>
    );
  }

  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/12 px-6 py-8 text-center">
        <LifeBuoy aria-hidden="true" className="size-6 text-zinc-500" />
        <p className="mt-3 font-semibold text-white">No flagged conversations</p>
        <p className="mt-1 text-sm text-zinc-400">None of this bot’s conversations has met the crisis protocol.</p>
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-2 text-sm font-semibold text-zinc-200">
        Flagged conversations
      </h3>
      <ul className="space-y-2">
        {query.data.map((flag) => (
          <li
            key={flag.conversation_id}
            data-testid="flagged-conversation"
            className="flex items-center justify-between gap-3 rounded-2xl bg-white/[0.03] px-4 py-3 ring-1 ring-white/[0.06]"
          >
            <div className="min-w-0">
              <p className="truncate font-medium text-white">{flag.fan_name}</p>
              <p className="text-xs text-zinc-500">
                Flagged{' '}
                <time dateTime={flag.flagged_at} title={new Date(flag.flagged_at).toLocaleString('en-US')}>
                  {relativeTime(flag.flagged_at).toLowerCase()}
                </time>
              </p>
            </div>
            <span className="shrink-0 rounded-full bg-white/[0.06] px-2.5 py-1 text-xs font-medium text-zinc-300 ring-1 ring-inset ring-white/10 tabular-nums">
              {flag.referrals.toLocaleString('en-US')} {flag.referrals === 1 ? 'referral' : 'referrals'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
