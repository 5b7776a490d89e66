import { listModels, listTemplates, listVoices, modelCapabilities } from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

export const catalogueRouter = router({
  templates: protectedProcedure.query(() => listTemplates()),
  models: protectedProcedure.query(({ ctx }) => listModels(ctx.bots.llm)),
  capabilities: protectedProcedure.query(() => modelCapabilities()),
  voices: protectedProcedure.query(() => listVoices()),
});
