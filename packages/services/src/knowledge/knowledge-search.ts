import { sql } from 'kysely';
import { removeStopwords, deu, eng, fra, ind, ita, por, rus, spa, tur } from 'stopword';
import { chunksWithinBudget } from '@fanline/core';
import type { Db } from '@fanline/db';

/** A chunk of the creator's knowledge that matched a fan's message. */
export interface KnowledgeMatch {
  document_id: string;
  title: string;
  content: string;
}

/** The stop words of the nine languages Fanline screens (the `stopword` package's lists): words too common to find anything by. */
const STOP_WORDS = [...eng, ...spa, ...por, ...fra, ...deu, ...ita, ...rus, ...tur, ...ind];
const MAX_TERMS = 16;
const CANDIDATES = 8;

/** The words of a fan's message worth searching for: lower-cased, three letters or more, no stop words, each once. */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(removeStopwords(words.filter((word) => word.length >= 3), STOP_WORDS))].slice(0, MAX_TERMS);
}

/**
 * The bot's knowledge chunks that best match a fan's message, best first, as
 * many as fit the prompt's budget: any of the message's words may match
 * (an OR of them), ranked by ts_rank_cd, which favours chunks holding more of
 * them close together. Only this bot's chunks are searched.
 */
export async function searchKnowledge(db: Db, botId: string, text: string): Promise<KnowledgeMatch[]> {
  const terms = searchTerms(text);
  if (terms.length === 0) return [];
  // Each term is letters and digits only, so none can carry tsquery syntax.
  const query = sql`to_tsquery('simple', ${terms.join(' | ')})`;
  const { rows } = await sql<KnowledgeMatch>`
    SELECT c.document_id, d.title, c.content
    FROM knowledge_chunks c
    JOIN knowledge_documents d ON d.id = c.document_id
    WHERE c.bot_id = ${botId} AND c.search @@ ${query}
    ORDER BY ts_rank_cd(c.search, ${query}) DESC, c.id
    LIMIT ${CANDIDATES}
  `.execute(db);
  return chunksWithinBudget(rows);
}
