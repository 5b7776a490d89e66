import { sql, type Kysely } from 'kysely';

// The inbox's reads at 100k fans (npm run bench:inbox, docs/benchmarks.md):
// - a fan's payments and tip prompts by fan: the fan card, the transcript's
//   payments and tip prompts, the "paying" filter and a fan's erasure read them
//   by fan, which scanned every creator's rows;
// - each bot's conversations that need a human or are taken over, newest
//   first: those filters walk each bot's few such conversations, as the plain
//   list walks conversations_bot_idx;
// - creator messages still queued or sending, for the API's sweep of those a
//   killed runner left behind;
// - search: the fans' names and usernames by trigram (any part of a name), and
//   the words of each bot's messages ('simple' full text: no stemming, any
//   language), keyed by bot so a creator's search reads only their own bots'
//   entries. pg_trgm and btree_gin are trusted extensions (PostgreSQL 13+): the
//   database's owner may create them, and managed services and the embedded
//   server ship them. The message index blocks writes to messages while it
//   builds: on a large table, create it CONCURRENTLY by hand first, under the
//   same name, and this step skips it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX fans_name_trgm_idx ON fans USING gin (first_name gin_trgm_ops, username gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS messages_bot_search_idx ON messages USING gin (bot_id, to_tsvector('simple', content));
    CREATE INDEX fan_payments_fan_created_idx ON fan_payments (fan_id, created_at);
    CREATE INDEX tip_prompts_fan_sent_idx ON tip_prompts (fan_id, sent_at);
    CREATE INDEX conversations_needs_human_idx ON conversations (bot_id, last_message_at DESC) WHERE needs_human_at IS NOT NULL;
    CREATE INDEX conversations_taken_over_idx ON conversations (bot_id, last_message_at DESC) WHERE taken_over_at IS NOT NULL;
    CREATE INDEX messages_undelivered_idx ON messages (created_at) WHERE delivery IN ('queued', 'sending');
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX messages_undelivered_idx;
    DROP INDEX conversations_taken_over_idx;
    DROP INDEX conversations_needs_human_idx;
    DROP INDEX tip_prompts_fan_sent_idx;
    DROP INDEX fan_payments_fan_created_idx;
    DROP INDEX messages_bot_search_idx;
    DROP INDEX fans_name_trgm_idx;
  `.execute(db);
}
