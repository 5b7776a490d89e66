import { GrammyError } from 'grammy';
import { InstagramApiError } from './instagram/instagram-graph';

/** A channel's refusal that trying again cannot change, in the creator's words. */
export interface DeliveryFailure {
  reason: string;
  /** The fan blocked the bot (or deleted their account): the fan is marked, and later sends skip nothing but fail the same. */
  blocked: boolean;
}

export const FAN_BLOCKED_BOT = 'The fan blocked the bot';

/**
 * Whether a send failed for good, and why; null when it is worth trying
 * again (a rate limit, the channel's own failure, the network). The inbox
 * shows the reason beside the message; a broadcast counts it as failed.
 */
export function permanentDeliveryFailure(error: unknown): DeliveryFailure | null {
  if (error instanceof GrammyError) {
    const description = error.description.toLowerCase();
    if (error.error_code === 403) {
      if (description.includes('blocked')) return { reason: FAN_BLOCKED_BOT, blocked: true };
      if (description.includes('deactivated')) return { reason: "The fan's Telegram account was deleted", blocked: true };
      return { reason: `Telegram refused: ${error.description}`, blocked: false };
    }
    if (error.error_code === 401) return { reason: "Telegram rejected the bot's token", blocked: false };
    if (error.error_code === 400) {
      if (description.includes('chat not found')) return { reason: "The fan's chat no longer exists", blocked: true };
      return { reason: `Telegram refused: ${error.description}`, blocked: false };
    }
    return null;
  }
  if (error instanceof InstagramApiError) {
    if (error.retryable) return null;
    if (error.tokenInvalid) return { reason: 'The Instagram account needs reconnecting', blocked: false };
    if (error.outsideWindow) return { reason: "Instagram's 24-hour window to message this fan has closed", blocked: false };
    return { reason: `Instagram refused: ${error.message}`, blocked: false };
  }
  return null;
}

/**
 * The channel gave no answer (a timeout, a dropped connection): the message
 * may or may not have arrived. Sending it again could send it twice, so a
 * creator's message or a broadcast reports it instead (at most once, never
 * silently). A refusal the channel did answer (a rate limit, its own 5xx)
 * means nothing was delivered, and is tried again.
 */
export function deliveryUncertain(error: unknown): boolean {
  return !(error instanceof GrammyError) && !(error instanceof InstagramApiError);
}

/** What a creator's message or a broadcast recipient shows when deliveryUncertain. */
export const DELIVERY_UNCERTAIN = 'The channel did not answer; the fan may have received it';
