import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import type { TranscriptMessage } from './inbox-types';

/** Under a bot or creator message: sending, sent, delivered and read where the channel reports them (WhatsApp), or why it did not reach the fan. */
export function DeliveryStatus({ message }: { message: TranscriptMessage }) {
  switch (message.delivery) {
    case 'queued':
    case 'sending':
      return (
        <span className="inline-flex items-center gap-1 text-zinc-400">
          <Clock aria-hidden="true" className="size-3" />
          Sending…
        </span>
      );
    case 'sent':
      // A bot reply is sent unless it failed; the tick is worth showing only for what the creator sent by hand.
      return message.role === 'creator' ? (
        <span className="inline-flex items-center gap-1 text-zinc-400">
          <Check aria-hidden="true" className="size-3" />
          Sent
        </span>
      ) : null;
    case 'delivered':
      return (
        <span className="inline-flex items-center gap-1 text-zinc-400">
          <CheckCheck aria-hidden="true" className="size-3" />
          Delivered
        </span>
      );
    case 'read':
      return (
        <span className="inline-flex items-center gap-1 text-sky-300">
          <CheckCheck aria-hidden="true" className="size-3" />
          Read
        </span>
      );
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
