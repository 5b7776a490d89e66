import { createHmac, randomInt } from 'node:crypto';
import type { InstagramState } from './fake-instagram-state';

/** `{object: "instagram", entry: [{id, time, messaging: [...]}]}` (Instagram Platform Webhook Notification Examples). */
export interface InstagramWebhookPayload {
  object: 'instagram';
  entry: { id: string; time: number; messaging: Record<string, unknown>[] }[];
}

/** One POST to the webhook: the status it got, or 0 when the request failed on the network. */
export interface InstagramWebhookDelivery {
  notificationId: number;
  accountId: string;
  attempt: number;
  status: number;
  at: number;
  body: string;
  signature: string;
  error?: string;
}

export interface InstagramNotification {
  id: number;
  accountId: string;
  /** The webhook field the event belongs to; only accounts subscribed to it are notified. */
  field: string;
  payload: InstagramWebhookPayload;
  /** The exact bytes POSTed and signed. */
  body: string;
  mid?: string;
  /** The 2xx delivery; null when nothing was sent (no webhook, account not subscribed to `field`) or every attempt failed. */
  settled: Promise<InstagramWebhookDelivery | null>;
}

/**
 * Graph API Webhooks, "Validating Payloads": Meta signs every event notification payload with a SHA256 signature,
 * keyed with the app secret, and sends it in the X-Hub-Signature-256 header prefixed with `sha256=`.
 */
export const signWebhookBody = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const sha1Signature = (body: string, secret: string) => `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`;

/**
 * Delivers notifications to the app's webhook. Meta retries a notification its endpoint did not take with a 2xx and
 * tells the endpoint to deduplicate (Webhooks docs); Meta's schedule runs over hours, the fake's starts at
 * `options.webhookBackoffMs` and doubles, for `options.webhookAttempts` attempts. Timers are unref'd.
 */
export class InstagramWebhookSender {
  target: { url: string; secret: string } | null = null;
  readonly deliveries: InstagramWebhookDelivery[] = [];
  private nextId = 1;
  private stopped = false;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly controllers = new Set<AbortController>();
  private readonly sleeps = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();

  constructor(private readonly state: InstagramState) {}

  /** Builds the notification for one messaging event and, if the account subscribed the app to `field`, delivers it. */
  notify(accountId: string, field: string, messaging: Record<string, unknown>, opts: { signature?: string } = {}): InstagramNotification {
    const payload: InstagramWebhookPayload = { object: 'instagram', entry: [{ id: accountId, time: this.state.now(), messaging: [messaging] }] };
    const body = JSON.stringify(payload);
    const id = this.nextId++;
    const target = this.target;
    // Step 3 of Instagram webhooks setup: an account's events are only sent once it has subscribed the app (subscribed_apps).
    const subscribed = this.state.subscriptions.get(accountId)?.has(field) ?? false;
    const notification = { id, accountId, field, payload, body, settled: Promise.resolve(null as InstagramWebhookDelivery | null) };
    if (target && subscribed && !this.stopped) notification.settled = this.track(this.deliverWithRetries(notification, target, opts.signature));
    const mid = (messaging.message as { mid?: string } | undefined)?.mid;
    return mid ? { ...notification, mid } : notification;
  }

  /** POSTs the notification's body once more, as Meta's retries and redeliveries do. */
  redeliver(notification: InstagramNotification, opts: { signature?: string } = {}): Promise<InstagramWebhookDelivery> {
    const target = this.target;
    if (!target) throw new Error('setWebhook first');
    const attempts = this.deliveries.filter((delivery) => delivery.notificationId === notification.id).length;
    return this.track(this.post(notification, target, attempts + 1, opts.signature));
  }

  /** The GET Meta makes when the callback URL is configured: hub.mode=subscribe, hub.challenge, hub.verify_token. */
  async verify(verifyToken: string, challenge: string = String(randomInt(1e9, 2e9)), url = this.target?.url): Promise<{ status: number; body: string; challenge: string }> {
    if (!url) throw new Error('setWebhook first, or pass the url');
    const target = new URL(url);
    target.searchParams.set('hub.mode', 'subscribe');
    target.searchParams.set('hub.challenge', challenge);
    target.searchParams.set('hub.verify_token', verifyToken);
    const response = await fetch(target, { headers: { 'user-agent': 'facebookplatform/1.0 (+http://developers.facebook.com)' } });
    return { status: response.status, body: await response.text(), challenge };
  }

  /** Resolves once no delivery or retry is pending. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  stop(): void {
    this.stopped = true;
    for (const controller of this.controllers) controller.abort();
    for (const sleep of this.sleeps) {
      clearTimeout(sleep.timer);
      sleep.wake();
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise)).catch(() => undefined);
    return promise;
  }

  private async deliverWithRetries(notification: Omit<InstagramNotification, 'settled'>, target: { url: string; secret: string }, signature?: string) {
    const { webhookAttempts, webhookBackoffMs } = this.state.options;
    for (let attempt = 1; attempt <= webhookAttempts && !this.stopped; attempt++) {
      const delivery = await this.post(notification, target, attempt, signature);
      if (delivery.status >= 200 && delivery.status < 300) return delivery;
      if (attempt < webhookAttempts) await this.sleep(webhookBackoffMs * 2 ** (attempt - 1));
    }
    return null;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const sleep = { timer: setTimeout(() => wake(), ms), wake: () => wake() };
      const wake = () => {
        this.sleeps.delete(sleep);
        resolve();
      };
      sleep.timer.unref();
      this.sleeps.add(sleep);
    });
  }

  private async post(notification: Omit<InstagramNotification, 'settled'>, target: { url: string; secret: string }, attempt: number, override?: string): Promise<InstagramWebhookDelivery> {
    const signature = override ?? signWebhookBody(notification.body, target.secret);
    const controller = new AbortController();
    this.controllers.add(controller);
    const base = { notificationId: notification.id, accountId: notification.accountId, attempt, body: notification.body, signature };
    let delivery: InstagramWebhookDelivery;
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signature,
          // Meta still sends the SHA1 header too; a forged delivery gets a wrong one.
          'x-hub-signature': override ? `sha1=${'0'.repeat(40)}` : sha1Signature(notification.body, target.secret),
        },
        body: notification.body,
        signal: controller.signal,
      });
      await response.arrayBuffer();
      delivery = { ...base, status: response.status, at: this.state.now() };
    } catch (error) {
      delivery = { ...base, status: 0, at: this.state.now(), error: error instanceof Error ? error.message : String(error) };
    } finally {
      this.controllers.delete(controller);
    }
    this.deliveries.push(delivery);
    return delivery;
  }
}
