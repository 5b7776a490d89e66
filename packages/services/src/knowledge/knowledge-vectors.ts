import { sql } from 'kysely';
import { EMBEDDING_BATCH_CHUNKS } from '@fanline/core';
import type { Db } from '@fanline/db';
import type { Logger } from '../logger';
import { modelCostUsd } from '../model-prices';
import type { Embeddings } from './embeddings';
import { addQueuedJob } from '../inbound-queue/queue-rows';

/**
 * Vector search over creator knowledge, where the server has pgvector (the
 * knowledge_embeddings table, migration 20261129010000) and an embeddings
 * model is set. A process finds out once, at its start.
 */
export interface KnowledgeVectors {
  embeddings: Embeddings;
  /**
   * pgvector 0.8's iterative index scans: the HNSW index is shared by every
   * bot, so without them a bot's nearest chunks can be lost among other
   * bots' nearer ones.
   */
  iterativeScan: boolean;
  /** Where a failed embedding of a fan's message is told (the search then goes by words). */
  log: Logger;
}

/** graphile-worker's task that embeds a knowledge document's chunks. */
export const KNOWLEDGE_EMBED_TASK = 'knowledge_embed';
const KNOWLEDGE_EMBED_MAX_ATTEMPTS = 8;

/** The provider the embeddings' cost is priced at: Fanline's embeddings go through the openai SDK at OPENAI_BASE_URL. */
const EMBEDDINGS_PROVIDER = 'openai';

/** The vector search this process can run, or null (told in the log) when the database has no pgvector. */
export async function knowledgeVectorsOf(db: Db, embeddings: Embeddings | undefined, log: Logger): Promise<KnowledgeVectors | null> {
  if (!embeddings) return null;
  const { rows } = await sql<{ ready: boolean; version: string | null }>`
    SELECT to_regclass('knowledge_embeddings') IS NOT NULL AS ready, (SELECT extversion FROM pg_extension WHERE extname = 'vector') AS version
  `.execute(db);
  const { ready, version } = rows[0]!;
  if (!ready) {
    log.error('EMBEDDINGS_MODEL is set, but the database has no pgvector: knowledge is searched by words only (install pgvector, then run npm run knowledge:vectors)');
    return null;
  }
  const [major = 0, minor = 0] = (version ?? '0').split('.').map(Number);
  return { embeddings, iterativeScan: major > 0 || minor >= 8, log };
}

/** Queues the embedding of a document's chunks; one job a document however often it is queued. */
export async function enqueueKnowledgeEmbedding(db: Db, documentId: string): Promise<void> {
  await addQueuedJob(db, {
    task: KNOWLEDGE_EMBED_TASK,
    payload: { documentId },
    queue: 'knowledge_embed',
    maxAttempts: KNOWLEDGE_EMBED_MAX_ATTEMPTS,
    jobKey: `embed:${documentId}`,
  });
}

/**
 * Queues every document with a chunk not yet embedded by this model: those
 * added before the model was set, or under another model. Run at a runner's
 * start; the job keys make several runners' calls one job a document.
 */
export async function enqueueUnembeddedDocuments(db: Db, model: string): Promise<number> {
  const { rows } = await sql<{ document_id: string }>`
    SELECT DISTINCT c.document_id
    FROM knowledge_chunks c
    WHERE NOT EXISTS (SELECT 1 FROM knowledge_embeddings e WHERE e.chunk_id = c.id AND e.model = ${model})
  `.execute(db);
  for (const { document_id } of rows) await enqueueKnowledgeEmbedding(db, document_id);
  return rows.length;
}

/** pgvector's text form of a vector. */
export const vectorLiteral = (vector: readonly number[]): string => `[${vector.join(',')}]`;

/**
 * Embeds a document's chunks that this model has not embedded, a batch a
 * call, each batch stored with its cost (model_costs) in one transaction, so
 * a job killed between batches starts again after the last one stored. A
 * document deleted meanwhile stores nothing more. A model failure is thrown,
 * so the job is tried again. Returns the chunks embedded.
 */
export async function embedKnowledgeDocument(db: Db, embeddings: Embeddings, documentId: string): Promise<number> {
  let embedded = 0;
  for (;;) {
    const chunks = await db
      .selectFrom('knowledge_chunks as c')
      .select(['c.id', 'c.bot_id', 'c.content'])
      .where('c.document_id', '=', documentId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('knowledge_embeddings as e').select('e.chunk_id').whereRef('e.chunk_id', '=', 'c.id').where('e.model', '=', embeddings.model))),
      )
      .orderBy('c.ordinal')
      .limit(EMBEDDING_BATCH_CHUNKS)
      .execute();
    if (chunks.length === 0) return embedded;
    const { vectors, tokens } = await embeddings.embed(chunks.map((chunk) => chunk.content));
    const stored = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ chunk_id: number }>`
        INSERT INTO knowledge_embeddings (chunk_id, bot_id, model, embedding)
        SELECT c.id, c.bot_id, ${embeddings.model}, v.embedding::vector
        FROM unnest(${chunks.map((chunk) => chunk.id)}::bigint[], ${vectors.map(vectorLiteral)}::text[]) AS v(chunk_id, embedding)
        JOIN knowledge_chunks c ON c.id = v.chunk_id
        ON CONFLICT (chunk_id) DO UPDATE SET model = excluded.model, embedding = excluded.embedding
        RETURNING chunk_id
      `.execute(trx);
      // The call was made either way, so its cost is recorded either way; the bot outlives a deleted document.
      await sql`
        INSERT INTO model_costs (bot_id, kind, provider, model, prompt_tokens, cost_usd)
        SELECT id, 'embedding', ${EMBEDDINGS_PROVIDER}, ${embeddings.model}, ${tokens}, ${modelCostUsd(EMBEDDINGS_PROVIDER, embeddings.model, tokens, 0)}
        FROM bots WHERE id = ${chunks[0]!.bot_id}
      `.execute(trx);
      return rows.length;
    });
    embedded += stored;
    if (stored < chunks.length) return embedded;
  }
}

/** A chunk found by meaning, with its cosine similarity to the fan's message. */
export interface MeaningMatch {
  chunk_id: number;
  document_id: string;
  title: string;
  content: string;
  similarity: number;
}

/**
 * This bot's chunks nearest to a vector by cosine distance, through the HNSW
 * index; with iterative scans, the scan goes on past other bots' chunks
 * until it has `limit` of this bot's.
 */
export async function nearestChunks(db: Db, vectors: KnowledgeVectors, botId: string, vector: readonly number[], limit: number): Promise<MeaningMatch[]> {
  return db.transaction().execute(async (trx) => {
    if (vectors.iterativeScan) await sql`SET LOCAL hnsw.iterative_scan = strict_order`.execute(trx);
    const { rows } = await sql<MeaningMatch>`
      SELECT c.id AS chunk_id, c.document_id, d.title, c.content, 1 - (e.embedding <=> ${vectorLiteral(vector)}::vector) AS similarity
      FROM knowledge_embeddings e
      JOIN knowledge_chunks c ON c.id = e.chunk_id
      JOIN knowledge_documents d ON d.id = c.document_id
      WHERE e.bot_id = ${botId} AND e.model = ${vectors.embeddings.model}
      ORDER BY e.embedding <=> ${vectorLiteral(vector)}::vector
      LIMIT ${limit}
    `.execute(trx);
    return rows;
  });
}

/** Records what embedding a fan's message cost, for the margin figures. */
export async function recordQueryEmbedding(db: Db, vectors: KnowledgeVectors, botId: string, fanId: string | null, tokens: number): Promise<void> {
  const { model } = vectors.embeddings;
  await db
    .insertInto('model_costs')
    .values({ bot_id: botId, fan_id: fanId, kind: 'embedding', provider: EMBEDDINGS_PROVIDER, model, prompt_tokens: tokens, cost_usd: modelCostUsd(EMBEDDINGS_PROVIDER, model, tokens, 0) })
    .execute();
}
