import { CHANNEL_NAMES } from '@fanline/core';
import { Send } from 'lucide-react';
import { cn } from '../../lib/cn';
import { InstagramIcon } from '../../ui/instagram-icon';
import type { Channel } from './inbox-types';

/** The channel's mark in its colour; labelled for screen readers unless `decorative`. */
export function ChannelIcon({ channel, className, decorative = false }: { channel: Channel; className?: string; decorative?: boolean }) {
  const icon =
    channel === 'instagram' ? (
      <InstagramIcon className={cn('size-3.5 shrink-0 text-flare-400', className)} />
    ) : (
      <Send aria-hidden="true" className={cn('size-3.5 shrink-0 text-sky-400', className)} />
    );
  if (decorative) return icon;
  return (
    <span role="img" aria-label={CHANNEL_NAMES[channel]} className="inline-flex shrink-0">
      {icon}
    </span>
  );
}
