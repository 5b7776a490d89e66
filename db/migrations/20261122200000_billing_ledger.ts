import { sql, type Kysely } from 'kysely';

// Billing needs three things the initial schema lacked:
// - the part of each balance that came from packs, which survives a new month
//   while the plan's allowance does not;
// - when a subscription's allowance was granted, so a subscription grants
//   exactly once however often and in whatever order its events arrive;
// - the Stripe object behind each payment event (invoice, charge, dispute), so
//   a refund or a dispute can be traced to what it reverses.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN pack_messages integer NOT NULL DEFAULT 0 CHECK (pack_messages >= 0),
      ADD COLUMN pack_voice_messages integer NOT NULL DEFAULT 0 CHECK (pack_voice_messages >= 0);

    ALTER TABLE platform_subscriptions
      ADD COLUMN current_period_start timestamptz,
      ADD COLUMN granted_at timestamptz,
      ADD COLUMN ended_at timestamptz;

    ALTER TABLE platform_payment_events
      ADD COLUMN stripe_object_id text,
      ADD COLUMN item text;
    CREATE INDEX platform_payment_events_user_idx ON platform_payment_events (user_id, created_at) WHERE user_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS platform_payment_events_user_idx;
    ALTER TABLE platform_payment_events DROP COLUMN IF EXISTS stripe_object_id, DROP COLUMN IF EXISTS item;
    ALTER TABLE platform_subscriptions DROP COLUMN IF EXISTS current_period_start, DROP COLUMN IF EXISTS granted_at, DROP COLUMN IF EXISTS ended_at;
    ALTER TABLE users DROP COLUMN IF EXISTS pack_messages, DROP COLUMN IF EXISTS pack_voice_messages;
  `.execute(db);
}
