import { invalidParam, whatsappError } from './fake-whatsapp-errors';
import { markRead, readContent, recipientOf } from './fake-whatsapp-messages';
import { conversationKey, newWamid, WINDOW_MS, type FakeWhatsAppNumber, type SentWhatsAppMessage, type WhatsAppState } from './fake-whatsapp-state';
import { notifyFailure, sendAutoStatuses } from './fake-whatsapp-statuses';
import type { WhatsAppWebhookSender } from './fake-whatsapp-webhook';

export interface SendContext {
  state: WhatsAppState;
  webhook: WhatsAppWebhookSender;
  number: FakeWhatsAppNumber;
  params: Record<string, unknown>;
}

/**
 * The customer service window: free-form (non-template) messages only within 24 hours of the user's last message
 * to this number (error 131047 otherwise). Never having written counts as closed.
 */
function windowOpen(state: WhatsAppState, key: string): boolean {
  const last = state.lastInbound.get(key);
  return last !== undefined && state.now() - last <= WINDOW_MS;
}

/**
 * The pair rate limit (131056): too many messages from one business number to one user in a short time. Meta
 * publishes no exact threshold beyond about one message per 6 s; the fake refuses any message sooner than
 * `options.pairRateMs` after the last accepted one, by the fake's clock (advanceTime passes it without waiting).
 */
function checkPairRate(state: WhatsAppState, key: string): void {
  const gap = state.options.pairRateMs;
  const last = state.lastOutbound.get(key);
  if (gap !== null && last !== undefined && state.now() - last < gap) throw whatsappError({ code: 131056 });
}

/**
 * POST /{phone_number_id}/messages. `messaging_product: "whatsapp"` is required; `status: "read"` marks a received
 * message read. A message answers `{messaging_product, contacts: [{input, wa_id}], messages: [{id}]}`.
 */
export function postMessages({ state, webhook, number, params }: SendContext): object {
  if (params.messaging_product !== 'whatsapp') throw invalidParam('The parameter messaging_product is required and must be whatsapp.');
  // A number Embedded Signup just made cannot send until it is registered with its PIN.
  if (number.registered === false) throw whatsappError({ code: 133010 });
  if (params.status !== undefined) {
    state.readReceipts.push(markRead(state, number, params));
    return { success: true };
  }
  const { input, waId } = recipientOf(params);
  const content = readContent(state, params);
  const key = conversationKey(number.phoneNumberId, waId);
  const closed = content.freeForm && !windowOpen(state, key);
  if (closed && state.options.windowFailure === 'send') throw whatsappError({ code: 131047 });
  checkPairRate(state, key);

  const { freeForm: _freeForm, ...fields } = content;
  const sent: SentWhatsAppMessage = { phoneNumberId: number.phoneNumberId, to: waId, wamid: newWamid(waId), ...fields, request: params, at: state.now() };
  state.lastOutbound.set(key, sent.at);
  state.sent.push(sent);
  if (closed) {
    // windowFailure 'status': Meta accepts the call and reports the failure only in a messages webhook.
    sent.failedWith = 131047;
    notifyFailure(webhook, number, sent, 131047, state.now());
  } else if (state.options.autoStatuses) {
    sendAutoStatuses(state, webhook, number, sent);
  }
  return { messaging_product: 'whatsapp', contacts: [{ input, wa_id: waId }], messages: [{ id: sent.wamid }] };
}
