// Signed webhook delivery: signing events, POSTing them, and a queue that keeps them in order.
import Stripe from 'stripe';
import type { StripeEvent } from './fake-stripe-objects';

/** The parts of the fake that delivery reads and writes; it goes through them so a test may replace any. */
export interface WebhookSender {
  webhook: { url: string; secret: string } | null;
  autoDeliver: boolean;
  deliveries: { eventId: string; type: string; status: number; body: string }[];
  signedPayload(event: StripeEvent): { payload: string; signature: string };
  deliver(event: StripeEvent, opts?: { signature?: string }): Promise<{ status: number; body: string }>;
}

export function signEvent(fake: WebhookSender, event: StripeEvent): { payload: string; signature: string } {
  if (!fake.webhook) throw new Error('set fake.webhook before signing events');
  // Stripe sends its events pretty-printed; signatures cover the exact bytes.
  const payload = JSON.stringify(event, null, 2);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: fake.webhook.secret }) };
}

export async function deliverEvent(fake: WebhookSender, event: StripeEvent, opts?: { signature?: string }): Promise<{ status: number; body: string }> {
  if (!fake.webhook) throw new Error('set fake.webhook before delivering events');
  const { payload, signature } = fake.signedPayload(event);
  const response = await fetch(fake.webhook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': opts?.signature ?? signature },
    body: payload,
  });
  const result = { status: response.status, body: await response.text() };
  fake.deliveries.push({ eventId: event.id, type: event.type, ...result });
  return result;
}

/** Deliveries run one at a time in creation order, so tests see a deterministic sequence. */
export class DeliveryQueue {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly fake: WebhookSender) {}

  enqueue(events: StripeEvent[], after?: Promise<unknown>): Promise<unknown> {
    const fake = this.fake;
    if (!fake.autoDeliver || !fake.webhook || events.length === 0) return this.queue;
    this.queue = this.queue.then(async () => {
      await after;
      for (const event of events) {
        await fake.deliver(event).catch((error: unknown) => fake.deliveries.push({ eventId: event.id, type: event.type, status: 0, body: String(error) }));
      }
    });
    return this.queue;
  }

  /** Resolves once no deliveries are pending, including those queued while waiting. */
  async idle(): Promise<void> {
    let seen: Promise<unknown>;
    do {
      seen = this.queue;
      await seen;
    } while (seen !== this.queue);
  }
}
