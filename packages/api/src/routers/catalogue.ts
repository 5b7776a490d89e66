import { z } from 'zod';
import {
  botTemplateSchema,
  modelCapabilitiesSchema,
  modelCatalogueSchema,
  voiceOptionSchema,
} from '@fanline/core';
import { listModels, listTemplates, listVoicesFor, modelCapabilities } from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

export const catalogueRouter = router({
  templates: protectedProcedure.output(z.object({ templates: z.array(botTemplateSchema).readonly() })).query(() => listTemplates()),
  models: protectedProcedure.output(modelCatalogueSchema).query(({ ctx }) => listModels(ctx.bots.llm)),
  capabilities: protectedProcedure.output(modelCapabilitiesSchema).query(() => modelCapabilities()),
  // The creator's own cloned voice first, for them alone.
  voices: protectedProcedure.output(z.object({ voices: z.array(voiceOptionSchema).readonly() })).query(({ ctx }) => listVoicesFor(ctx.db, ctx.auth.user.id)),
});
