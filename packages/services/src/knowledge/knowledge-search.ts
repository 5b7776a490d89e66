import { sql } from 'kysely';
import { removeStopwords, deu, eng, fra, ind, ita, por, rus, spa, tur } from 'stopword';
import { chunksWithinBudget, fuseRankings, KNOWLEDGE_MIN_SIMILARITY } from '@fanline/core';
import type { Db } from '@fanline/db';
import { nearestChunks, recordQueryEmbedding, type KnowledgeVectors } from './knowledge-vectors';

/** A chunk of the creator's knowledge that matched a fan's message. */
export interface KnowledgeMatch {
  chunk_id: number;
  document_id: string;
  title: string;
  content: string;
}

/** The stop words of the nine languages Fanline screens (the `stopword` package's lists): words too common to find anything by. */
const STOP_WORDS = [...eng, ...spa, ...por, ...fra, ...deu, ...ita, ...rus, ...tur, ...ind];
const MAX_TERMS = 16;
const CANDIDATES = 8;

/**
 * How long a fan's reply may wait for their message's embedding; past it the
 * search goes by words alone. The embedding runs beside the word search.
 */
const QUERY_EMBEDDING_TIMEOUT_MS = 1_500;

/** The words of a fan's message worth searching for: lower-cased, three letters or more, no stop words, each once. */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(removeStopwords(words.filter((word) => word.length >= 3), STOP_WORDS))].slice(0, MAX_TERMS);
}

/** The fan's rarest words in this bot's knowledge that pick the candidates: few chunks hold them, whatever the bot's size. */
const SELECTING_TERMS = 3;

/**
 * The bot's knowledge chunks that best match a fan's message, best first, as
 * many as fit the prompt's budget: by words, and, where the server has vector
 * search (`vectors`), by meaning too, the two rankings fused. Only this bot's
 * chunks are searched. `fanId` is whom an embedding's cost is recorded for.
 */
export async function searchKnowledge(db: Db, botId: string, text: string, vectors?: KnowledgeVectors | null, fanId: string | null = null): Promise<KnowledgeMatch[]> {
  // A photo without a caption: no words to find anything by, and nothing to embed.
  if (!text.trim()) return [];
  const [byWords, byMeaning] = await Promise.all([wordMatches(db, botId, text), vectors ? meaningMatches(db, vectors, botId, text, fanId) : []]);
  return chunksWithinBudget(byMeaning.length ? fuseRankings([byWords, byMeaning], (match) => match.chunk_id) : byWords);
}

/**
 * By words: the candidates are the chunks holding any of the message's
 * rarest words in this bot's knowledge (knowledge_terms), so a common word
 * never makes the search rank half the bot's chunks; they are ranked by
 * ts_rank_cd over all the message's words, which favours chunks holding more
 * of them close together.
 */
async function wordMatches(db: Db, botId: string, text: string): Promise<KnowledgeMatch[]> {
  const terms = searchTerms(text);
  if (terms.length === 0) return [];
  // Each term is letters and digits only, so none can carry tsquery syntax.
  const { rows } = await sql<KnowledgeMatch>`
    WITH rarest AS (
      SELECT term FROM knowledge_terms
      WHERE bot_id = ${botId} AND term = ANY(${terms}::text[])
      ORDER BY chunks, term
      LIMIT ${SELECTING_TERMS}
    ),
    q AS (SELECT to_tsquery('simple', string_agg(term, ' | ')) AS selecting, to_tsquery('simple', ${terms.join(' | ')}) AS ranking FROM rarest)
    SELECT c.id AS chunk_id, c.document_id, d.title, c.content
    FROM q
    JOIN knowledge_chunks c ON c.search @@ q.selecting
    JOIN knowledge_documents d ON d.id = c.document_id
    WHERE c.bot_id = ${botId}
    ORDER BY ts_rank_cd(c.search, q.ranking) DESC, c.id
    LIMIT ${CANDIDATES}
  `.execute(db);
  return rows;
}

/**
 * By meaning: the chunks nearest the message's embedding that are close
 * enough to count (KNOWLEDGE_MIN_SIMILARITY). The embedding's cost is
 * recorded. A failed or slow embedding finds nothing, so the fan is answered
 * from the words alone rather than not at all.
 */
async function meaningMatches(db: Db, vectors: KnowledgeVectors, botId: string, text: string, fanId: string | null): Promise<KnowledgeMatch[]> {
  let embedded;
  try {
    embedded = await vectors.embeddings.embed([text], { timeoutMs: QUERY_EMBEDDING_TIMEOUT_MS });
  } catch (error) {
    vectors.log.error('Embedding a message failed; knowledge searched by words only', { bot_id: botId, error: error instanceof Error ? error.message : String(error) });
    return [];
  }
  const [nearest] = await Promise.all([nearestChunks(db, vectors, botId, embedded.vectors[0]!, CANDIDATES), recordQueryEmbedding(db, vectors, botId, fanId, embedded.tokens)]);
  return nearest.filter((match) => match.similarity >= KNOWLEDGE_MIN_SIMILARITY).map(({ chunk_id, document_id, title, content }) => ({ chunk_id, document_id, title, content }));
}
