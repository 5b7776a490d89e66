import OpenAI from 'openai';
import { KNOWLEDGE_EMBEDDING_DIMENSIONS, type EmbeddingsModel } from '@fanline/core';
import { createKeepAliveFetch } from '../keep-alive-fetch';

/** Vectors for texts, in their order, and the tokens the provider billed for them. */
export interface Embedded {
  vectors: number[][];
  tokens: number;
}

/** An embeddings model behind one interface: OpenAI's, or an OpenAI-compatible server's. */
export interface Embeddings {
  /** The model, as model_costs and the stored vectors name it. */
  model: EmbeddingsModel;
  /** Throws on any failure, including a vector of the wrong length. */
  embed(texts: readonly string[], options?: { timeoutMs?: number }): Promise<Embedded>;
}

export interface EmbeddingsSettings {
  model: EmbeddingsModel;
  apiKey: string;
  baseUrl: string;
}

/**
 * Embeddings through the openai SDK, shortened to the stored dimensions (the
 * text-embedding-3 models' `dimensions`). The SDK asks for base64 and decodes
 * it, which is a quarter of the JSON floats' size on the wire.
 */
export function createEmbeddings(settings: EmbeddingsSettings, options: { timeoutMs?: number } = {}): Embeddings {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, timeout: options.timeoutMs ?? 30_000, maxRetries: 1, fetch: createKeepAliveFetch() });
  return {
    model: settings.model,
    async embed(texts, call = {}) {
      const response = await client.embeddings.create(
        { model: settings.model, input: [...texts], dimensions: KNOWLEDGE_EMBEDDING_DIMENSIONS },
        call.timeoutMs === undefined ? {} : { timeout: call.timeoutMs, maxRetries: 0 },
      );
      const vectors = [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
      if (vectors.length !== texts.length || vectors.some((vector) => vector.length !== KNOWLEDGE_EMBEDDING_DIMENSIONS)) {
        throw new Error(`The embeddings model answered ${vectors.length} vectors of ${vectors[0]?.length ?? 0} dimensions for ${texts.length} texts of ${KNOWLEDGE_EMBEDDING_DIMENSIONS}`);
      }
      return { vectors, tokens: response.usage.prompt_tokens };
    },
  };
}
