import { sql, type Kysely } from 'kysely';

// "Fans active in the last 30 days" counted the fans index, some 20,000 entries
// per creator at benchmark scale, on every dashboard read, and the runner keeps
// those pages out of the visibility map by updating fans on every message. The
// day rollup now also counts, per bot and UTC day, the fans whose latest message
// falls on it (fans_last_active) and the fans whose first activity does
// (fans_first_active: the earlier of first_seen_at and last_message_at, only for
// fans who have written). Summed from a day on, the first is the fans active
// since then; the second is those of them who were not yet around before it, as
// first activity ≤ latest message. Both are exact, not estimates, and a fan
// moves between days at most once a UTC day: the runner's per-message update of
// fans pays only the trigger's WHEN test, and a fan's first message of a day one
// upsert of two rollup rows (the day they leave, the day they arrive).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE bot_daily_stats
      ADD COLUMN fans_last_active integer NOT NULL DEFAULT 0,
      ADD COLUMN fans_first_active integer NOT NULL DEFAULT 0;

    -- Inserts also count new_fans as before: one upsert per statement, a bulk load rolled up in one pass.
    CREATE OR REPLACE FUNCTION fanline_rollup_fans() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bot_daily_stats AS s (bot_id, day, new_fans, fans_last_active, fans_first_active)
      SELECT bot_id, (ts AT TIME ZONE 'UTC')::date, sum(new_fans), sum(last_active), sum(first_active)
      FROM (
        SELECT bot_id, first_seen_at AS ts, 1 AS new_fans, 0 AS last_active, 0 AS first_active FROM inserted
        UNION ALL
        SELECT bot_id, last_message_at, 0, 1, 0 FROM inserted WHERE last_message_at IS NOT NULL
        UNION ALL
        SELECT bot_id, least(first_seen_at, last_message_at), 0, 0, 1 FROM inserted WHERE last_message_at IS NOT NULL
      ) f
      GROUP BY 1, 2
      ON CONFLICT (bot_id, day) DO UPDATE SET
        new_fans = s.new_fans + excluded.new_fans,
        fans_last_active = s.fans_last_active + excluded.fans_last_active,
        fans_first_active = s.fans_first_active + excluded.fans_first_active;
      RETURN NULL;
    END $$;

    -- Row-level so that the WHEN test, not a function call, is all most updates cost.
    -- Days in ascending order, so two fans of one bot never take the same rows in opposite orders.
    CREATE FUNCTION fanline_move_fan_activity() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bot_daily_stats AS s (bot_id, day, fans_last_active, fans_first_active)
      SELECT bot_id, (ts AT TIME ZONE 'UTC')::date, sum(last_active), sum(first_active)
      FROM (VALUES
        (OLD.bot_id, OLD.last_message_at, OLD.last_message_at, -1, 0),
        (OLD.bot_id, OLD.last_message_at, least(OLD.first_seen_at, OLD.last_message_at), 0, -1),
        (NEW.bot_id, NEW.last_message_at, NEW.last_message_at, 1, 0),
        (NEW.bot_id, NEW.last_message_at, least(NEW.first_seen_at, NEW.last_message_at), 0, 1)
      ) v(bot_id, last_message_at, ts, last_active, first_active)
      WHERE last_message_at IS NOT NULL
      GROUP BY 1, 2
      HAVING sum(last_active) <> 0 OR sum(first_active) <> 0
      ORDER BY 2, 1
      ON CONFLICT (bot_id, day) DO UPDATE SET
        fans_last_active = s.fans_last_active + excluded.fans_last_active,
        fans_first_active = s.fans_first_active + excluded.fans_first_active;
      RETURN NULL;
    END $$;

    CREATE TRIGGER fans_activity_moved AFTER UPDATE OF bot_id, first_seen_at, last_message_at ON fans
      FOR EACH ROW
      WHEN ((OLD.last_message_at AT TIME ZONE 'UTC')::date IS DISTINCT FROM (NEW.last_message_at AT TIME ZONE 'UTC')::date
            OR OLD.first_seen_at IS DISTINCT FROM NEW.first_seen_at OR OLD.bot_id IS DISTINCT FROM NEW.bot_id)
      EXECUTE FUNCTION fanline_move_fan_activity();

    -- An erased fan leaves the active counts (new_fans keeps them, as before). Only
    -- an UPDATE: when a bot is deleted its rollup rows may already be gone, and
    -- inserting one back would fail its foreign key.
    CREATE FUNCTION fanline_remove_fan_activity() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE bot_daily_stats s SET
        fans_last_active = s.fans_last_active - d.last_active,
        fans_first_active = s.fans_first_active - d.first_active
      FROM (
        SELECT bot_id, (ts AT TIME ZONE 'UTC')::date AS day, sum(last_active) AS last_active, sum(first_active) AS first_active
        FROM (
          SELECT bot_id, last_message_at AS ts, 1 AS last_active, 0 AS first_active FROM removed WHERE last_message_at IS NOT NULL
          UNION ALL
          SELECT bot_id, least(first_seen_at, last_message_at), 0, 1 FROM removed WHERE last_message_at IS NOT NULL
        ) f
        GROUP BY 1, 2
      ) d
      WHERE s.bot_id = d.bot_id AND s.day = d.day;
      RETURN NULL;
    END $$;

    CREATE TRIGGER fans_activity_removed AFTER DELETE ON fans
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION fanline_remove_fan_activity();

    INSERT INTO bot_daily_stats AS s (bot_id, day, fans_last_active, fans_first_active)
    SELECT bot_id, (ts AT TIME ZONE 'UTC')::date, sum(last_active), sum(first_active)
    FROM (
      SELECT bot_id, last_message_at AS ts, 1 AS last_active, 0 AS first_active FROM fans WHERE last_message_at IS NOT NULL
      UNION ALL
      SELECT bot_id, least(first_seen_at, last_message_at), 0, 1 FROM fans WHERE last_message_at IS NOT NULL
    ) f
    GROUP BY 1, 2
    ON CONFLICT (bot_id, day) DO UPDATE SET
      fans_last_active = excluded.fans_last_active,
      fans_first_active = excluded.fans_first_active;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS fans_activity_removed ON fans;
    DROP TRIGGER IF EXISTS fans_activity_moved ON fans;
    DROP FUNCTION IF EXISTS fanline_remove_fan_activity(), fanline_move_fan_activity();
    CREATE OR REPLACE FUNCTION fanline_rollup_fans() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bot_daily_stats AS s (bot_id, day, new_fans)
      SELECT bot_id, (first_seen_at AT TIME ZONE 'UTC')::date, count(*) FROM inserted GROUP BY 1, 2
      ON CONFLICT (bot_id, day) DO UPDATE SET new_fans = s.new_fans + excluded.new_fans;
      RETURN NULL;
    END $$;
    ALTER TABLE bot_daily_stats DROP COLUMN IF EXISTS fans_last_active, DROP COLUMN IF EXISTS fans_first_active;
  `.execute(db);
}
