import { sql, type Kysely } from 'kysely';

// The console searches users by name or email anywhere in the string
// (ILIKE '%term%'), which only a trigram index serves. Its page counts come
// from user_plan_counts, kept by a statement trigger, because counting a
// million rows for every page turn would cost more than the page itself.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE INDEX users_search_trgm_idx ON users USING gin ((lower(name) || ' ' || lower(email)) gin_trgm_ops);
    CREATE INDEX bots_search_trgm_idx ON bots USING gin (lower(name) gin_trgm_ops);

    CREATE TABLE user_plan_counts (
      plan text PRIMARY KEY,
      users bigint NOT NULL DEFAULT 0,
      active_users bigint NOT NULL DEFAULT 0
    );
    INSERT INTO user_plan_counts (plan, users, active_users)
      SELECT id, (SELECT count(*) FROM users u WHERE u.plan = p.id), (SELECT count(*) FROM users u WHERE u.plan = p.id AND u.is_active)
      FROM plans p;

    -- Inserts and deletes come in batches (sign-ups, cascades): one statement-level pass each.
    CREATE FUNCTION fanline_count_users() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        INSERT INTO user_plan_counts AS c (plan, users, active_users)
          SELECT plan, -count(*), -count(*) FILTER (WHERE is_active) FROM removed GROUP BY plan
          ON CONFLICT (plan) DO UPDATE SET users = c.users + excluded.users, active_users = c.active_users + excluded.active_users;
      ELSE
        INSERT INTO user_plan_counts AS c (plan, users, active_users)
          SELECT plan, count(*), count(*) FILTER (WHERE is_active) FROM inserted GROUP BY plan
          ON CONFLICT (plan) DO UPDATE SET users = c.users + excluded.users, active_users = c.active_users + excluded.active_users;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_count_insert AFTER INSERT ON users
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION fanline_count_users();
    CREATE TRIGGER users_count_delete AFTER DELETE ON users
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION fanline_count_users();

    -- Updates are row-level and filtered: every reply debits a users row, and
    -- that must not touch (or queue behind) the shared counter rows.
    CREATE FUNCTION fanline_recount_user() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE user_plan_counts SET users = users - 1, active_users = active_users - (OLD.is_active)::int WHERE plan = OLD.plan;
      INSERT INTO user_plan_counts AS c (plan, users, active_users) VALUES (NEW.plan, 1, (NEW.is_active)::int)
        ON CONFLICT (plan) DO UPDATE SET users = c.users + 1, active_users = c.active_users + excluded.active_users;
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_count_update AFTER UPDATE OF plan, is_active ON users
      FOR EACH ROW WHEN (OLD.plan IS DISTINCT FROM NEW.plan OR OLD.is_active IS DISTINCT FROM NEW.is_active)
      EXECUTE FUNCTION fanline_recount_user();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS users_count_delete ON users;
    DROP TRIGGER IF EXISTS users_count_update ON users;
    DROP TRIGGER IF EXISTS users_count_insert ON users;
    DROP FUNCTION IF EXISTS fanline_count_users(), fanline_recount_user();
    DROP TABLE IF EXISTS user_plan_counts;
    DROP INDEX IF EXISTS bots_search_trgm_idx, users_search_trgm_idx;
  `.execute(db);
}
