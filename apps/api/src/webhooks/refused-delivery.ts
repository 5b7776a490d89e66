import { webhookDeliveriesRefused, type RateLimits } from '@fanline/services';

export type WebhookSource = 'stripe' | 'instagram' | 'telegram' | 'whatsapp';
/** bad_signature: the signature or secret header is wrong or missing; unknown_bot: the path names no deployed bot. */
export type RefusalReason = 'bad_signature' | 'unknown_bot';

/**
 * A webhook delivery refused: counted in fanline_webhook_deliveries_refused_total
 * and against its sender's webhookJunk limit (429 once over it), the one place
 * every webhook refuses through.
 */
export async function refuseWebhookDelivery(limits: RateLimits, source: WebhookSource, reason: RefusalReason, sender: string): Promise<void> {
  webhookDeliveriesRefused.inc({ source, reason });
  await limits.consume('webhookJunk', sender);
}
