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

/** The fan's rarest words in this bot's knowledge that pick the candidates: few chunks hold them, whatever the bot's size. */
const SELECTING_TERMS = 3;

/**
 * The bot's knowledge chunks that best match a fan's message, best first, as
 * many as fit the prompt's budget. The candidates are the chunks holding any
 * of the message's rarest words in this bot's knowledge (knowledge_terms), so
 * a common word never makes the search rank half the bot's chunks; they are
 * ranked by ts_rank_cd over all the message's words, which favours chunks
 * holding more of them close together. Only this bot's chunks are searched.
 */
export async function searchKnowledge(db: Db, botId: string, text: string): Promise<KnowledgeMatch[]> {
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
    SELECT c.document_id, d.title, c.content
    FROM q
    JOIN knowledge_chunks c ON c.search @@ q.selecting
    JOIN knowledge_documents d ON d.id = c.document_id
    WHERE c.bot_id = ${botId}
    ORDER BY ts_rank_cd(c.search, q.ranking) DESC, c.id
    LIMIT ${CANDIDATES}
  `.execute(db);
  return chunksWithinBudget(rows);
}
