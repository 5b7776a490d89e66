import { z } from 'zod';
import {
  botTemplateSchema,
  modelCapabilitiesSchema,
  modelCatalogueSchema,
  voiceOptionSchema,
} from '@fanline/core';
import { listModels, listTemplates, listVoices, modelCapabilities } from '@fanline/services';
import { protectedProcedure, router } from '../trpc';

export const catalogueRouter = router({
  templates: protectedProcedure.output(z.object({ templates: z.array(botTemplateSchema).readonly() })).query(() => listTemplates()),
  models: protectedProcedure.output(modelCatalogueSchema).query(({ ctx }) => listModels(ctx.bots.llm)),
  capabilities: protectedProcedure.output(modelCapabilitiesSchema).query(() => modelCapabilities()),
  voices: protectedProcedure.output(z.object({ voices: z.array(voiceOptionSchema).readonly() })).query(() => listVoices()),
});
