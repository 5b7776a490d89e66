import { z } from 'zod';
import { PROVIDERS } from './plans';
import { TEMPLATE_CATEGORIES, TEMPLATE_ICONS } from './templates';

/** The catalogue: bot templates, model recommendations and voices. */

export const botTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  description: z.string(),
  personality: z.string(),
  greeting: z.string(),
  icon: z.enum(TEMPLATE_ICONS),
  color: z.string(),
  llm_provider: z.literal('together'),
  llm_model: z.enum(['mistralai/Mixtral-8x7B-Instruct-v0.1', 'meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo']),
  adult_only: z.boolean(),
});

export const modelCapabilitiesSchema = z.object({
  recommendations: z.object({
    adult_content: z.object({
      best: z.object({
        model: z.string(),
        description: z.string(),
      }),
      alternatives: z.array(z.object({
        provider: z.enum(PROVIDERS),
        model: z.string(),
        warning: z.string(),
      })),
      avoid: z.array(z.object({
        provider: z.enum(PROVIDERS),
        model: z.string(),
        reason: z.string(),
      })),
    }),
  }),
});

export const voiceOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  gender: z.enum(['female', 'male', 'neutral']),
  adult: z.literal(true).optional(),
  /** The creator's own cloned voice ("Your voice"), listed to them alone. */
  own: z.literal(true).optional(),
});

/** The models per provider, and which providers this server has a key for. */
export const modelCatalogueSchema = z.object({
  providers: z.array(
    z.object({
      id: z.enum(PROVIDERS),
      label: z.string(),
      configured: z.boolean(),
      models: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
  default_provider: z.enum(PROVIDERS),
  default_model: z.string(),
});
