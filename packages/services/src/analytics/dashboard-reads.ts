import { sql, type RawBuilder } from 'kysely';
import { isoDay } from '@fanline/core';
import type { Db } from '@fanline/db';
import { topFansQuery, type TopFanRow } from './margins';
import { latestPaymentsQuery, type PaymentRow } from './recent-transactions';
import { allHours, TOTAL_COLUMNS, type HourTotal, type OwnedBot, type Totals } from './rollup-queries';

/** Every bot of the creator's summed per UTC day. */
export interface DayTotals extends Totals {
  /** YYYY-MM-DD */
  day: string;
}

/** A bot's fan messages and revenue over the last 30 days. */
export interface BotMonth {
  fan_messages: number;
  revenue_usd: number;
}

export interface DashboardReads {
  /** The creator's bots, oldest first. */
  bots: OwnedBot[];
  /** Per day, all bots together, from the window's first day on; days without a row are absent. */
  days: DayTotals[];
  /** Per bot, all time. */
  allTime: Map<string, Totals>;
  /** Per bot, from `monthStart` on. */
  month: Map<string, BotMonth>;
  /** All 24 hours over the last 30 days. */
  hours: HourTotal[];
  payments: PaymentRow[];
  topFans: TopFanRow[];
}

type BotTotalsRow = Totals & { bot_id: string; month_fan_messages: number; month_revenue_usd: number };

interface DashboardResult {
  bots: OwnedBot[];
  bot_totals: BotTotalsRow[];
  days: DayTotals[];
  hours: HourTotal[];
  payments: PaymentRow[];
  top_fans: TopFanRow[];
}

export interface DashboardWindow {
  /** The first day of the day rows wanted. */
  daysFrom: Date;
  /** The first day of the last 30, for the hours and each bot's month. */
  monthStart: Date;
  /** How many of the latest payments. */
  payments: number;
}

const jsonRows = (query: RawBuilder<unknown>, order: RawBuilder<unknown> = sql``) => sql`(SELECT coalesce(json_agg(r ${order}), '[]') FROM (${query}) r)`;

/**
 * Everything the dashboard reads, as one statement: one round trip and one of
 * the API pool's connections. The day rollups come back summed the two ways
 * the figures use them, per bot and per day, rather than as a row per bot and
 * day: a creator with many bots would otherwise send, parse and add up a row
 * for every bot on every day (about 300 rows for five bots, where this is 35).
 */
export async function readDashboard(db: Db, userId: string, window: DashboardWindow): Promise<DashboardReads> {
  const { rows } = await dashboardQuery(userId, window).execute(db);
  const result = rows[0];
  if (!result) throw new Error('the dashboard read returned no row');
  return {
    bots: result.bots,
    // json_agg writes the sums as JSON numbers, so the rows are used as they arrive.
    days: result.days,
    allTime: new Map(result.bot_totals.map((row) => [row.bot_id, row])),
    month: new Map(result.bot_totals.map((row) => [row.bot_id, { fan_messages: row.month_fan_messages, revenue_usd: row.month_revenue_usd }])),
    hours: allHours(result.hours),
    payments: result.payments,
    topFans: result.top_fans,
  };
}

/** The statement behind `readDashboard`. */
function dashboardQuery(userId: string, window: DashboardWindow): RawBuilder<DashboardResult> {
  const totals = sql.join(TOTAL_COLUMNS.map((c) => sql`sum(s.${sql.ref(c)}) AS ${sql.ref(c)}`));
  const inMonth = sql`s.day >= ${isoDay(window.monthStart)}::date`;
  const owned = sql`owned b`;
  // An array, not a join: joined, the planner reads the whole table rather than each bot's days off the key.
  const ownedDays = sql`bot_daily_stats s WHERE s.bot_id = ANY (ARRAY(SELECT id FROM owned))`;
  return sql<DashboardResult>`
    WITH owned AS MATERIALIZED (
      SELECT id, name, platform, is_active, voice_id, created_at FROM bots WHERE user_id = ${userId}
    )
    SELECT
      ${jsonRows(sql`SELECT id, name, platform, is_active, voice_id, created_at FROM owned`, sql`ORDER BY r.created_at, r.id`)} AS bots,
      ${jsonRows(sql`
        SELECT s.bot_id, ${totals},
          coalesce(sum(s.fan_messages) FILTER (WHERE ${inMonth}), 0) AS month_fan_messages,
          coalesce(sum(s.revenue_usd) FILTER (WHERE ${inMonth}), 0) AS month_revenue_usd
        FROM ${ownedDays}
        GROUP BY s.bot_id`)} AS bot_totals,
      ${jsonRows(sql`
        SELECT s.day::text AS day, ${totals}
        FROM ${ownedDays} AND s.day >= ${isoDay(window.daysFrom)}::date
        GROUP BY s.day`)} AS days,
      ${jsonRows(sql`
        SELECT s.hour, sum(s.fan_messages) AS messages, sum(s.revenue_usd) AS revenue
        FROM owned b JOIN bot_hourly_stats s ON s.bot_id = b.id AND s.day >= ${isoDay(window.monthStart)}::date
        GROUP BY s.hour`)} AS hours,
      ${jsonRows(latestPaymentsQuery(owned, window.payments), sql`ORDER BY r.created_at DESC`)} AS payments,
      ${jsonRows(topFansQuery(owned), sql`ORDER BY r.revenue_usd DESC`)} AS top_fans
  `;
}
