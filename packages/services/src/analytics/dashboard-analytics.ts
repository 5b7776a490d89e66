import {
  analyticsWindows,
  bestPlatform,
  daysBetween,
  estimatedMonthlyRevenue,
  growthPercent,
  isoDay,
  percent,
  PLATFORMS,
  ratio,
  revenuePer100Messages,
  usd,
  type BotFigure,
  type ChannelActivity,
  type DashboardAnalytics,
  type Platform,
} from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { readDashboard, type BotMonth, type DayTotals } from './dashboard-reads';
import { botMargins, topFanMargins } from './margins';
import { recentTransactions } from './recent-transactions';
import { activeFans, sumRows, type OwnedBot } from './rollup-queries';

const RECENT_TRANSACTIONS = 2;
const PEAK_HOURS = 3;

const between = (days: readonly DayTotals[], from: Date, to?: Date) => {
  const start = isoDay(from);
  const end = to ? isoDay(to) : '9999-12-31';
  return days.filter((d) => d.day >= start && d.day < end);
};

function botFigure(bot: OwnedBot, totals: BotMonth): BotFigure {
  return { bot_id: bot.id, name: bot.name, messages: totals.fan_messages, revenue: usd(totals.revenue_usd) };
}

/** The bot that leads on a figure, or null when nothing happened. */
function leader(bots: readonly { bot: OwnedBot; totals: BotMonth }[], by: keyof BotMonth): BotFigure | null {
  let best: BotFigure | null = null;
  let bestValue = 0;
  for (const { bot, totals } of bots) {
    if (totals[by] > bestValue) {
      best = botFigure(bot, totals);
      bestValue = totals[by];
    }
  }
  return best;
}

/**
 * GET /api/analytics/dashboard/{userId}. Every figure is computed from the
 * rollups (docs/analytics.md has the definitions); "today" and the windows are
 * UTC days, "the last 30 days" includes today.
 */
export async function dashboardAnalytics(db: Db, subject: UserRow, now = new Date()): Promise<DashboardAnalytics> {
  const w = analyticsWindows(now);
  const daysFrom = w.monthStart < w.calendarMonthStart ? w.monthStart : w.calendarMonthStart;
  const { bots, days, allTime, month: botMonths, hours, payments, topFans } = await readDashboard(db, subject.id, { daysFrom, monthStart: w.monthStart, payments: RECENT_TRANSACTIONS });

  const today = sumRows(between(days, w.today));
  const week = sumRows(between(days, w.weekStart));
  const lastWeek = sumRows(between(days, w.lastWeekStart, w.weekStart));
  const month = between(days, w.monthStart);
  const monthTotals = sumRows(month);
  const fans = activeFans(monthTotals);
  const monthByBot = bots.map((bot) => ({ bot, totals: botMonths.get(bot.id) ?? { fan_messages: 0, revenue_usd: 0 } }));
  const everything = sumRows([...allTime.values()]);

  // By the channel of the bot: the rollups are per bot, and a bot has one platform.
  const byPlatform = Object.fromEntries(PLATFORMS.map((p) => [p, { revenue: 0, messages: 0 }])) as Record<Platform, ChannelActivity>;
  for (const { bot, totals } of monthByBot) {
    byPlatform[bot.platform].revenue += totals.revenue_usd;
    byPlatform[bot.platform].messages += totals.fan_messages;
  }

  const byDay = new Map(month.map((d) => [d.day, d]));
  const trend = daysBetween(w.monthStart, w.today).map((day) => {
    const date = isoDay(day);
    const totals = byDay.get(date);
    return { date, revenue: usd(totals?.revenue_usd ?? 0), messages: totals?.fan_messages ?? 0 };
  });
  const calendarMonthStart = isoDay(w.calendarMonthStart);
  const bestDay = trend
    .filter((p) => p.date >= calendarMonthStart && p.revenue > 0)
    .reduce<{ date: string; revenue: number } | null>((best, p) => (!best || p.revenue > best.revenue ? { date: p.date, revenue: p.revenue } : best), null);
  const peakRevenueHour = hours.reduce<{ hour: number; revenue: number } | null>((best, h) => (h.revenue > (best?.revenue ?? 0) ? h : best), null);

  return {
    today_messages: today.fan_messages,
    today_revenue: usd(today.revenue_usd),
    total_bots: bots.length,
    active_bots: bots.filter((b) => b.is_active).length,
    revenue_by_platform: {
      instagram: usd(byPlatform.instagram.revenue),
      telegram: usd(byPlatform.telegram.revenue),
      whatsapp: usd(byPlatform.whatsapp.revenue),
    },
    messages_by_platform: { instagram: byPlatform.instagram.messages, telegram: byPlatform.telegram.messages, whatsapp: byPlatform.whatsapp.messages },
    messages_by_bot: monthByBot
      .map(({ bot, totals }) => ({ bot_id: bot.id, bot_name: bot.name, messages: totals.fan_messages }))
      .sort((a, b) => b.messages - a.messages),
    revenue_trend: trend,
    top_performing_bot: leader(monthByBot, 'fan_messages'),
    growth_metrics: {
      new_fans_this_week: week.new_fans,
      growth_rate: growthPercent(week.fan_messages, lastWeek.fan_messages),
      peak_activity_hours: hours
        .filter((h) => h.messages > 0)
        .sort((a, b) => b.messages - a.messages || a.hour - b.hour)
        .slice(0, PEAK_HOURS)
        .map((h) => h.hour),
    },
    hourly_activity: hours.map((h) => ({ hour: h.hour, messages: h.messages })),
    conversion_stats: {
      tip_conversion_rate: percent(monthTotals.tips, monthTotals.tip_prompts),
      avg_tip_amount: usd(ratio(monthTotals.tip_revenue_usd, monthTotals.tips)),
    },
    engagement_metrics: {
      repeat_visitor_rate: percent(fans.returning, fans.active),
      avg_conversation_length: ratio(everything.fan_messages + everything.replies, everything.new_fans),
      messages_per_chat: ratio(monthTotals.fan_messages, fans.active),
    },
    performance_metrics: {
      top_earning_bot: leader(monthByBot, 'revenue_usd'),
      best_platform: bestPlatform(byPlatform),
      avg_response_time: Math.round(monthTotals.replies > 0 ? monthTotals.response_ms_sum / monthTotals.replies : 0),
      peak_revenue_hour: peakRevenueHour?.hour ?? null,
      revenue_per_user: usd(ratio(everything.revenue_usd, everything.new_fans)),
      best_day_this_month: bestDay,
    },
    weekly_revenue: {
      this_week: usd(week.revenue_usd),
      last_week: usd(lastWeek.revenue_usd),
      growth_percentage: growthPercent(week.revenue_usd, lastWeek.revenue_usd),
    },
    recent_transactions: recentTransactions(payments, bots, now),
    estimated_monthly_revenue: estimatedMonthlyRevenue(today.revenue_usd),
    revenue_per_100_messages: revenuePer100Messages(today.revenue_usd, today.fan_messages),
    margins: { by_bot: botMargins(bots, allTime), top_fans: topFanMargins(topFans, bots) },
  };
}
