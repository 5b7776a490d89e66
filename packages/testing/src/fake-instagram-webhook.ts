import { MetaWebhookSender, type MetaNotification, type MetaWebhookDelivery } from './fake-meta-webhook';
import type { InstagramState } from './fake-instagram-state';

export { signMetaWebhookBody as signWebhookBody } from './fake-meta-webhook';
export type InstagramWebhookDelivery = MetaWebhookDelivery<'accountId'>;

/** `{object: "instagram", entry: [{id, time, messaging: [...]}]}` (Instagram Platform Webhook Notification Examples). */
export interface InstagramWebhookPayload {
  object: 'instagram';
  entry: { id: string; time: number; messaging: Record<string, unknown>[] }[];
}

export interface InstagramNotification extends MetaNotification<'accountId', InstagramWebhookPayload> {
  /** The webhook field the event belongs to; only accounts subscribed to it are notified. */
  field: string;
  mid?: string;
}

/** Sends Instagram's messaging events; delivery, retries and verification are Meta's common webhook machinery. */
export class InstagramWebhookSender extends MetaWebhookSender<'accountId', InstagramState> {
  protected readonly ownerKey = 'accountId';

  /** Builds the notification for one messaging event and, if the account subscribed the app to `field`, delivers it. */
  notify(accountId: string, field: string, messaging: Record<string, unknown>, opts: { signature?: string } = {}): InstagramNotification {
    const payload: InstagramWebhookPayload = { object: 'instagram', entry: [{ id: accountId, time: this.state.now(), messaging: [messaging] }] };
    const base = { id: this.takeId(), accountId, field, payload, body: JSON.stringify(payload) };
    // Step 3 of Instagram webhooks setup: an account's events are only sent once it has subscribed the app (subscribed_apps).
    const subscribed = this.state.subscriptions.get(accountId)?.has(field) ?? false;
    const settled = subscribed ? this.deliver(base, opts.signature) : Promise.resolve(null);
    const mid = (messaging.message as { mid?: string } | undefined)?.mid;
    return { ...base, ...(mid ? { mid } : {}), settled };
  }
}
