import { startMetaWebhookReceiver, type MetaWebhookReceiver, type ReceivedWebhook } from './fake-meta-receiver';

export type { ReceivedWebhook } from './fake-meta-receiver';

export interface WebhookReceiver extends MetaWebhookReceiver {
  url: string;
  /** POSTs whose body names this phone_number_id (the fake's tests share one receiver). */
  postsFor(phoneNumberId: string): ReceivedWebhook[];
  /** Every changes[].value those POSTs carried. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- webhook values vary by kind; tests pin their shape.
  valuesFor(phoneNumberId: string): any[];
}

/** The product's side of WhatsApp webhooks, for the fake's own tests, with lookups by phone_number_id. */
export async function startWebhookReceiver(verifyToken: string): Promise<WebhookReceiver> {
  const receiver = await startMetaWebhookReceiver(verifyToken);
  const postsFor = (phoneNumberId: string) => receiver.posts().filter((request) => request.body.includes(`"phone_number_id":"${phoneNumberId}"`));
  return {
    ...receiver,
    url: `${receiver.base}/api/whatsapp/webhook`,
    postsFor,
    valuesFor: (phoneNumberId) =>
      postsFor(phoneNumberId).flatMap((post) => (JSON.parse(post.body) as { entry: { changes: { value: unknown }[] }[] }).entry.flatMap((entry) => entry.changes.map((change) => change.value))),
  };
}
