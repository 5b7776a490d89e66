import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, botAnalytics, readAdvancedAnalytics, readDashboardAnalytics, readVoiceAnalytics } from '@fanline/services';
import { botIdParam, signedIn, type RestDeps } from './context';

const userIdSchema = z.uuid();

/** A user id from the path; anything else names no user. */
function userIdParam(raw: string | undefined): string {
  const parsed = userIdSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'User not found');
  return parsed.data;
}

/** SPEC §7: GET /analytics/{dashboard,advanced,voice}/{userId} (the ?t= cache-buster is ignored) and /analytics/bot/{id}. */
export function analyticsRoutes(deps: RestDeps) {
  const app = new Hono();
  const reads = { dashboard: readDashboardAnalytics, advanced: readAdvancedAnalytics, voice: readVoiceAnalytics };
  for (const [kind, read] of Object.entries(reads)) {
    app.get(`/${kind}/:userId`, async (c) => {
      const ctx = await signedIn(c, deps);
      return c.json(await read(ctx.db, ctx.auth.user, userIdParam(c.req.param('userId'))));
    });
  }
  app.get('/bot/:id', async (c) => {
    const ctx = await signedIn(c, deps);
    return c.json(await botAnalytics(ctx.db, ctx.auth.user, botIdParam(c)));
  });
  return app;
}
