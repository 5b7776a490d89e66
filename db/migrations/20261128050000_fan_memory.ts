import { sql, type Kysely } from 'kysely';

/**
 * Fan memory (issue #36): each conversation keeps short notes about its fan,
 * which a cheap summarising call brings up to date after replies, and which
 * the creator can read, edit and clear. They live on the conversation, so
 * erasing the fan (/delete_my_data, the inbox's erasure) erases them too.
 * - memory_through_id: the last message the notes take in; the next update reads what came after.
 * - memory_count_at: the conversation's message_count then, so the pipeline sees how much is new
 *   from the row it already reads.
 *
 * model_costs: what the model calls that are not replies cost (memory updates now, embeddings
 * later), per bot and fan; a trigger adds them to the same rollups as the replies' costs, so the
 * margin figures count them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE conversations
      ADD COLUMN memory text NOT NULL DEFAULT '',
      ADD COLUMN memory_updated_at timestamptz,
      ADD COLUMN memory_through_id bigint NOT NULL DEFAULT 0,
      ADD COLUMN memory_count_at integer NOT NULL DEFAULT 0;

    CREATE TABLE model_costs (
      id bigserial PRIMARY KEY,
      bot_id uuid NOT NULL REFERENCES bots (id) ON DELETE CASCADE,
      fan_id uuid REFERENCES fans (id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN ('memory', 'embedding')),
      provider text NOT NULL,
      model text NOT NULL,
      prompt_tokens integer NOT NULL DEFAULT 0,
      completion_tokens integer NOT NULL DEFAULT 0,
      cost_usd numeric(12, 6) NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX model_costs_bot_created_idx ON model_costs (bot_id, created_at);

    CREATE FUNCTION fanline_rollup_model_costs() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bot_daily_stats AS s (bot_id, day, llm_cost_usd)
      SELECT n.bot_id, (n.created_at AT TIME ZONE 'UTC')::date, sum(n.cost_usd)
      FROM inserted n
      GROUP BY 1, 2
      ON CONFLICT (bot_id, day) DO UPDATE SET llm_cost_usd = s.llm_cost_usd + excluded.llm_cost_usd;

      INSERT INTO fan_stats AS s (fan_id, bot_id, llm_cost_usd)
      SELECT n.fan_id, n.bot_id, sum(n.cost_usd)
      FROM inserted n
      WHERE n.fan_id IS NOT NULL
      GROUP BY 1, 2
      ON CONFLICT (fan_id) DO UPDATE SET llm_cost_usd = s.llm_cost_usd + excluded.llm_cost_usd;
      RETURN NULL;
    END $$;

    CREATE TRIGGER model_costs_rollup AFTER INSERT ON model_costs
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION fanline_rollup_model_costs();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS model_costs;
    DROP FUNCTION IF EXISTS fanline_rollup_model_costs();
    ALTER TABLE conversations
      DROP COLUMN IF EXISTS memory,
      DROP COLUMN IF EXISTS memory_updated_at,
      DROP COLUMN IF EXISTS memory_through_id,
      DROP COLUMN IF EXISTS memory_count_at;
  `.execute(db);
}
