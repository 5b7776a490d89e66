import { AudioLines, Clapperboard, FileText, Image, MapPin, Megaphone, Mic, Smile, SquareUser, type LucideIcon } from 'lucide-react';
import { FAN_MEDIA_LABELS, type FanMediaKind } from '@fanline/core';
import { cn } from '../../lib/cn';
import { DeliveryStatus } from './delivery-status';
import type { TranscriptMessage } from './inbox-types';
import { timeLabel } from './timeline';

interface MessageBubbleProps {
  message: TranscriptMessage;
  /** Who wrote it, shown above the first of a run of messages from the same side. */
  author: string | null;
}

const BUBBLE = {
  fan: 'rounded-bl-md bg-ink-700 text-zinc-100',
  bot: 'rounded-br-md bg-white/[0.05] text-zinc-300 ring-1 ring-inset ring-white/[0.08]',
  creator: 'rounded-br-md bg-brand-gradient text-white shadow-lg shadow-brand-900/30',
} as const;

/** What a fan sent that was not typed, as the bubble marks it; a voice note's text is its transcript, a photo's its caption. */
const MEDIA_ICONS: Record<FanMediaKind, LucideIcon> = {
  voice: AudioLines,
  photo: Image,
  sticker: Smile,
  video: Clapperboard,
  document: FileText,
  location: MapPin,
  contact: SquareUser,
  other: FileText,
};

/** One message: the fan's on the left; the bot's (muted) and the creator's (accent, "You") on the right. */
export function MessageBubble({ message, author }: MessageBubbleProps) {
  const mine = message.role !== 'fan';
  const media = message.media ? { icon: MEDIA_ICONS[message.media], label: FAN_MEDIA_LABELS[message.media] } : null;
  return (
    <div data-message={message.role} className={cn('flex flex-col', mine ? 'items-end pl-10 sm:pl-16' : 'items-start pr-10 sm:pr-16', author ? 'mt-4' : 'mt-1')}>
      {author && <span className={cn('mb-1 px-1 text-xs font-medium', message.role === 'creator' ? 'text-brand-300' : 'text-zinc-500')}>{author}</span>}
      <div
        className={cn(
          'max-w-full rounded-2xl px-3.5 py-2 text-[14.5px] leading-relaxed',
          BUBBLE[message.role],
          // Not delivered: it stays readable, but plainly did not go out.
          message.delivery === 'failed' && 'opacity-70 ring-2 ring-rose-400/60 ring-offset-2 ring-offset-ink-850',
        )}
      >
        {(message.is_voice || message.broadcast_id || media) && (
          <span className="mb-0.5 flex items-center gap-1 text-[11px] font-semibold tracking-wide uppercase opacity-75">
            {media && (
              <>
                <media.icon aria-hidden="true" className="size-3" />
                {media.label}
              </>
            )}
            {message.is_voice && (
              <>
                <Mic aria-hidden="true" className="size-3" />
                Voice reply
              </>
            )}
            {message.broadcast_id && (
              <>
                <Megaphone aria-hidden="true" className="size-3" />
                Broadcast
              </>
            )}
          </span>
        )}
        {message.text && <p className="break-words whitespace-pre-wrap">{message.text}</p>}
      </div>
      <span className="mt-1 flex flex-wrap items-center justify-end gap-x-2 px-1 text-[11px] text-zinc-500">
        <time dateTime={message.created_at}>{timeLabel(message.created_at)}</time>
        <DeliveryStatus message={message} />
        {message.role === 'fan' && message.error && <span className="text-amber-300/90">Not answered: {message.error}</span>}
      </span>
    </div>
  );
}
