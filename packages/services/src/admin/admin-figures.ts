import { sql } from 'kysely';
import { isVoiceUpgradeId, PLAN_IDS, percent, usd, VOICE_UPGRADE_ID, type PlanId } from '@fanline/core';
import type { Db } from '@fanline/db';
import { ENTITLING_STATUSES } from '../billing/subscription-store';

const DAY_MS = 86_400_000;

interface Money {
  count: number;
  amount: number;
}

export interface AdminFinancials {
  /** MRR: what the entitling subscriptions bill each month. */
  monthly_revenue: number;
  active_subscriptions: number;
  /** Plan subscriptions that ended in the last 30 days ÷ (those + the ones active now), %. */
  churn_rate: number;
  /** MRR ÷ paying users. */
  arpu: number;
  plan_breakdown: Record<PlanId | 'voice_upgrades', { revenue: number; users: number }>;
  /** Last 30 days: paid renewals and first payments ÷ all invoice attempts, %; null with no attempts. */
  payment_success_rate: number | null;
  /** Last 30 days: invoice payments that failed. */
  failed_payments: Money;
  /**
   * Last 30 days: disputes opened and still open or lost, and the money they
   * hold. A dispute Fanline won is not counted: its closing row cancels its
   * opening's (see billing's payment-events).
   */
  disputes: Money;
  /** Last 30 days: refunds, and what they gave back. */
  refunds: Money;
  /** Last 30 days: invoices paid plus packs bought. */
  revenue_last_30_days: number;
}

/** GET /admin/financials: real figures from the subscriptions, purchases and Stripe events billing stored. */
export async function adminFinancials(db: Db, now = new Date()): Promise<AdminFinancials> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [subs, ended, planUsers, events, packs, disputes, payingUsers] = await Promise.all([
    db
      .selectFrom('platform_subscriptions')
      .select((eb) => ['item', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount_cents').as('cents'), eb.fn.count<number>('user_id').distinct().as('users')])
      .where('status', 'in', ENTITLING_STATUSES)
      .groupBy('item')
      .execute(),
    db
      .selectFrom('platform_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item', '!=', VOICE_UPGRADE_ID)
      .where('ended_at', '>=', since)
      .executeTakeFirstOrThrow(),
    db.selectFrom('user_plan_counts').select(['plan', 'users']).execute(),
    db
      .selectFrom('platform_payment_events')
      .select((eb) => ['kind', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount_cents').as('cents')])
      .where('created_at', '>=', since)
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('platform_purchases')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    disputesHeld(db, since),
    db
      .selectFrom('platform_subscriptions')
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
      .where('status', 'in', ENTITLING_STATUSES)
      .executeTakeFirstOrThrow(),
  ]);

  const sub = (item: string) => subs.find((s) => s.item === item);
  const cents = (item: string) => Number(sub(item)?.cents ?? 0);
  const mrrCents = subs.reduce((sum, s) => sum + Number(s.cents ?? 0), 0);
  const activePlans = subs.filter((s) => !isVoiceUpgradeId(s.item)).reduce((sum, s) => sum + Number(s.n), 0);
  const event = (kind: string): Money => {
    const row = events.find((e) => e.kind === kind);
    return { count: Number(row?.n ?? 0), amount: usd(Number(row?.cents ?? 0) / 100) };
  };
  const paid = event('invoice_paid');
  const failed = event('payment_failed');
  const breakdown = Object.fromEntries(
    PLAN_IDS.map((plan) => [plan, { revenue: usd(cents(plan) / 100), users: Number(planUsers.find((p) => p.plan === plan)?.users ?? 0) }]),
  ) as AdminFinancials['plan_breakdown'];
  breakdown.voice_upgrades = { revenue: usd(cents(VOICE_UPGRADE_ID) / 100), users: Number(sub(VOICE_UPGRADE_ID)?.users ?? 0) };

  return {
    monthly_revenue: usd(mrrCents / 100),
    active_subscriptions: activePlans,
    churn_rate: percent(Number(ended.n), activePlans + Number(ended.n)),
    arpu: usd(Number(payingUsers.n) > 0 ? mrrCents / 100 / Number(payingUsers.n) : 0),
    plan_breakdown: breakdown,
    payment_success_rate: paid.count + failed.count > 0 ? percent(paid.count, paid.count + failed.count) : null,
    failed_payments: failed,
    disputes,
    refunds: event('refund'),
    revenue_last_30_days: usd((paid.amount * 100 + Number(packs.cents)) / 100),
  };
}

/**
 * The disputes in the window that still hold money: each dispute's rows
 * (its opening, and a negated row if Fanline won it) summed, counting those
 * left above zero.
 */
async function disputesHeld(db: Db, since: Date): Promise<Money> {
  const held = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('platform_payment_events')
        .select((e) => e.fn.sum<number>('amount_cents').as('cents'))
        .where('kind', '=', 'dispute')
        .where('created_at', '>=', since)
        .groupBy(sql`coalesce(stripe_object_id, stripe_event_id)`)
        .as('d'),
    )
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('d.cents'), eb.lit(0)).as('cents')])
    .where('d.cents', '>', 0)
    .executeTakeFirstOrThrow();
  return { count: Number(held.n), amount: usd(Number(held.cents) / 100) };
}

export interface AdminPlatformAnalytics {
  users: { total: number; active: number; by_plan: Record<PlanId, number> };
  bots: { total: number; active: number; deployed: number };
  /** Fan messages in the current hour and the 23 before it (the hourly rollup). */
  messages: { last_24h: number };
}

/** GET /admin/analytics: counts from the per-plan counters and the rollups, never a scan of users or messages. */
export async function adminPlatformAnalytics(db: Db, now = new Date()): Promise<AdminPlatformAnalytics> {
  const hourStart = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 - 23 * 3_600_000);
  const [plans, bots, messages] = await Promise.all([
    db.selectFrom('user_plan_counts').select(['plan', 'users', 'active_users']).execute(),
    db
      .selectFrom('bots')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.countAll<number>().filterWhere('is_active', '=', true).as('active'),
        eb.fn.countAll<number>().filterWhere('is_deployed', '=', true).as('deployed'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bot_hourly_stats')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('fan_messages'), eb.lit(0)).as('n'))
      .where('day', '>=', new Date(Date.UTC(hourStart.getUTCFullYear(), hourStart.getUTCMonth(), hourStart.getUTCDate())))
      .where(sql<Date>`day + make_interval(hours => hour)`, '>=', hourStart)
      .executeTakeFirstOrThrow(),
  ]);
  const byPlan = Object.fromEntries(PLAN_IDS.map((p) => [p, Number(plans.find((row) => row.plan === p)?.users ?? 0)])) as Record<PlanId, number>;
  return {
    users: {
      total: plans.reduce((sum, p) => sum + Number(p.users), 0),
      active: plans.reduce((sum, p) => sum + Number(p.active_users), 0),
      by_plan: byPlan,
    },
    bots: { total: Number(bots.total), active: Number(bots.active), deployed: Number(bots.deployed) },
    messages: { last_24h: Number(messages.n) },
  };
}
