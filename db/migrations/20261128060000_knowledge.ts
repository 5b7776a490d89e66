import { sql, type Kysely } from 'kysely';

/**
 * Creator knowledge (issue #36): a bot's documents, cut into chunks that
 * PostgreSQL's full-text search finds for a fan's message. The 'simple'
 * configuration (no stemming, no stop words of its own) since creators write
 * in any language; the search drops stop words from the fan's side. Works on
 * the embedded server, which has no pgvector.
 *
 * bots.knowledge_chunks lets the fan pipeline skip the search for the many
 * bots that have no knowledge, from the bot row it already reads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE knowledge_documents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      title text NOT NULL,
      source text NOT NULL CHECK (source IN ('text', 'file')),
      filename text,
      content_type text,
      bytes integer NOT NULL,
      chunks integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX knowledge_documents_bot_idx ON knowledge_documents (bot_id, created_at);

    CREATE TABLE knowledge_chunks (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      document_id uuid NOT NULL REFERENCES knowledge_documents (id) ON DELETE CASCADE,
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      ordinal integer NOT NULL,
      content text NOT NULL,
      search tsvector GENERATED ALWAYS AS (to_tsvector('simple', content)) STORED
    );
    CREATE INDEX knowledge_chunks_search_idx ON knowledge_chunks USING gin (search);
    CREATE INDEX knowledge_chunks_document_idx ON knowledge_chunks (document_id, ordinal);
    CREATE INDEX knowledge_chunks_bot_idx ON knowledge_chunks (bot_id);

    ALTER TABLE bots ADD COLUMN knowledge_chunks integer NOT NULL DEFAULT 0;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE bots DROP COLUMN IF EXISTS knowledge_chunks;
    DROP TABLE IF EXISTS knowledge_chunks;
    DROP TABLE IF EXISTS knowledge_documents;
  `.execute(db);
}
