import OpenAI from 'openai';
import { estimateTokens, PROVIDER_CATALOGUE, PROVIDERS, type ProviderId } from '@fanline/core';
import { AppError } from './errors';
import { createKeepAliveFetch } from './keep-alive-fetch';
import { llmErrors, llmRequestDuration, llmRequests, type LlmErrorReason } from './metrics/metrics-registry';

export interface LlmProviderSettings {
  apiKey?: string;
  baseUrl: string;
}
export type LlmSettings = Record<ProviderId, LlmProviderSettings>;

/** A part of a fan's message to a model that sees images: its words, or a photo as a data URL. */
export type ChatContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** Parts only in a fan's message, when it carries a photo. */
export type ChatMessage = { role: 'system' | 'assistant'; content: string } | { role: 'user'; content: string | ChatContentPart[] };

/** A message's words, for estimates (an image's tokens are not counted). */
const wordsOf = (message: ChatMessage): string =>
  typeof message.content === 'string' ? message.content : message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

export interface CompletionRequest {
  provider: ProviderId;
  model: string;
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  /**
   * Given, the reply streams, and this receives its whole text so far after
   * each piece (not the piece alone), so a slow reader only ever needs the latest.
   */
  onText?: (textSoFar: string) => void;
  /** Ends a streamed reply early (the crisis screen flagged a draft): what came so far is the result, marked cut. */
  signal?: AbortSignal;
}

export interface CompletionResult {
  text: string;
  promptTokens: number;
  completionTokens: number;
  latencyMs: number;
  /**
   * A streamed reply that ended before the model finished (a fault or the
   * caller's signal) after text had come: `text` is what came, and the tokens
   * are estimates, as the provider's usage comes only at a stream's end.
   */
  cut?: boolean;
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

const DEFAULT_TIMEOUT_MS = 30_000;

type CompletionBody = Pick<OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming, 'model' | 'messages' | 'temperature' | 'max_tokens'>;

/** What a provider answered: the text, its usage when the provider sent it, and whether a stream was cut. */
interface Answer {
  text: string;
  usage: { prompt_tokens: number; completion_tokens: number } | null;
  cut: boolean;
}

async function whole(client: OpenAI, body: CompletionBody): Promise<Answer> {
  const completion = await client.chat.completions.create(body);
  return { text: completion.choices[0]?.message?.content ?? '', usage: completion.usage ?? null, cut: false };
}

/**
 * A streamed completion, with its usage in the last chunk (stream_options.include_usage).
 * The SDK's time-out ends at the response's headers, so a stream that goes
 * quiet for as long is ended here. A failure before any text is thrown like a
 * failed call (the caller refunds); after text, what came is the answer, cut.
 */
async function streamed(client: OpenAI, body: CompletionBody, request: CompletionRequest, idleMs: number): Promise<Answer> {
  const idle = new AbortController();
  const signal = request.signal ? AbortSignal.any([request.signal, idle.signal]) : idle.signal;
  let timer = setTimeout(() => idle.abort(), idleMs);
  let text = '';
  let usage: Answer['usage'] = null;
  try {
    const stream = await client.chat.completions.create({ ...body, stream: true, stream_options: { include_usage: true } }, { signal });
    for await (const chunk of stream) {
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort(), idleMs);
      if (chunk.usage) usage = chunk.usage;
      const piece = chunk.choices[0]?.delta?.content;
      if (piece) {
        text += piece;
        request.onText?.(text);
      }
    }
    return { text, usage, cut: false };
  } catch (error) {
    if (text.trim() === '') throw idle.signal.aborted ? new OpenAI.APIConnectionTimeoutError() : error;
    return { text, usage: null, cut: true };
  } finally {
    clearTimeout(timer);
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
    clients.set(provider, new OpenAI({ apiKey, baseURL: baseUrl, timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxRetries: 1, fetch }));
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
      const body = { model: request.model, messages: request.messages, temperature: request.temperature, max_tokens: request.maxTokens };
      let answer: Answer;
      try {
        answer = request.onText ? await streamed(client, body, request, options.timeoutMs ?? DEFAULT_TIMEOUT_MS) : await whole(client, body);
      } catch (error) {
        const reason = errorReason(error);
        failed(reason);
        throw providerError(provider, reason, error);
      }
      const text = answer.text.trim();
      if (!text) {
        failed('empty_reply');
        throw new AppError('BAD_GATEWAY', `The ${provider} model returned an empty reply. Please try again.`);
      }
      const elapsed = performance.now() - started;
      llmRequestDuration.observe({ provider, result: 'ok' }, elapsed / 1000);
      if (answer.cut) llmErrors.inc({ provider, reason: 'stream_cut' });
      // A cut stream never got its usage: the prompt and the text that came are estimated as the history budget does.
      const usage = answer.usage ?? { prompt_tokens: estimateTokens(request.messages.map(wordsOf).join('')), completion_tokens: estimateTokens(answer.text) };
      return {
        text,
        promptTokens: usage.prompt_tokens,
        completionTokens: usage.completion_tokens,
        latencyMs: Math.round(elapsed),
        ...(answer.cut ? { cut: true } : {}),
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
