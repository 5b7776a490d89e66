import type { ChannelFailures } from './channel-failures';
import { instagramFailures } from './instagram/instagram-failures';
import { telegramFailures } from './telegram/telegram-failures';
import { whatsappFailures } from './whatsapp/whatsapp-failures';

/** Every channel adapter's reading of its failures: a new channel joins this list (docs/extending.md). */
export const CHANNEL_FAILURES: readonly ChannelFailures[] = [telegramFailures, instagramFailures, whatsappFailures];

/** The adapter whose channel answered with this error; undefined for a timeout or a dropped connection. */
export function failuresOf(error: unknown): ChannelFailures | undefined {
  return CHANNEL_FAILURES.find((failures) => failures.owns(error));
}
