import { sql, type Kysely } from 'kysely';

/**
 * How many of a bot's knowledge chunks hold each word (issue #36). The search
 * finds its candidates by the fan's rarest words, which select few chunks
 * whatever the bot's size, instead of ranking every chunk that holds a common
 * one; the counts are kept as documents come and go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE knowledge_terms (
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      term text NOT NULL,
      chunks integer NOT NULL CHECK (chunks >= 0),
      PRIMARY KEY (bot_id, term)
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS knowledge_terms`.execute(db);
}
