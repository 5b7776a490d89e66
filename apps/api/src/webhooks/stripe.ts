import { Hono } from 'hono';
import { handleStripeWebhook, InvalidStripeSignature } from '@fanline/services';
import { requestInfoOf } from '../request-info';
import type { RestDeps } from '../rest/mount-rest-routes';
import { refuseWebhookDelivery } from './refused-delivery';

/**
 * POST /api/stripe/webhook: the raw body, as signed, goes straight to the
 * service that verifies it. Only a delivery whose signature fails counts
 * against the sender IP's webhookJunk limit (429 once over): a correctly
 * signed one is never refused.
 */
export function stripeWebhookRoutes(deps: RestDeps) {
  const app = new Hono();
  app.post('/webhook', async (c) => {
    const rawBody = await c.req.text();
    try {
      return c.json(await handleStripeWebhook(deps.db, deps.billing, rawBody, c.req.header('stripe-signature')));
    } catch (error) {
      if (error instanceof InvalidStripeSignature) await refuseWebhookDelivery(deps.limits, 'stripe', 'bad_signature', `stripe:${requestInfoOf(c, deps.trustProxy).ip}`);
      throw error;
    }
  });
  return app;
}
