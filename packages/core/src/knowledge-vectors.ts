import { z } from 'zod';

/**
 * Vector search over creator knowledge (issue #36; decision 028): where the
 * server has pgvector and EMBEDDINGS_MODEL is set, a fan's message also finds
 * the chunks closest to it in meaning, and the two rankings are fused.
 */

/** The embeddings models Fanline asks OpenAI (or an OpenAI-compatible server at OPENAI_BASE_URL) for. */
export const EMBEDDINGS_MODELS = ['text-embedding-3-small', 'text-embedding-3-large'] as const;
export type EmbeddingsModel = (typeof EMBEDDINGS_MODELS)[number];

/**
 * The dimensions every stored vector has, so one HNSW index serves them all:
 * text-embedding-3 models shorten their vectors to this on request.
 */
export const KNOWLEDGE_EMBEDDING_DIMENSIONS = 1536;

/**
 * How close in meaning (cosine similarity) a chunk must be to count: below it,
 * a "hey you" would still pull the nearest chunks into the prompt. OpenAI's
 * text-embedding-3 puts unrelated sentences at about 0.1 to 0.25.
 */
export const KNOWLEDGE_MIN_SIMILARITY = 0.3;

/** Chunks embedded per call: well inside OpenAI's 2,048 inputs and 300,000 tokens a request (a chunk is at most 800 characters). */
export const EMBEDDING_BATCH_CHUNKS = 100;

/** EMBEDDINGS_MODEL, read by the API and the runners; unset or empty, knowledge is searched by words only. */
export const embeddingsModelSchema = z.preprocess((value) => (value === '' ? undefined : value), z.enum(EMBEDDINGS_MODELS).optional());

export const embeddingsHaveKey = (env: { EMBEDDINGS_MODEL?: string | undefined; OPENAI_API_KEY?: string | undefined }): boolean =>
  env.EMBEDDINGS_MODEL === undefined || Boolean(env.OPENAI_API_KEY);
export const EMBEDDINGS_KEY_ISSUE = { path: ['OPENAI_API_KEY'], message: 'Required when EMBEDDINGS_MODEL is set' };

/** Reciprocal rank fusion's constant: the usual 60, so a first place in one list outweighs a tail place in both. */
const RRF_K = 60;

/**
 * Fuses rankings of the same items (best first) by reciprocal rank fusion:
 * each item scores the sum of 1 / (60 + rank) over the lists that hold it.
 * Ranks, not scores, so a text rank and a cosine distance need no common
 * scale. Ties keep the order of first appearance.
 */
export function fuseRankings<T>(rankings: readonly (readonly T[])[], keyOf: (item: T) => string | number): T[] {
  const scored = new Map<string | number, { item: T; score: number; first: number }>();
  let seen = 0;
  for (const ranking of rankings) {
    ranking.forEach((item, rank) => {
      const key = keyOf(item);
      const entry = scored.get(key) ?? { item, score: 0, first: seen++ };
      entry.score += 1 / (RRF_K + rank + 1);
      scored.set(key, entry);
    });
  }
  return [...scored.values()].sort((a, b) => b.score - a.score || a.first - b.first).map((entry) => entry.item);
}
