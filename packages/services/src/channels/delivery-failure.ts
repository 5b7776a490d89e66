import { failuresOf } from './channel-adapters';
import type { DeliveryFailure } from './channel-failures';

export { FAN_BLOCKED_BOT, type DeliveryFailure } from './channel-failures';

/**
 * Whether a send failed for good, and why; null when it is worth trying
 * again (a rate limit, the channel's own failure, the network). The inbox
 * shows the reason beside the message; a broadcast counts it as failed.
 * The channel's adapter reads its own errors.
 */
export function permanentDeliveryFailure(error: unknown): DeliveryFailure | null {
  return failuresOf(error)?.permanent(error) ?? null;
}

/**
 * The channel gave no answer (a timeout, a dropped connection): the message
 * may or may not have arrived. Sending it again could send it twice, so a
 * creator's message or a broadcast reports it instead (at most once, never
 * silently). A refusal the channel did answer (a rate limit, its own 5xx)
 * means nothing was delivered, and is tried again.
 */
export function deliveryUncertain(error: unknown): boolean {
  return failuresOf(error) === undefined;
}

/** What a creator's message or a broadcast recipient shows when deliveryUncertain. */
export const DELIVERY_UNCERTAIN = 'The channel did not answer; the fan may have received it';
