import { sql, type Kysely } from 'kysely';

// 999999 means unlimited, and the debit never decrements it, so a counted
// balance must stop at 999998 (packages/core credit-balance.ts). Balances that
// packs pushed past 999999 before that cap would count down onto 999999 and
// stay there: they are capped now. A balance of exactly 999999 cannot be told
// from a granted unlimited one and is left as it is.
//
// Refunds and disputes name the charge's payment intent; billing looks up the
// pack bought with it (to take back the affiliate commission), so that lookup
// gets an index.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE users SET messages_remaining = 999998 WHERE messages_remaining > 999999;
    UPDATE users SET voice_messages_remaining = 999998 WHERE voice_messages_remaining > 999999;
    UPDATE users SET pack_messages = 999998 WHERE pack_messages > 999998;
    UPDATE users SET pack_voice_messages = 999998 WHERE pack_voice_messages > 999998;
    CREATE INDEX IF NOT EXISTS platform_purchases_payment_intent_idx
      ON platform_purchases (stripe_payment_intent_id) WHERE stripe_payment_intent_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS platform_purchases_payment_intent_idx`.execute(db);
}
