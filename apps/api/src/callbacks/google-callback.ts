import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { createRequestContext } from '@fanline/api';
import { completeGoogleSignIn, GOOGLE_STATE_COOKIE, googleStateCookie, parseInput, type Logger } from '@fanline/services';
import { requestInfoOf } from '../request-info';
import type { RestDeps } from '../rest/mount-rest-routes';

const callbackQuerySchema = z.object({ code: z.string().min(1), state: z.string().min(1) });

/**
 * Google's redirect back after sign-in: a browser navigation, so it answers
 * with redirects, never JSON. The state cookie set when the flow started must
 * match, which binds the flow to this browser.
 */
export function googleCallbackRoutes(deps: RestDeps, log: Logger) {
  const app = new Hono();
  app.get('/google/callback', async (c) => {
    const ctx = await createRequestContext(deps, requestInfoOf(c, deps.trustProxy));
    const stateCookie = getCookie(c, GOOGLE_STATE_COOKIE);
    c.header('Set-Cookie', googleStateCookie(deps.google, null));
    try {
      const params = parseInput(callbackQuerySchema, c.req.query());
      const { token } = await completeGoogleSignIn(ctx.db, deps.google, { ...params, stateCookie }, ctx.meta);
      return c.redirect(`/profile?google_success=true&token=${encodeURIComponent(token)}`, 302);
    } catch (error) {
      log.info('Google sign-in failed', { reason: error instanceof Error ? error.message : String(error) });
      return c.redirect('/?auth_error=true', 302);
    }
  });
  return app;
}
