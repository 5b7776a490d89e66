import { formatDollars } from '../../lib/format';
import { CreditCard, HandCoins, Undo2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { TranscriptEvent } from './inbox-types';
import { timeLabel } from './timeline';

const PAYMENT_NAMES = { subscription: 'Subscribed', per_message: 'Bought messages', tip: 'Tipped' } as const;

function describe(event: TranscriptEvent): { text: string; refunded: boolean; tip: boolean } {
  if (event.kind === 'tip_prompt' || !event.payment) return { text: 'Tip prompt sent', refunded: false, tip: true };
  const { kind, amount_usd, status } = event.payment;
  const amount = formatDollars(amount_usd);
  if (status === 'refunded') return { text: `Refunded ${amount} (${kind === 'tip' ? 'tip' : kind === 'subscription' ? 'subscription' : 'messages'})`, refunded: true, tip: false };
  return { text: `${PAYMENT_NAMES[kind]} · ${amount}`, refunded: false, tip: kind === 'tip' };
}

/** A payment or tip prompt, centred in the transcript at its time. */
export function EventChip({ event }: { event: TranscriptEvent }) {
  const { text, refunded, tip } = describe(event);
  const Icon = refunded ? Undo2 : tip ? HandCoins : CreditCard;
  const money = event.kind === 'payment' && !refunded;
  return (
    <div data-transcript-event={event.kind} className="my-3 flex justify-center">
      <span
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset',
          money ? 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/25' : refunded ? 'bg-rose-500/10 text-rose-200 ring-rose-400/25' : 'bg-white/[0.04] text-zinc-400 ring-white/10',
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {text}
        <time dateTime={event.created_at} className="opacity-70">
          {timeLabel(event.created_at)}
        </time>
      </span>
    </div>
  );
}
