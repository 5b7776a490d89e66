import { relativeTime } from '@fanline/core';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount, formatDollars, formatShortDate } from '../../lib/format';
import { Button } from '../../ui/button';
import { CHANNEL_NAMES } from '@fanline/core';
import { ChannelIcon } from './channel-icon';
import { FanAvatar } from './fan-avatar';
import { FanMemoryPanel } from './fan-memory-panel';
import { FanStatusPills } from './fan-status-pills';
import type { ConversationDetail } from './inbox-types';
import { useNow } from './use-now';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2.5">
      <dt className="text-[13px] text-zinc-400">{label}</dt>
      <dd className="text-right text-[13px] font-medium text-zinc-100 tabular-nums">{children}</dd>
    </div>
  );
}

interface FanCardProps {
  detail: ConversationDetail;
  /** Shown where the card overlays the transcript (narrow screens). */
  onClose?(): void;
}

/** Who the fan is, what they paid and whether they can be reached. */
export function FanCard({ detail, onClose }: FanCardProps) {
  const now = useNow();
  const { fan, bot } = detail;
  return (
    <section aria-label="Fan details" className="flex h-full flex-col overflow-y-auto p-5">
      <div className="flex items-start justify-between gap-2">
        <FanAvatar id={fan.id} name={fan.name} size="lg" />
        {onClose && (
          <Button variant="ghost" size="icon" aria-label="Close fan details" onClick={onClose} className="-mr-2 size-9">
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      <h3 className="mt-3 truncate text-lg font-semibold text-white">{fan.name}</h3>
      {fan.username && <p className="truncate text-sm text-zinc-400">@{fan.username}</p>}
      <p className="mt-1.5 flex items-center gap-1.5 text-xs text-zinc-500">
        <ChannelIcon channel={bot.channel} decorative className="size-3" />
        {CHANNEL_NAMES[bot.channel]} · {bot.name}
      </p>

      <FanStatusPills className="mt-3 gap-1.5" marks={{ opted_out: fan.opted_out, blocked: fan.blocked, crisis: Boolean(detail.crisis_flagged_at) }} />

      <dl className="mt-5 divide-y divide-white/[0.06] border-y border-white/[0.06]">
        <Fact label="First seen">{formatShortDate(fan.first_seen_at)}</Fact>
        <Fact label="Last message">{relativeTime(fan.last_message_at, now)}</Fact>
        <Fact label="Messages">{formatCount(fan.messages)}</Fact>
      </dl>

      <h4 className="mt-6 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase">Money</h4>
      <dl className="mt-1 divide-y divide-white/[0.06] border-b border-white/[0.06]">
        <Fact label="Payments">{formatDollars(fan.payments_usd)}</Fact>
        <Fact label="Tips">{formatDollars(fan.tips_usd)}</Fact>
        <Fact label="Subscription">
          {fan.subscribed_until ? <span className="text-emerald-300">Until {formatShortDate(fan.subscribed_until)}</span> : <span className="text-zinc-400">None</span>}
        </Fact>
        <Fact label="Prepaid messages">{formatCount(fan.prepaid_messages)}</Fact>
      </dl>

      <FanMemoryPanel key={detail.id} conversationId={detail.id} />

      {detail.crisis_flagged_at && (
        <p className="mt-5 rounded-xl bg-amber-400/[0.07] p-3 text-xs leading-relaxed text-amber-100/90 ring-1 ring-inset ring-amber-400/20">
          This fan was referred to crisis support {relativeTime(detail.crisis_flagged_at, now).toLowerCase()}. Reply with care.
        </p>
      )}
    </section>
  );
}
