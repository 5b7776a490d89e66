import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { adminRouter } from './routers/admin';
import { analyticsRouter } from './routers/analytics';
import { authRouter } from './routers/auth';
import { billingRouter } from './routers/billing';
import { broadcastsRouter } from './routers/broadcasts';
import { botsRouter } from './routers/bots';
import { catalogueRouter } from './routers/catalogue';
import { supportRouter } from './routers/support';
import { inboxRouter } from './routers/inbox';
import { instagramRouter } from './routers/instagram';
import { knowledgeRouter } from './routers/knowledge';
import { telegramRouter } from './routers/telegram';
import { voiceCloneRouter } from './routers/voice-clone';
import { whatsappRouter } from './routers/whatsapp';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  admin: adminRouter,
  analytics: analyticsRouter,
  auth: authRouter,
  billing: billingRouter,
  bots: botsRouter,
  broadcasts: broadcastsRouter,
  catalogue: catalogueRouter,
  inbox: inboxRouter,
  knowledge: knowledgeRouter,
  support: supportRouter,
  telegram: telegramRouter,
  instagram: instagramRouter,
  whatsapp: whatsappRouter,
  voiceClone: voiceCloneRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Calls procedures in-process with a request's context: the REST routes go through it. */
export const createAppCaller = createCallerFactory(appRouter);

/** Every procedure by its dotted path, e.g. 'bots.update'. */
export type ProcedurePath = { [Domain in keyof RouterInputs]: `${Domain & string}.${keyof RouterInputs[Domain] & string}` }[keyof RouterInputs];
