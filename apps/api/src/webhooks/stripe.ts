import { Hono } from 'hono';
import { handleStripeWebhook } from '@fanline/services';
import type { RestDeps } from '../rest/mount-rest-routes';

/** POST /api/stripe/webhook: the raw body, as signed, goes straight to the service that verifies it. */
export function stripeWebhookRoutes(deps: RestDeps) {
  const app = new Hono();
  app.post('/webhook', async (c) => {
    const rawBody = await c.req.text();
    return c.json(await handleStripeWebhook(deps.db, deps.billing, rawBody, c.req.header('stripe-signature')));
  });
  return app;
}
