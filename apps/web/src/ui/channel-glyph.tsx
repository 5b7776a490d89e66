import type { Platform } from '@fanline/core';
import { Send } from 'lucide-react';
import { cn } from '../lib/cn';
import { InstagramIcon } from './instagram-icon';
import { WhatsAppIcon } from './whatsapp-icon';

/** Each channel's mark in its brand colour, so the inbox, the bot cards and the channel list read alike. */
export function ChannelGlyph({ channel, className }: { channel: Platform; className?: string }) {
  const classes = (colour: string) => cn('size-3.5 shrink-0', colour, className);
  if (channel === 'instagram') return <InstagramIcon className={classes('text-flare-400')} />;
  if (channel === 'whatsapp') return <WhatsAppIcon className={classes('text-emerald-400')} />;
  return <Send aria-hidden="true" className={classes('text-sky-400')} />;
}
