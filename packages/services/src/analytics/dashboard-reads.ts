import { sql, type RawBuilder } from 'kysely';
import { isoDay } from '@fanline/core';
import type { Db } from '@fanline/db';
import { topFansQuery, type TopFanRow } from './margins';
import { latestPaymentsQuery, type PaymentRow } from './recent-transactions';
import { allHours, sumRows, TOTAL_COLUMNS, type DailyRow, type HourTotal, type OwnedBot, type Totals } from './rollup-queries';

export interface DashboardReads {
  /** The creator's bots, oldest first. */
  bots: OwnedBot[];
  /** Per bot and day, from the window's first day on. */
  rows: DailyRow[];
  /** Per bot, all time. */
  allTime: Map<string, Totals>;
  /** All 24 hours over the last 30 days. */
  hours: HourTotal[];
  payments: PaymentRow[];
  topFans: TopFanRow[];
}

interface DashboardResult {
  bots: OwnedBot[];
  /** `day` is null on the one row per bot that folds every day before the window. */
  days: (Omit<DailyRow, 'day'> & { day: string | null })[];
  hours: HourTotal[];
  payments: PaymentRow[];
  top_fans: TopFanRow[];
}

export interface DashboardWindow {
  /** The first day of the day rows wanted. */
  daysFrom: Date;
  /** The first day of the last 30, for the hours. */
  monthStart: Date;
  /** How many of the latest payments. */
  payments: number;
}

const jsonRows = (query: RawBuilder<unknown>, order: RawBuilder<unknown> = sql``) => sql`(SELECT coalesce(json_agg(r ${order}), '[]') FROM (${query}) r)`;

/**
 * Everything the dashboard reads, as one statement: one round trip and one of
 * the API pool's connections, where it used to read the bots and then hold six
 * connections for six reads at once. One pass over every day of the creator's
 * bots also gives the all-time totals: the days before `daysFrom` come back
 * folded into one row per bot.
 */
export async function readDashboard(db: Db, userId: string, window: DashboardWindow): Promise<DashboardReads> {
  const { rows } = await dashboardQuery(userId, window).execute(db);
  const result = rows[0];
  if (!result) throw new Error('the dashboard read returned no row');

  const byBot = new Map<string, Totals[]>();
  const days: DailyRow[] = [];
  for (const row of result.days) {
    const botRows = byBot.get(row.bot_id);
    if (botRows) botRows.push(row);
    else byBot.set(row.bot_id, [row]);
    if (row.day !== null) days.push({ ...row, day: row.day });
  }
  return {
    bots: result.bots,
    rows: days,
    allTime: new Map([...byBot].map(([botId, botRows]) => [botId, sumRows(botRows)])),
    hours: allHours(result.hours),
    payments: result.payments,
    topFans: result.top_fans,
  };
}

/** The statement behind `readDashboard`. */
function dashboardQuery(userId: string, window: DashboardWindow): RawBuilder<DashboardResult> {
  const totals = sql.join(TOTAL_COLUMNS.map((c) => sql`sum(s.${sql.ref(c)}) AS ${sql.ref(c)}`));
  const owned = sql`owned b`;
  return sql<DashboardResult>`
    WITH owned AS MATERIALIZED (
      SELECT id, name, platform, is_active, voice_id, created_at FROM bots WHERE user_id = ${userId}
    )
    SELECT
      ${jsonRows(sql`SELECT id, name, platform, is_active, voice_id, created_at FROM owned`, sql`ORDER BY r.created_at, r.id`)} AS bots,
      ${jsonRows(sql`
        SELECT s.bot_id, CASE WHEN s.day >= ${isoDay(window.daysFrom)}::date THEN s.day::text END AS day, ${totals}
        FROM bot_daily_stats s
        -- An array, not a join: joined, the planner reads the whole table rather than each bot's days off the key.
        WHERE s.bot_id = ANY (ARRAY(SELECT id FROM owned))
        GROUP BY 1, 2`)} AS days,
      ${jsonRows(sql`
        SELECT s.hour, sum(s.fan_messages) AS messages, sum(s.revenue_usd) AS revenue
        FROM owned b JOIN bot_hourly_stats s ON s.bot_id = b.id AND s.day >= ${isoDay(window.monthStart)}::date
        GROUP BY s.hour`)} AS hours,
      ${jsonRows(latestPaymentsQuery(owned, window.payments), sql`ORDER BY r.created_at DESC`)} AS payments,
      ${jsonRows(topFansQuery(owned), sql`ORDER BY r.revenue_usd DESC`)} AS top_fans
  `;
}
