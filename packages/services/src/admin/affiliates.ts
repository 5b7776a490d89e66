import { sql } from 'kysely';
import { usd } from '@fanline/core';
import type { Db } from '@fanline/db';

export interface Affiliate {
  id: string;
  name: string;
  email: string;
  referrals: number;
  /** What the referred users paid Fanline. */
  revenue: number;
  commission: number;
  top_earner: boolean;
}

/**
 * Earns the referrer of a paying user their commission on one platform
 * payment (an invoice or a pack), in the caller's transaction. The source is
 * unique, so a redelivered payment never pays twice, and the payment's paid
 * event and an early refund or dispute may both try to record it.
 *
 * The buyer's row is key-share locked first: the insert's foreign key would
 * take that lock anyway, but only after claiming the unique source. Taken
 * before, two events recording one payment at once queue on the buyer (the
 * paid event holds it for update) instead of each waiting on the other.
 */
export async function recordAffiliateCommission(
  trx: Db,
  payment: { userId: string | null; sourceRef: string; revenueCents: number; rateBps: number },
): Promise<void> {
  if (!payment.userId || payment.revenueCents <= 0 || payment.rateBps <= 0) return;
  const user = await trx.selectFrom('users').select('referred_by').where('id', '=', payment.userId).forKeyShare().executeTakeFirst();
  if (!user?.referred_by) return;
  await trx
    .insertInto('affiliate_commissions')
    .values({
      affiliate_id: user.referred_by,
      referred_user_id: payment.userId,
      source_ref: payment.sourceRef,
      revenue_cents: payment.revenueCents,
      commission_cents: Math.round((payment.revenueCents * payment.rateBps) / 10_000),
      rate_bps: payment.rateBps,
    })
    .onConflict((oc) => oc.column('source_ref').doNothing())
    .execute();
}

/**
 * Takes back the commission on a refunded or disputed payment, in the caller's
 * transaction: a row with negative revenue and commission, proportional to
 * the revenue taken back, keyed `<source>#<reversalRef>` so a redelivery never
 * takes it twice. The earning row is locked, so reversals of one payment queue
 * up; they never take back more than was earned, and the commission taken
 * back is rounded on the running total, so a full refund in parts returns
 * exactly the commission earned.
 */
export async function reverseAffiliateCommission(trx: Db, reversal: { sourceRef: string; reversalRef: string; revenueCents: number }): Promise<void> {
  if (reversal.revenueCents <= 0) return;
  const earned = await trx.selectFrom('affiliate_commissions').selectAll().where('source_ref', '=', reversal.sourceRef).forUpdate().executeTakeFirst();
  if (!earned || earned.revenue_cents <= 0) return;
  const prefix = `${reversal.sourceRef}#`;
  const taken = await trx
    .selectFrom('affiliate_commissions')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('revenue_cents'), eb.lit(0)).as('revenue'), eb.fn.coalesce(eb.fn.sum<number>('commission_cents'), eb.lit(0)).as('commission')])
    .where('affiliate_id', '=', earned.affiliate_id)
    .where(sql<boolean>`starts_with(source_ref, ${prefix})`)
    .executeTakeFirstOrThrow();
  const revenueTaken = -Number(taken.revenue);
  const commissionTaken = -Number(taken.commission);
  const revenueAfter = Math.min(earned.revenue_cents, revenueTaken + reversal.revenueCents);
  if (revenueAfter <= revenueTaken) return;
  const commissionAfter = Math.round((earned.commission_cents * revenueAfter) / earned.revenue_cents);
  await trx
    .insertInto('affiliate_commissions')
    .values({
      affiliate_id: earned.affiliate_id,
      referred_user_id: earned.referred_user_id,
      source_ref: `${prefix}${reversal.reversalRef}`,
      revenue_cents: -(revenueAfter - revenueTaken),
      commission_cents: -(commissionAfter - commissionTaken),
      rate_bps: earned.rate_bps,
    })
    .onConflict((oc) => oc.column('source_ref').doNothing())
    .execute();
}

/**
 * Gives back what one reversal took, in the caller's transaction: when a
 * dispute is won, the money stays with Fanline, so the commission the dispute
 * took back is earned again. A row that negates the reversal's, keyed
 * `<source>#<reinstatementRef>`, so it is given back once; nothing when the
 * reversal took nothing. The earning row is locked, as for a reversal, so the
 * running total that later refunds read stays exact.
 */
export async function reinstateAffiliateCommission(trx: Db, reinstatement: { sourceRef: string; reversalRef: string; reinstatementRef: string }): Promise<void> {
  const earned = await trx.selectFrom('affiliate_commissions').select('id').where('source_ref', '=', reinstatement.sourceRef).forUpdate().executeTakeFirst();
  if (!earned) return;
  const reversed = await trx
    .selectFrom('affiliate_commissions')
    .selectAll()
    .where('source_ref', '=', `${reinstatement.sourceRef}#${reinstatement.reversalRef}`)
    .executeTakeFirst();
  if (!reversed) return;
  await trx
    .insertInto('affiliate_commissions')
    .values({
      affiliate_id: reversed.affiliate_id,
      referred_user_id: reversed.referred_user_id,
      source_ref: `${reinstatement.sourceRef}#${reinstatement.reinstatementRef}`,
      revenue_cents: -reversed.revenue_cents,
      commission_cents: -reversed.commission_cents,
      rate_bps: reversed.rate_bps,
    })
    .onConflict((oc) => oc.column('source_ref').doNothing())
    .execute();
}

/** GET /admin/affiliates: everyone who referred someone, with what their referrals paid and what they earned; highest commission first. */
export async function listAffiliates(db: Db): Promise<Affiliate[]> {
  const { rows } = await sql<{ id: string; name: string; email: string; referrals: number; revenue_cents: number; commission_cents: number }>`
    SELECT a.id, a.name, a.email, r.referrals, coalesce(c.revenue_cents, 0) AS revenue_cents, coalesce(c.commission_cents, 0) AS commission_cents
    FROM (SELECT referred_by AS id, count(*) AS referrals FROM users WHERE referred_by IS NOT NULL GROUP BY referred_by) r
    JOIN users a ON a.id = r.id
    LEFT JOIN (
      SELECT affiliate_id, sum(revenue_cents) AS revenue_cents, sum(commission_cents) AS commission_cents
      FROM affiliate_commissions GROUP BY affiliate_id
    ) c ON c.affiliate_id = a.id
    ORDER BY commission_cents DESC, referrals DESC, a.name
    LIMIT 200
  `.execute(db);
  const top = Number(rows[0]?.commission_cents ?? 0);
  return rows.map((row, i) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    referrals: Number(row.referrals),
    revenue: usd(Number(row.revenue_cents) / 100),
    commission: usd(Number(row.commission_cents) / 100),
    top_earner: i === 0 && top > 0,
  }));
}

/** The creator's own referral figures, for Profile. */
export async function myReferrals(db: Db, userId: string): Promise<{ referral_code: string; referrals: number; revenue: number; commission: number }> {
  const [user, referrals, earned] = await Promise.all([
    db.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('referred_by', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('affiliate_commissions')
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('revenue_cents'), eb.lit(0)).as('revenue'), eb.fn.coalesce(eb.fn.sum<number>('commission_cents'), eb.lit(0)).as('commission')])
      .where('affiliate_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { referral_code: user.referral_code, referrals: Number(referrals.n), revenue: usd(Number(earned.revenue) / 100), commission: usd(Number(earned.commission) / 100) };
}
