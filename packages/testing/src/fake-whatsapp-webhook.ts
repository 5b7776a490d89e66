import { MetaWebhookSender, type MetaNotification, type MetaWebhookDelivery } from './fake-meta-webhook';
import { phoneDigits, type FakeWhatsAppNumber, type WhatsAppState } from './fake-whatsapp-state';

export type WhatsAppWebhookDelivery = MetaWebhookDelivery<'phoneNumberId'>;

/**
 * The messages webhook: `{object: "whatsapp_business_account", entry: [{id: WABA_ID, changes: [{field: "messages",
 * value: {messaging_product, metadata: {display_phone_number, phone_number_id}, contacts?, messages? | statuses?}}]}]}`
 * (Meta, "messages webhook reference").
 */
export interface WhatsAppWebhookPayload {
  object: 'whatsapp_business_account';
  entry: { id: string; changes: { field: 'messages'; value: Record<string, unknown> }[] }[];
}

export interface WhatsAppNotification extends MetaNotification<'phoneNumberId', WhatsAppWebhookPayload> {
  wabaId: string;
  /** The fan message's id, for a message notification. */
  wamid?: string;
}

/** Sends WhatsApp's messages-field notifications; delivery, retries and verification are Meta's common webhook machinery. */
export class WhatsAppWebhookSender extends MetaWebhookSender<'phoneNumberId', WhatsAppState> {
  protected readonly ownerKey = 'phoneNumberId';

  /**
   * Wraps one messages-field value for `number` and, if its WABA subscribed an app ("You must individually subscribe
   * to every WABA for which you wish to receive webhooks", Managing Webhooks), POSTs it.
   */
  notify(number: FakeWhatsAppNumber, value: Record<string, unknown>, opts: { signature?: string } = {}): WhatsAppNotification {
    const metadata = { display_phone_number: phoneDigits(number.displayPhoneNumber), phone_number_id: number.phoneNumberId };
    const payload: WhatsAppWebhookPayload = {
      object: 'whatsapp_business_account',
      entry: [{ id: number.wabaId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata, ...value } }] }],
    };
    const base = { id: this.takeId(), wabaId: number.wabaId, phoneNumberId: number.phoneNumberId, payload, body: JSON.stringify(payload) };
    const subscribed = (this.state.subscriptions.get(number.wabaId)?.length ?? 0) > 0;
    const settled = subscribed ? this.deliver(base, opts.signature) : Promise.resolve(null);
    const wamid = (value.messages as { id?: string }[] | undefined)?.[0]?.id;
    return { ...base, ...(wamid ? { wamid } : {}), settled };
  }
}
