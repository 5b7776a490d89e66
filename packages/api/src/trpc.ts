import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
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

/** Domain errors keep their meaning (status, message, fields) when they cross tRPC. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.auth.user.is_admin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access required' });
  return next();
});
