import { AlertCircle, Check, CheckCheck, Clock, type LucideIcon } from 'lucide-react';
import type { TranscriptMessage } from './inbox-types';

/** One delivery state: an icon and its word, in the state's colour. */
function Status({ icon: Icon, label, tone = 'text-zinc-400' }: { icon: LucideIcon; label: string; tone?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 ${tone}`}>
      <Icon aria-hidden="true" className="size-3" />
      {label}
    </span>
  );
}

/** Under a bot or creator message: sending, sent, delivered and read where the channel reports them (WhatsApp), or why it did not reach the fan. */
export function DeliveryStatus({ message }: { message: TranscriptMessage }) {
  switch (message.delivery) {
    case 'queued':
    case 'sending':
      return <Status icon={Clock} label="Sending…" />;
    case 'sent':
      // A bot reply is sent unless it failed; the tick is worth showing only for what the creator sent by hand.
      return message.role === 'creator' ? <Status icon={Check} label="Sent" /> : null;
    case 'delivered':
      return <Status icon={CheckCheck} label="Delivered" />;
    case 'read':
      return <Status icon={CheckCheck} label="Read" tone="text-sky-300" />;
    case 'failed':
      return (
        <span className="inline-flex items-start gap-1 font-medium text-rose-300">
          <AlertCircle aria-hidden="true" className="mt-px size-3 shrink-0" />
          Not delivered: {message.error ?? 'the channel refused it'}
        </span>
      );
    default:
      return null;
  }
}
