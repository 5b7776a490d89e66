import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { analyticsRouter } from './routers/analytics';
import { authRouter } from './routers/auth';
import { billingRouter } from './routers/billing';
import { botsRouter } from './routers/bots';
import { catalogueRouter } from './routers/catalogue';
import { telegramRouter } from './routers/telegram';
import { router } from './trpc';

export const appRouter = router({
  analytics: analyticsRouter,
  auth: authRouter,
  billing: billingRouter,
  bots: botsRouter,
  catalogue: catalogueRouter,
  telegram: telegramRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
