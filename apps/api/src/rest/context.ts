import type { Context as HonoContext } from 'hono';
import { createRequestContext, type ApiDeps, type Context } from '@fanline/api';
import { botIdSchema } from '@fanline/core';
import { AppError, BOT_NOT_FOUND, type ValidSession } from '@fanline/services';
import { requestInfoOf } from '../request-info';

export interface RestDeps extends ApiDeps {
  trustProxy: boolean;
}

export type SignedInContext = Context & { auth: ValidSession };

export function restContext(c: HonoContext, deps: RestDeps): Promise<Context> {
  return createRequestContext(deps, requestInfoOf(c, deps.trustProxy));
}

export function requireAuth(ctx: Context): ValidSession {
  if (!ctx.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return ctx.auth;
}

/** The context of a request that must come from a signed-in user (401 otherwise). */
export async function signedIn(c: HonoContext, deps: RestDeps): Promise<SignedInContext> {
  const ctx = await restContext(c, deps);
  return { ...ctx, auth: requireAuth(ctx) };
}

/** A bot id from the path; anything that is not one reads as a missing bot. */
export function botIdParam(c: HonoContext, name = 'id'): string {
  const parsed = botIdSchema.safeParse(c.req.param(name));
  if (!parsed.success) throw new AppError('NOT_FOUND', BOT_NOT_FOUND);
  return parsed.data;
}
