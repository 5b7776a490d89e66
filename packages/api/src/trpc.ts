import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { RateLimitName } from '@fanline/core';
import { AppError, fieldErrorsOf, type FieldError } from '@fanline/services';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  // The inbox's live feed (SSE): a ping keeps idle connections open through proxies, and the client reconnects when pings stop.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
  errorFormatter({ shape, error }) {
    const fields: FieldError[] =
      error.cause instanceof ZodError ? fieldErrorsOf(error.cause) : error.cause instanceof AppError ? error.cause.fields : [];
    const message = error.cause instanceof ZodError ? fields.map((f) => `${f.field}: ${f.message}`).join('; ') : shape.message;
    return { ...shape, message, data: { ...shape.data, stack: undefined, fields } };
  },
});

/** Domain errors keep their meaning (status, message, fields, Retry-After) when they cross tRPC. */
const domainErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    if (cause.retryAfterSeconds) ctx.resHeaders?.set('Retry-After', String(cause.retryAfterSeconds));
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  // tRPC merges this over the context; naming only what narrows keeps each call's copies small.
  return next({ ctx: { auth: ctx.auth } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.auth.user.is_admin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access required' });
  return next();
});

/**
 * Counts the call against a rate limit (core's RATE_LIMITS), keyed by the
 * signed-in user or else the client's IP; over it, 429 with Retry-After.
 * Placed after `.input()`, so input the schema refuses costs nothing.
 */
export function rateLimited(name: RateLimitName, per: 'user' | 'ip') {
  return t.middleware(async ({ ctx, next }) => {
    const key = per === 'user' && ctx.auth ? `user:${ctx.auth.user.id}` : `ip:${ctx.meta.ip ?? 'unknown'}`;
    await ctx.limits.consume(name, key);
    return next();
  });
}
