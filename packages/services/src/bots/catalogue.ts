import { BOT_TEMPLATES, DEFAULT_MODEL, DEFAULT_PROVIDER, MODEL_CAPABILITIES, PROVIDER_CATALOGUE, PROVIDERS, VOICES } from '@fanline/core';
import type { Llm } from '../llm';

/** GET /api/models: every provider with its models, and whether this server has its key. */
export function listModels(llm: Pick<Llm, 'isConfigured'>) {
  return {
    providers: PROVIDERS.map((id) => ({
      id,
      label: PROVIDER_CATALOGUE[id].label,
      configured: llm.isConfigured(id),
      models: PROVIDER_CATALOGUE[id].models.map((m) => ({ id: m.id, label: m.label })),
    })),
    default_provider: DEFAULT_PROVIDER,
    default_model: DEFAULT_MODEL,
  };
}

export function modelCapabilities() {
  return MODEL_CAPABILITIES;
}

export function listTemplates() {
  return { templates: BOT_TEMPLATES };
}

export function listVoices() {
  return { voices: VOICES };
}
