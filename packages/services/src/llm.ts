import OpenAI from 'openai';
import { PROVIDER_CATALOGUE, PROVIDERS, type ProviderId } from '@fanline/core';
import { AppError } from './errors';
import { createKeepAliveFetch } from './keep-alive-fetch';
import { llmErrors, llmRequestDuration, llmRequests, type LlmErrorReason } from './metrics/metrics-registry';

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

/** Why a completion failed: the metrics' label, and the creator's error below. */
function errorReason(error: unknown): LlmErrorReason {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof OpenAI.APIConnectionError) return 'connection';
  if (error instanceof OpenAI.RateLimitError) return 'rate_limited';
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) return 'credentials';
  if (error instanceof OpenAI.APIError) return 'provider_error';
  return 'other';
}

function providerError(provider: ProviderId, reason: LlmErrorReason, error: unknown): AppError {
  switch (reason) {
    case 'timeout':
      return new AppError('BAD_GATEWAY', `The ${provider} provider did not answer in time. Please try again.`);
    case 'connection':
      return new AppError('BAD_GATEWAY', `Could not reach the ${provider} provider. Please try again.`);
    case 'rate_limited':
      return new AppError('SERVICE_UNAVAILABLE', `The ${provider} provider is busy right now. Please try again shortly.`);
    case 'credentials':
      return new AppError('BAD_GATEWAY', `The ${provider} provider refused this server's API key.`);
    case 'provider_error': {
      const { status, message } = error as InstanceType<typeof OpenAI.APIError>;
      return new AppError('BAD_GATEWAY', `The ${provider} provider failed (${status ?? 'error'}): ${message}`);
    }
    default:
      return new AppError('BAD_GATEWAY', `The ${provider} provider failed.`);
  }
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
      const { provider } = request;
      const client = clients.get(provider);
      llmRequests.inc({ provider });
      if (!client) {
        llmErrors.inc({ provider, reason: 'not_configured' });
        throw new AppError('SERVICE_UNAVAILABLE', notConfiguredMessage(provider));
      }
      const started = performance.now();
      const failed = (reason: LlmErrorReason) => {
        llmRequestDuration.observe({ provider, result: 'error' }, (performance.now() - started) / 1000);
        llmErrors.inc({ provider, reason });
      };
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: request.model,
          messages: request.messages,
          temperature: request.temperature,
          max_tokens: request.maxTokens,
        });
      } catch (error) {
        const reason = errorReason(error);
        failed(reason);
        throw providerError(provider, reason, error);
      }
      const text = completion.choices[0]?.message?.content?.trim() ?? '';
      if (!text) {
        failed('empty_reply');
        throw new AppError('BAD_GATEWAY', `The ${provider} model returned an empty reply. Please try again.`);
      }
      const elapsed = performance.now() - started;
      llmRequestDuration.observe({ provider, result: 'ok' }, elapsed / 1000);
      return {
        text,
        promptTokens: completion.usage?.prompt_tokens ?? 0,
        completionTokens: completion.usage?.completion_tokens ?? 0,
        latencyMs: Math.round(elapsed),
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
