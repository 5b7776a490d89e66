import { CHANNEL_NAMES } from '@fanline/core';
import { ChannelGlyph } from '../../ui/channel-glyph';
import type { Channel } from './inbox-types';

/** The channel's mark in its colour; labelled for screen readers unless `decorative`. */
export function ChannelIcon({ channel, className, decorative = false }: { channel: Channel; className?: string; decorative?: boolean }) {
  const icon = <ChannelGlyph channel={channel} className={className} />;
  if (decorative) return icon;
  return (
    <span role="img" aria-label={CHANNEL_NAMES[channel]} className="inline-flex shrink-0">
      {icon}
    </span>
  );
}
