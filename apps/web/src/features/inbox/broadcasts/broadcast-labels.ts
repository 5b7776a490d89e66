import { CHANNEL_CAPABILITIES, CHANNEL_NAMES, type BroadcastAudienceId, type Platform } from '@fanline/core';

export type BroadcastStatus = 'queued' | 'sending' | 'done' | 'cancelled';

export const AUDIENCE_LABELS: Record<BroadcastAudienceId, string> = {
  all: 'All fans',
  active_7d: 'Active in the last 7 days',
  active_30d: 'Active in the last 30 days',
  paying: 'Paying fans',
};

export const STATUS_LABELS: Record<BroadcastStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** Still going: it can be cancelled, and its figures move. */
export function isRunning(status: BroadcastStatus): boolean {
  return status === 'queued' || status === 'sending';
}

export interface BroadcastCounts {
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  remaining: number;
}

/** The bar's segments, each a percentage of the total; an empty audience reads as all done. */
export function progressSegments({ total, sent, failed, skipped }: BroadcastCounts): { sent: number; failed: number; skipped: number; done: number } {
  if (total <= 0) return { sent: 0, failed: 0, skipped: 0, done: 100 };
  const pct = (n: number) => Math.min(100, Math.max(0, (n / total) * 100));
  return { sent: pct(sent), failed: pct(failed), skipped: pct(skipped), done: Math.round(pct(sent + failed + skipped)) };
}

/** "Sends to 1 fan", "Sends to 1,234 fans", "No fans in this audience yet". */
export function audienceCountLabel(count: number): string {
  if (count === 0) return 'No fans in this audience yet';
  return `Sends to ${count.toLocaleString('en-US')} ${count === 1 ? 'fan' : 'fans'}`;
}

/**
 * What a channel's reply window (Instagram's and WhatsApp's 24 hours) does to a
 * broadcast: the count above includes every fan in the audience, but only those
 * who wrote within the window can be reached; null on a channel without one.
 */
export function replyWindowNote(channel: Platform): string | null {
  const hours = CHANNEL_CAPABILITIES[channel].replyWindowHours;
  if (hours === null) return null;
  return `${CHANNEL_NAMES[channel]} lets the bot write only to fans who messaged it in the last ${hours} hours. Fans quiet for longer are skipped, and the progress shows why.`;
}
