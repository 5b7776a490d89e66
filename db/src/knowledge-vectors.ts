import { sql } from 'kysely';
import { up as createKnowledgeEmbeddings } from '../migrations/20261129010000_knowledge_embeddings';
import type { Db } from './create-db';

/**
 * Makes the vector search's table on a server that gained pgvector after its
 * migration ran (which then found no extension and made nothing): the same
 * migration again, whose statements are all idempotent. Returns whether the
 * table exists now.
 */
export async function enableKnowledgeVectors(db: Db): Promise<boolean> {
  await createKnowledgeEmbeddings(db);
  const { rows } = await sql<{ ready: boolean }>`SELECT to_regclass('knowledge_embeddings') IS NOT NULL AS ready`.execute(db);
  return rows[0]!.ready;
}
