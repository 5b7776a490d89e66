import type { ProviderId } from './plans';

/** A catalogue model; what it costs comes from a maintained price table (services' model-prices.ts). */
export interface ModelInfo {
  id: string;
  label: string;
  /** The model sees images (a fan's photo goes to it as an image part), up to this many bytes an image. */
  vision?: { maxImageBytes: number };
}

/** OpenAI's and Gemini's limit per image (20 MB); Anthropic's is 5 MB. */
const VISION_20MB = { maxImageBytes: 20 * 1024 * 1024 };
const VISION_5MB = { maxImageBytes: 5 * 1024 * 1024 };

export interface ProviderInfo {
  id: ProviderId;
  label: string;
  /** Name of the env variable holding the API key, e.g. 'OPENAI_API_KEY'. */
  envKey: string;
  /** Name of the env variable that overrides the base URL (tests point it at a fake server). */
  envBaseUrl: string;
  /** An OpenAI-compatible endpoint: every provider is called through the openai SDK. */
  defaultBaseUrl: string;
  /** Never empty: the first model is what a provider change resets to (docs/product.md §6). */
  models: readonly [ModelInfo, ...ModelInfo[]];
}

/** docs/product.md §4 default model; also the 'Most Reliable' model for fan roleplay. */
export const TOGETHER_MIXTRAL_MODEL = 'mistralai/Mixtral-8x7B-Instruct-v0.1';
/** The cheaper, faster together model some templates use. */
export const TOGETHER_LLAMA_8B_MODEL = 'meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo';

export const PROVIDER_CATALOGUE: Readonly<Record<ProviderId, ProviderInfo>> = {
  openai: {
    id: 'openai',
    label: 'OpenAI',
    envKey: 'OPENAI_API_KEY',
    envBaseUrl: 'OPENAI_BASE_URL',
    defaultBaseUrl: 'https://api.openai.com/v1',
    models: [
      { id: 'gpt-4o-mini', label: 'GPT-4o mini', vision: VISION_20MB },
      { id: 'gpt-4o', label: 'GPT-4o', vision: VISION_20MB },
      { id: 'gpt-4.1-mini', label: 'GPT-4.1 mini', vision: VISION_20MB },
      { id: 'gpt-4.1', label: 'GPT-4.1', vision: VISION_20MB },
    ],
  },
  anthropic: {
    id: 'anthropic',
    label: 'Anthropic',
    envKey: 'ANTHROPIC_API_KEY',
    envBaseUrl: 'ANTHROPIC_BASE_URL',
    // Anthropic's OpenAI SDK compatibility endpoint.
    defaultBaseUrl: 'https://api.anthropic.com/v1',
    models: [
      { id: 'claude-3-5-haiku-latest', label: 'Claude 3.5 Haiku' },
      { id: 'claude-sonnet-4-0', label: 'Claude Sonnet 4', vision: VISION_5MB },
      { id: 'claude-opus-4-0', label: 'Claude Opus 4', vision: VISION_5MB },
    ],
  },
  gemini: {
    id: 'gemini',
    label: 'Google Gemini',
    envKey: 'GEMINI_API_KEY',
    envBaseUrl: 'GEMINI_BASE_URL',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai',
    models: [
      { id: 'gemini-2.0-flash', label: 'Gemini 2.0 Flash', vision: VISION_20MB },
      { id: 'gemini-2.5-flash', label: 'Gemini 2.5 Flash', vision: VISION_20MB },
      { id: 'gemini-2.5-pro', label: 'Gemini 2.5 Pro', vision: VISION_20MB },
    ],
  },
  together: {
    id: 'together',
    label: 'Together AI',
    envKey: 'TOGETHER_API_KEY',
    envBaseUrl: 'TOGETHER_BASE_URL',
    defaultBaseUrl: 'https://api.together.xyz/v1',
    models: [
      { id: TOGETHER_MIXTRAL_MODEL, label: 'Mixtral 8x7B Instruct' },
      { id: TOGETHER_LLAMA_8B_MODEL, label: 'Llama 3.1 8B Instruct Turbo' },
      {
        id: 'meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo',
        label: 'Llama 3.1 70B Instruct Turbo',
      },
      { id: 'Qwen/Qwen2.5-72B-Instruct-Turbo', label: 'Qwen 2.5 72B Instruct Turbo' },
    ],
  },
  huggingface: {
    id: 'huggingface',
    label: 'Hugging Face',
    envKey: 'HUGGINGFACE_API_KEY',
    envBaseUrl: 'HUGGINGFACE_BASE_URL',
    defaultBaseUrl: 'https://router.huggingface.co/v1',
    models: [
      { id: 'meta-llama/Llama-3.1-8B-Instruct', label: 'Llama 3.1 8B Instruct' },
      { id: 'mistralai/Mistral-7B-Instruct-v0.3', label: 'Mistral 7B Instruct v0.3' },
      { id: 'Qwen/Qwen2.5-72B-Instruct', label: 'Qwen 2.5 72B Instruct' },
    ],
  },
};

export const DEFAULT_PROVIDER: ProviderId = 'together';
/** docs/product.md §4: a Mixtral instruct model, and together's first model so a provider switch back lands on it. */
export const DEFAULT_MODEL = TOGETHER_MIXTRAL_MODEL;

/** The model a provider change resets to (docs/product.md §6): the provider's first catalogue entry. */
export function firstModelOf(provider: ProviderId): string {
  return PROVIDER_CATALOGUE[provider].models[0].id;
}

/**
 * The catalogue entry for a model id under one provider, or undefined. Matching is exact
 * (case-sensitive, as the provider APIs are) and a model listed under another provider does not count.
 */
export function findModel(provider: string, model: string): ModelInfo | undefined {
  // A stored row may name a provider the catalogue has since dropped: that is "no model", not a crash.
  return (PROVIDER_CATALOGUE as Readonly<Record<string, (typeof PROVIDER_CATALOGUE)[ProviderId] | undefined>>)[provider]?.models.find((m) => m.id === model);
}

/** True when the provider offers this exact model id. */
export function isKnownModel(provider: ProviderId, model: string): boolean {
  return findModel(provider, model) !== undefined;
}

export interface ModelCapabilities {
  recommendations: {
    adult_content: {
      best: { model: string; description: string };
      alternatives: { provider: ProviderId; model: string; warning: string }[];
      avoid: { provider: ProviderId; model: string; reason: string }[];
    };
  };
}

/** The provider of MODEL_CAPABILITIES' best model (the shape of docs/product.md §6 names only the model). */
export const MOST_RELIABLE_PROVIDER: ProviderId = 'together';

const avoidAll = (provider: ProviderId, reason: string) =>
  PROVIDER_CATALOGUE[provider].models.map((m) => ({ provider, model: m.id, reason }));

/**
 * Which models suit flirty, adult-leaning creator personas (docs/product.md §6 "Model capabilities", served by
 * GET /models/capabilities). Every model named here is in PROVIDER_CATALOGUE.
 */
export const MODEL_CAPABILITIES: ModelCapabilities = {
  recommendations: {
    adult_content: {
      best: {
        model: TOGETHER_MIXTRAL_MODEL,
        description: 'Most Reliable for roleplay and flirty personas: stays in character and rarely refuses.',
      },
      alternatives: [
        {
          provider: 'together',
          model: TOGETHER_LLAMA_8B_MODEL,
          warning: 'Fast and cheap, but may soften or refuse explicit requests.',
        },
        {
          provider: 'together',
          model: 'meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo',
          warning: 'Good writing, but may soften or refuse explicit requests.',
        },
        {
          provider: 'together',
          model: 'Qwen/Qwen2.5-72B-Instruct-Turbo',
          warning: 'Capable, but may soften or refuse explicit requests and sometimes replies more formally.',
        },
        ...PROVIDER_CATALOGUE.huggingface.models.map((m) => ({
          provider: 'huggingface' as const,
          model: m.id,
          warning: 'May soften or refuse explicit requests, and speed depends on which Hugging Face provider serves it.',
        })),
      ],
      avoid: [
        ...avoidAll('openai', 'Strict content policy: refusals will break character in flirty or adult conversations.'),
        ...avoidAll('anthropic', 'Strict content policy: refusals will break character in flirty or adult conversations.'),
        ...avoidAll('gemini', 'Strict safety filters: blocked replies will break character in flirty or adult conversations.'),
      ],
    },
  },
};

export type ModelAdvice =
  | { kind: 'alternative'; text: string }
  | { kind: 'avoid'; text: string }
  | { kind: 'most_reliable'; model: string }
  | null;

/**
 * The note shown under the model picker (docs/product.md §6). `text` is the raw warning or reason; the UI styles
 * 'alternative' as an orange note and prefixes 'avoid' with a red 'Warning:'.
 * Order: alternatives list, then avoid list, then — for together only — the 'Most Reliable' model
 * (also when it is the one already picked). Null when nothing applies.
 */
export function modelAdvice(provider: ProviderId, model: string): ModelAdvice {
  const { alternatives, avoid, best } = MODEL_CAPABILITIES.recommendations.adult_content;
  const alternative = alternatives.find((a) => a.provider === provider && a.model === model);
  if (alternative) return { kind: 'alternative', text: alternative.warning };
  const avoided = avoid.find((a) => a.provider === provider && a.model === model);
  if (avoided) return { kind: 'avoid', text: avoided.reason };
  if (provider === MOST_RELIABLE_PROVIDER) return { kind: 'most_reliable', model: best.model };
  return null;
}
