import { Hono } from 'hono';
import { inboundEventSchema } from '@fanline/core';
import { enqueueInboundEvent, instagramBotFor, instagramInboundEvents, instagramSignatureValid, type InstagramWebhookPayload, type Logger } from '@fanline/services';
import { requestInfoOf } from '../request-info';
import type { RestDeps } from '../rest/mount-rest-routes';
import { refuseWebhookDelivery } from './refused-delivery';

/**
 * /api/instagram/webhook, Meta's webhook for the app's Instagram messages.
 * GET is Meta's verification when the webhook is configured: the right
 * hub.verify_token gets hub.challenge back as plain text, anything else 403.
 * POST is a delivery: the X-Hub-Signature-256 over the raw body must be the
 * app secret's, or 401 and nothing is queued (429 once the sender's IP has
 * sent too many such: core's webhookJunk limit; a signed delivery always passes). Echoes, reads and accounts
 * without a live bot are dropped; each fan message is queued (the job key is
 * its mid, so a redelivery is dropped) before the 200.
 */
export function instagramWebhookRoutes(deps: RestDeps & { log: Logger }) {
  const app = new Hono();
  app.get('/webhook', (c) => {
    const config = deps.instagram;
    const verified = config && c.req.query('hub.mode') === 'subscribe' && c.req.query('hub.verify_token') === config.verifyToken;
    return verified ? c.text(c.req.query('hub.challenge') ?? '') : c.text('Forbidden', 403);
  });
  app.post('/webhook', async (c) => {
    const config = deps.instagram;
    if (!config) return c.json({ detail: 'Instagram is not configured on this server' }, 503);
    const rawBody = await c.req.text();
    if (!instagramSignatureValid(config.appSecret, rawBody, c.req.header('x-hub-signature-256'))) {
      await refuseWebhookDelivery(deps.limits, 'instagram', 'bad_signature', `instagram:${requestInfoOf(c, deps.trustProxy).ip}`);
      return c.json({ detail: 'Invalid signature' }, 401);
    }
    let payload: InstagramWebhookPayload;
    try {
      payload = JSON.parse(rawBody) as InstagramWebhookPayload;
    } catch {
      return c.json({ detail: 'Request body must be valid JSON' }, 400);
    }
    const bots = new Map<string, string | null>();
    for (const { accountId, event } of instagramInboundEvents(payload)) {
      if (!bots.has(accountId)) bots.set(accountId, await instagramBotFor(deps.db, accountId));
      const botId = bots.get(accountId);
      if (!botId) continue;
      const valid = inboundEventSchema.safeParse({ ...event, botId });
      if (valid.success) await enqueueInboundEvent(deps.db, valid.data);
      else deps.log.error('An Instagram message did not make a valid event; dropped', { bot_id: botId, field: valid.error.issues[0]?.path.join('.') });
    }
    return c.json({ ok: true });
  });
  return app;
}
