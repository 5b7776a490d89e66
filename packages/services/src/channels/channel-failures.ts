import type { Db } from '@fanline/db';

/** The reason a send to a fan who blocked the bot (on any channel that says so) is shown with. */
export const FAN_BLOCKED_BOT = 'The fan blocked the bot';

/** A channel's refusal that trying again cannot change, in the creator's words. */
export interface DeliveryFailure {
  reason: string;
  /** The fan blocked the bot (or deleted their account): the fan is marked, and later sends skip nothing but fail the same. */
  blocked: boolean;
}

/**
 * How one channel adapter reads its channel's errors. Each adapter knows its
 * own API's error shapes, so the pipeline, the inbox and broadcasts ask the
 * adapters (channel-adapters.ts) and name no channel.
 */
export interface ChannelFailures {
  /** The error is this channel's answer (a refusal it sent), not a timeout or a dropped connection. */
  owns(error: unknown): boolean;
  /** Why the send failed for good; null when trying again may work (a rate limit, the channel's own failure). */
  permanent(error: unknown): DeliveryFailure | null;
  /** The channel refused the bot's own credentials: nothing the bot sends can succeed until the creator fixes them. */
  credentialsRefused(error: unknown): boolean;
  /** Marks the bot or the connection for its creator after such a refusal, so it stops answering and its work waits. */
  markCredentialsRefused(db: Db, botId: string, error: unknown): Promise<void>;
}
