import { sql, type Kysely } from 'kysely';

/**
 * Vector search over creator knowledge (issue #36), only where the server
 * has pgvector: an embedding per knowledge chunk, found by meaning beside
 * the full-text search. A server without the extension (the embedded
 * default, Debian 12's PostgreSQL) gets nothing here and keeps searching by
 * words; so does one whose role may not create it.
 *
 * The dimensions are fixed so the HNSW index can be built: Fanline asks the
 * embeddings model for 1536 (KNOWLEDGE_EMBEDDING_DIMENSIONS). `model` keeps
 * vectors of one model from being compared with another's after a change.
 *
 * Every statement is idempotent, so `npm run knowledge:vectors` runs this
 * again on a server that gained pgvector after it was migrated.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
        RAISE NOTICE 'pgvector is not installed: knowledge is searched by words only';
        RETURN;
      END IF;
      BEGIN
        CREATE EXTENSION IF NOT EXISTS vector;
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE NOTICE 'This role may not create the vector extension: knowledge is searched by words only';
        RETURN;
      END;
      CREATE TABLE IF NOT EXISTS knowledge_embeddings (
        chunk_id bigint PRIMARY KEY REFERENCES knowledge_chunks (id) ON DELETE CASCADE,
        bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
        model text NOT NULL,
        embedding vector(1536) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS knowledge_embeddings_hnsw_idx ON knowledge_embeddings USING hnsw (embedding vector_cosine_ops);
      CREATE INDEX IF NOT EXISTS knowledge_embeddings_bot_idx ON knowledge_embeddings (bot_id, model);
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS knowledge_embeddings`.execute(db);
}
