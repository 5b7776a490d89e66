import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { authRouter } from './routers/auth';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
