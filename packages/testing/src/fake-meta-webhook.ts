import { createHmac, randomInt } from 'node:crypto';

/**
 * Graph API Webhooks, "Validating Payloads": Meta signs every event notification payload, Instagram's and WhatsApp's
 * alike, with a SHA256 signature keyed with the app secret, sent in X-Hub-Signature-256 prefixed with `sha256=`.
 */
export const signMetaWebhookBody = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const sha1Signature = (body: string, secret: string) => `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`;

export interface MetaWebhookTarget {
  url: string;
  secret: string;
}

/**
 * One POST to the webhook: the status it got, or 0 when the request failed on the network. `K` names the field that
 * says whose event it was (Instagram's `accountId`, WhatsApp's `phoneNumberId`), copied from the notification.
 */
export type MetaWebhookDelivery<K extends string> = {
  notificationId: number;
  attempt: number;
  status: number;
  at: number;
  body: string;
  signature: string;
  error?: string;
} & Record<K, string>;

/** What the sender needs of a notification: its id, the exact bytes to POST and sign, and the owner field `K`. */
export type MetaNotificationBase<K extends string> = { id: number; body: string } & Record<K, string>;

/** A notification as the fakes hand it to tests: the payload, its exact bytes, and how its delivery settled. */
export type MetaNotification<K extends string, P> = MetaNotificationBase<K> & {
  payload: P;
  /** The 2xx delivery; null when nothing was sent (no webhook, or Meta would not send it) or every attempt failed. */
  settled: Promise<MetaWebhookDelivery<K> | null>;
};

/** The parts of a fake's state the sender reads: its clock and the retry schedule; subclasses read the rest of `S`. */
export interface MetaWebhookState {
  now(): number;
  options: { webhookAttempts: number; webhookBackoffMs: number };
}

/**
 * Delivers notifications to the app's webhook; subclasses build each product's payload. Meta retries a notification
 * its endpoint did not take with a 2xx, with increasing delays over hours, and tells the endpoint to deduplicate
 * (Webhooks docs); the fake starts at `options.webhookBackoffMs` and doubles, for `options.webhookAttempts` attempts,
 * so a test sees the retry in milliseconds. Timers are unref'd.
 */
export abstract class MetaWebhookSender<K extends string, S extends MetaWebhookState> {
  target: MetaWebhookTarget | null = null;
  readonly deliveries: MetaWebhookDelivery<K>[] = [];
  private nextId = 1;
  private stopped = false;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly controllers = new Set<AbortController>();
  private readonly sleeps = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();

  /** The notification field copied into each delivery, so a test can pick one account's deliveries. */
  protected abstract readonly ownerKey: K;

  constructor(protected readonly state: S) {}

  /** POSTs the notification's exact body once more, as Meta's retries and redeliveries do. */
  redeliver(notification: MetaNotificationBase<K>, opts: { signature?: string } = {}): Promise<MetaWebhookDelivery<K>> {
    if (!this.target) throw new Error('setWebhook first');
    const attempts = this.deliveries.filter((delivery) => delivery.notificationId === notification.id).length;
    return this.track(this.post(notification, this.target, attempts + 1, opts.signature));
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

  /** Keeps `promise` in what idle() waits for (e.g. a chain of status notifications). */
  track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise)).catch(() => undefined);
    return promise;
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

  protected takeId(): number {
    return this.nextId++;
  }

  /**
   * Starts delivering `notification` (retrying on failure) when a webhook is set; the caller has already checked that
   * Meta would send it at all. Resolves to the 2xx delivery, or null when nothing was sent or every attempt failed.
   */
  protected deliver(notification: MetaNotificationBase<K>, signature?: string): Promise<MetaWebhookDelivery<K> | null> {
    if (!this.target || this.stopped) return Promise.resolve(null);
    return this.track(this.deliverWithRetries(notification, this.target, signature));
  }

  private async deliverWithRetries(notification: MetaNotificationBase<K>, target: MetaWebhookTarget, signature?: string) {
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

  private async post(notification: MetaNotificationBase<K>, target: MetaWebhookTarget, attempt: number, override?: string): Promise<MetaWebhookDelivery<K>> {
    const signature = override ?? signMetaWebhookBody(notification.body, target.secret);
    const controller = new AbortController();
    this.controllers.add(controller);
    // TypeScript widens a computed key to string; the field is exactly `K`, copied from the notification.
    const owner = { [this.ownerKey]: notification[this.ownerKey] as string } as Record<K, string>;
    const base = { notificationId: notification.id, ...owner, attempt, body: notification.body, signature };
    let delivery: MetaWebhookDelivery<K>;
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
