import { sql, type Kysely } from 'kysely';

// The audit trail (issue #21, point 3): every admin action and every sign-in
// from an IP new for that user. One row per event, written in the same
// transaction as the change where there is one.
//
// - Who: actor_id and the actor's email as it was then; the subject user the
//   same way. Both ids are SET NULL when the user is deleted, and the email
//   text stays, so the trail outlives the account.
// - Append-only: the database refuses UPDATE (but for the SET NULL of a
//   deleted user's id, which changes nothing else), DELETE and TRUNCATE.
//   No route edits or removes a row. Rows are kept for good; pruning, if ever
//   needed, is a deliberate migration that drops the trigger
//   (docs/decisions/016-audit-trail.md).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
      actor_email text,
      subject_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      subject_email text,
      action text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}',
      ip text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_subject_idx ON audit_log (subject_user_id, created_at DESC);
    CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC);
    CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);
    -- "Has this user signed in from this IP before?"
    CREATE INDEX audit_log_sign_in_ip_idx ON audit_log (subject_user_id, ip) WHERE action LIKE 'sign_in.%';

    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- A deleted user's ids become NULL (ON DELETE SET NULL); nothing else may change.
      IF TG_OP = 'UPDATE'
        AND (NEW.actor_id IS NULL OR NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id)
        AND (NEW.subject_user_id IS NULL OR NEW.subject_user_id IS NOT DISTINCT FROM OLD.subject_user_id)
        AND (to_jsonb(NEW) - 'actor_id' - 'subject_user_id') = (to_jsonb(OLD) - 'actor_id' - 'subject_user_id')
        AND pg_trigger_depth() > 1
      THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END $$;
    CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE audit_log;
    DROP FUNCTION audit_log_append_only();
  `.execute(db);
}
