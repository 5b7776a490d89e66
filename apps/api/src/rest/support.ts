import { Hono } from 'hono';
import { supportTicketInputSchema } from '@fanline/core';
import { myReferrals, myTickets, openTicket, parseInput } from '@fanline/services';
import { readJson } from './body';
import { signedIn, type RestDeps } from './context';

/** A creator's support tickets and referral figures (beyond SPEC §7, for the dashboard and Profile). */
export function supportRoutes(deps: RestDeps) {
  const app = new Hono();
  app.get('/support/tickets', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json({ tickets: await myTickets(ctx.db, ctx.support, ctx.auth.user.id) });
  });
  app.post('/support/tickets', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await openTicket(ctx.db, ctx.support, ctx.auth.user.id, parseInput(supportTicketInputSchema, await readJson(c))), 201);
  });
  app.get('/referrals', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await myReferrals(ctx.db, ctx.auth.user.id));
  });
  return app;
}
