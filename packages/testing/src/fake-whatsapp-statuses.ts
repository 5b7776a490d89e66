import { statusError } from './fake-whatsapp-errors';
import type { FakeWhatsAppNumber, SentWhatsAppMessage, WhatsAppState } from './fake-whatsapp-state';
import type { WhatsAppNotification, WhatsAppWebhookSender } from './fake-whatsapp-webhook';

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';
/** An errors[] entry of a failed status: `{code, title, message, error_data: {details}, href}`. */
export type WhatsAppStatusError = ReturnType<typeof statusError>;

/**
 * A status notification (Status messages webhook reference): `value.statuses: [{id, status, timestamp,
 * recipient_id, errors?}]`, timestamp in Unix seconds as a string. Meta adds conversation/pricing objects on billable
 * statuses; the fake leaves them out.
 */
export function notifyStatus(
  webhook: WhatsAppWebhookSender,
  number: FakeWhatsAppNumber,
  sent: SentWhatsAppMessage,
  status: WhatsAppStatus,
  at: number,
  errors?: WhatsAppStatusError[],
): WhatsAppNotification {
  const entry = { id: sent.wamid, status, timestamp: String(Math.floor(at / 1000)), recipient_id: sent.to, ...(errors ? { errors } : {}) };
  return webhook.notify(number, { statuses: [entry] });
}

/** A 200-accepted message that Meta then fails (e.g. 131047 outside the window), reported only by webhook. */
export function notifyFailure(webhook: WhatsAppWebhookSender, number: FakeWhatsAppNumber, sent: SentWhatsAppMessage, code: number, at: number): WhatsAppNotification {
  return notifyStatus(webhook, number, sent, 'failed', at, [statusError(code)]);
}

/**
 * autoStatuses: 'sent', then 'delivered' once the 'sent' notification has settled, so a healthy receiver sees them
 * in order (Meta does not promise order; a receiver that needs it must use the timestamps).
 */
export function sendAutoStatuses(state: WhatsAppState, webhook: WhatsAppWebhookSender, number: FakeWhatsAppNumber, sent: SentWhatsAppMessage): void {
  const first = notifyStatus(webhook, number, sent, 'sent', state.now());
  void webhook.track(first.settled.then(() => notifyStatus(webhook, number, sent, 'delivered', state.now()).settled));
}
