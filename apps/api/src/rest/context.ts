import type { Context as HonoContext } from 'hono';
import { createRequestContext, type ApiDeps, type Context } from '@fanline/api';
import { AppError, type ValidSession } from '@fanline/services';
import { requestInfoOf } from '../request-info';

export interface RestDeps extends ApiDeps {
  trustProxy: boolean;
}

export function restContext(c: HonoContext, deps: RestDeps): Promise<Context> {
  return createRequestContext(deps, requestInfoOf(c, deps.trustProxy));
}

export function requireAuth(ctx: Context): ValidSession {
  if (!ctx.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return ctx.auth;
}
