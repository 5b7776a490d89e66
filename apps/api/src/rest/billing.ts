import { Hono } from 'hono';
import { z } from 'zod';
import { cancelSubscriptionInputSchema } from '@fanline/core';
import { AppError, billingSummary, cancelSubscription, createCheckout, parseInput } from '@fanline/services';
import { readJson } from './body';
import { signedIn, type RestDeps } from './context';

const cancelBodySchema = cancelSubscriptionInputSchema.extend({ user_id: z.uuid('must be a user id') });

/** SPEC §7: POST /stripe/create-checkout, POST /subscription/cancel; GET /subscription for the subscription page. */
export function billingRoutes(deps: RestDeps) {
  const app = new Hono();

  app.post('/stripe/create-checkout', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await createCheckout(ctx.db, ctx.billing, ctx.auth.user.id, await readJson(c)));
  });

  app.get('/subscription', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await billingSummary(ctx.db, ctx.billing, ctx.auth.user.id));
  });

  app.post('/subscription/cancel', async (c) => {
    const ctx = await signedIn(c, deps);
    const body = parseInput(cancelBodySchema, await readJson(c));
    // The body names the account (SPEC §7); only its owner or an admin may cancel it.
    if (body.user_id !== ctx.auth.user.id && !ctx.auth.user.is_admin) throw new AppError('FORBIDDEN', 'You can only cancel your own subscription');
    return c.json(await cancelSubscription(ctx.db, ctx.billing, body.user_id, body.reason));
  });

  return app;
}
