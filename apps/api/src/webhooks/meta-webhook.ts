import { Hono } from 'hono';
import { inboundEventSchema, type UnroutedInboundEvent } from '@fanline/core';
import { enqueueInboundEvent, metaSignatureValid, type Logger } from '@fanline/services';
import { requestInfoOf } from '../request-info';
import type { RestDeps } from '../rest/mount-rest-routes';
import { refuseWebhookDelivery } from './refused-delivery';

/** One Meta product's webhook (Instagram's, WhatsApp's): what differs between them. */
export interface MetaWebhook<P> {
  source: 'instagram' | 'whatsapp';
  /** The product as the 503 names it. */
  name: string;
  /** The app's secret and verify token; null when the server has none. */
  config(): { appSecret: string; verifyToken: string } | null;
  /** The fan events of a delivery, each with the account or number it was sent to. */
  events(payload: P): { to: string; event: UnroutedInboundEvent }[];
  /** The live bot answering that account or number, or null. */
  botFor(to: string): Promise<string | null>;
  /** Anything else the delivery carries (WhatsApp's statuses): read with the events, then done before the 200. */
  alsoRead?(payload: P): () => Promise<void>;
}

/**
 * `/webhook` for a Meta product. GET is Meta's verification when the webhook
 * is configured: the right hub.verify_token gets hub.challenge back as plain
 * text, anything else 403. POST is a delivery: the X-Hub-Signature-256 over
 * the raw body must be the app secret's, or 401 and nothing is queued (429
 * once the sender's IP has sent too many such: core's webhookJunk limit; a
 * signed delivery always passes). Each fan event for an account with a live
 * bot is queued (the job key is the channel's message id, so a redelivery is
 * dropped) before the 200; events for an account Fanline does not serve are
 * acknowledged and dropped, so Meta stops sending them again.
 */
export function metaWebhookRoutes<P>(deps: RestDeps & { log: Logger }, webhook: MetaWebhook<P>) {
  const app = new Hono();
  app.get('/webhook', (c) => {
    const config = webhook.config();
    const verified = config && c.req.query('hub.mode') === 'subscribe' && c.req.query('hub.verify_token') === config.verifyToken;
    return verified ? c.text(c.req.query('hub.challenge') ?? '') : c.text('Forbidden', 403);
  });
  app.post('/webhook', async (c) => {
    const config = webhook.config();
    if (!config) return c.json({ detail: `${webhook.name} is not configured on this server` }, 503);
    const rawBody = await c.req.text();
    if (!metaSignatureValid(config.appSecret, rawBody, c.req.header('x-hub-signature-256'))) {
      await refuseWebhookDelivery(deps.limits, webhook.source, 'bad_signature', `${webhook.source}:${requestInfoOf(c, deps.trustProxy).ip}`);
      return c.json({ detail: 'Invalid signature' }, 401);
    }
    let payload: P;
    try {
      payload = JSON.parse(rawBody) as P;
    } catch {
      return c.json({ detail: 'Request body must be valid JSON' }, 400);
    }
    let read: { events: ReturnType<MetaWebhook<P>['events']>; also?: () => Promise<void> };
    try {
      read = { events: webhook.events(payload), also: webhook.alsoRead?.(payload) };
    } catch {
      // Signed, so Meta's own, but not the shape Meta documents (a list where an object was): nothing to queue.
      return c.json({ detail: `Request body is not a ${webhook.name} webhook delivery` }, 400);
    }
    const bots = new Map<string, string | null>();
    for (const { to, event } of read.events) {
      if (!bots.has(to)) bots.set(to, await webhook.botFor(to));
      const botId = bots.get(to);
      if (!botId) continue;
      const valid = inboundEventSchema.safeParse({ ...event, botId });
      if (valid.success) await enqueueInboundEvent(deps.db, valid.data);
      else deps.log.error(`A ${webhook.name} message did not make a valid event; dropped`, { bot_id: botId, field: valid.error.issues[0]?.path.join('.') });
    }
    await read.also?.();
    return c.json({ ok: true });
  });
  return app;
}
