import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { changePasswordInputSchema, googleStartInputSchema, loginInputSchema, registerInputSchema } from '@fanline/core';
import {
  changePassword,
  completeGoogleSignIn,
  GOOGLE_STATE_COOKIE,
  googleStateCookie,
  parseInput,
  registerAccount,
  signIn,
  signOut,
  startGoogleSignIn,
  toPublicUser,
  type Logger,
} from '@fanline/services';
import { readJson } from './body';
import { requireAuth, restContext, type RestDeps } from './context';

const callbackQuerySchema = z.object({ code: z.string().min(1), state: z.string().min(1) });

/** SPEC §7 "Authentication", plus the Google callback. */
export function authRoutes(deps: RestDeps, log: Logger) {
  const app = new Hono();

  app.post('/register', async (c) => {
    const ctx = await restContext(c, deps);
    const input = parseInput(registerInputSchema, await readJson(c));
    return c.json(await registerAccount(ctx.db, input, ctx.meta), 201);
  });

  app.post('/login', async (c) => {
    const ctx = await restContext(c, deps);
    const input = parseInput(loginInputSchema, await readJson(c));
    return c.json(await signIn(ctx.db, input, ctx.meta));
  });

  app.get('/me', async (c) => {
    const ctx = await restContext(c, deps);
    return c.json(toPublicUser(requireAuth(ctx).user));
  });

  app.post('/logout', async (c) => {
    const ctx = await restContext(c, deps);
    return c.json(await signOut(ctx.db, requireAuth(ctx).session.id));
  });

  app.post('/change-password', async (c) => {
    const ctx = await restContext(c, deps);
    const auth = requireAuth(ctx);
    return c.json(await changePassword(ctx.db, auth, parseInput(changePasswordInputSchema, await readJson(c)), ctx.meta));
  });

  app.get('/providers', (c) => c.json({ google: deps.google !== null }));

  // The state cookie binds the flow to this browser; the callback requires it.
  app.get('/social/login', async (c) => {
    const { ref } = parseInput(googleStartInputSchema, { ref: c.req.query('ref') });
    const { response, stateCookie } = await startGoogleSignIn(deps.db, deps.google, ref);
    c.header('Set-Cookie', stateCookie);
    return c.json(response);
  });

  app.get('/google/callback', async (c) => {
    const ctx = await restContext(c, deps);
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
