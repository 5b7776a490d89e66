import type { Platform } from '../plans';
import { CHANNEL_CAPABILITIES, INSTAGRAM_TEXT_MAX_BYTES } from './channel-capabilities';

/** A channel as the product names it. */
export const CHANNEL_NAMES: Readonly<Record<Platform, string>> = { telegram: 'Telegram', instagram: 'Instagram', whatsapp: 'WhatsApp' };

const utf8 = new TextEncoder();

/**
 * Null when the text fits one message of the channel, so it goes in one piece
 * (a broadcast, a creator's reply): Telegram 4,096 characters (UTF-16 units,
 * as Telegram counts); Instagram 1,000 characters and 1,000 UTF-8 bytes (an
 * emoji takes 4). Otherwise the reason, naming the channel.
 */
export function channelTextProblem(channel: Platform, text: string): string | null {
  const max = CHANNEL_CAPABILITIES[channel].maxMessageLength;
  const name = CHANNEL_NAMES[channel];
  if (text.length > max) return `${name} messages hold at most ${max.toLocaleString('en-US')} characters; this text has ${text.length.toLocaleString('en-US')}`;
  if (channel !== 'instagram') return null;
  const bytes = utf8.encode(text).length;
  if (bytes <= INSTAGRAM_TEXT_MAX_BYTES) return null;
  return `Instagram messages hold at most ${INSTAGRAM_TEXT_MAX_BYTES.toLocaleString('en-US')} bytes; this text has ${bytes.toLocaleString('en-US')} (emoji and accented letters take more than one)`;
}

/**
 * Whether the channel still lets the bot write to a fan whose last message was
 * at `fanWroteAt` (Instagram: 24 hours); always on a channel without a reply
 * window, never when the fan has not written.
 */
export function withinReplyWindow(channel: Platform, fanWroteAt: Date | string | null, now: Date = new Date()): boolean {
  const hours = CHANNEL_CAPABILITIES[channel].replyWindowHours;
  if (hours === null) return true;
  return fanWroteAt !== null && now.getTime() - new Date(fanWroteAt).getTime() < hours * 3_600_000;
}
