import OpenAI from 'openai';
import { PROVIDER_CATALOGUE, PROVIDERS, type ProviderId } from '@fanline/core';
import { AppError } from './errors';
import { createKeepAliveFetch } from './keep-alive-fetch';

export interface LlmProviderSettings {
  apiKey?: string;
  baseUrl: string;
}
export type LlmSettings = Record<ProviderId, LlmProviderSettings>;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  provider: ProviderId;
  model: string;
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
}

export interface CompletionResult {
  text: string;
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
}

export interface Llm {
  complete(request: CompletionRequest): Promise<CompletionResult>;
  isConfigured(provider: ProviderId): boolean;
}

export interface LlmOptions {
  /** Per attempt; a fan should not wait longer than this for one try. */
  timeoutMs?: number;
}

export function notConfiguredMessage(provider: ProviderId): string {
  return `The ${provider} provider is not configured on this server (set ${PROVIDER_CATALOGUE[provider].envKey})`;
}

function providerError(provider: ProviderId, error: unknown): AppError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AppError('BAD_GATEWAY', `The ${provider} provider did not answer in time. Please try again.`);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AppError('BAD_GATEWAY', `Could not reach the ${provider} provider. Please try again.`);
  }
  if (error instanceof OpenAI.RateLimitError) {
    return new AppError('SERVICE_UNAVAILABLE', `The ${provider} provider is busy right now. Please try again shortly.`);
  }
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AppError('BAD_GATEWAY', `The ${provider} provider refused this server's API key.`);
  }
  if (error instanceof OpenAI.APIError) {
    return new AppError('BAD_GATEWAY', `The ${provider} provider failed (${error.status ?? 'error'}): ${error.message}`);
  }
  return new AppError('BAD_GATEWAY', `The ${provider} provider failed.`);
}

/**
 * One client for every provider: each speaks the OpenAI chat completions
 * protocol at its own base URL. The SDK retries once, honouring retry-after.
 */
export function createLlm(settings: LlmSettings, options: LlmOptions = {}): Llm {
  const clients = new Map<ProviderId, OpenAI>();
  const fetch = createKeepAliveFetch();
  for (const provider of PROVIDERS) {
    const { apiKey, baseUrl } = settings[provider];
    if (!apiKey) continue;
    clients.set(provider, new OpenAI({ apiKey, baseURL: baseUrl, timeout: options.timeoutMs ?? 30_000, maxRetries: 1, fetch }));
  }

  return {
    isConfigured: (provider) => clients.has(provider),
    async complete(request) {
      const client = clients.get(request.provider);
      if (!client) throw new AppError('SERVICE_UNAVAILABLE', notConfiguredMessage(request.provider));
      const started = performance.now();
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: request.model,
          messages: request.messages,
          temperature: request.temperature,
          max_tokens: request.maxTokens,
        });
      } catch (error) {
        throw providerError(request.provider, error);
      }
      const text = completion.choices[0]?.message?.content?.trim() ?? '';
      if (!text) throw new AppError('BAD_GATEWAY', `The ${request.provider} model returned an empty reply. Please try again.`);
      return {
        text,
        promptTokens: completion.usage?.prompt_tokens ?? 0,
        completionTokens: completion.usage?.completion_tokens ?? 0,
        latencyMs: Math.round(performance.now() - started),
      };
    },
  };
}

/** Reads `{PROVIDER}_API_KEY` and `{PROVIDER}_BASE_URL` values (already validated by the process env). */
export function llmSettingsFrom(values: Readonly<Record<string, unknown>>): LlmSettings {
  const read = (name: string) => (typeof values[name] === 'string' && values[name] ? (values[name] as string) : undefined);
  return Object.fromEntries(
    PROVIDERS.map((provider) => {
      const info = PROVIDER_CATALOGUE[provider];
      return [provider, { apiKey: read(info.envKey), baseUrl: read(info.envBaseUrl) ?? info.defaultBaseUrl }];
    }),
  ) as LlmSettings;
}
