import { sql, type Kysely } from 'kysely';

// Billing reads a charge's refunds and a dispute's rows by their Stripe object
// (the refunded total so far; whether a dispute was won) while holding the
// charge's lock, so that read gets an index rather than a scan of every
// payment event.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS platform_payment_events_object_idx
      ON platform_payment_events (stripe_object_id, kind) WHERE stripe_object_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS platform_payment_events_object_idx`.execute(db);
}
