import { analyticsWindows, botStatus, BADGE_LABELS, isoDay, percent, ratio, usd, type BotAnalytics, type Platform } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { AppError } from '../errors';
import { accountLinksFor, BOT_NOT_FOUND } from '../bots/index';
import { marginOf } from './margins';
import { dailyRows, emptyTotals, hourlyTotals, totalsByBot } from './rollup-queries';

/** GET /api/analytics/bot/{id}: all-time figures, today's (UTC), and the last 30 days' hours. Owner or admin only. */
export async function botAnalytics(db: Db, viewer: UserRow, botId: string, now = new Date()): Promise<BotAnalytics> {
  const bot = await db.selectFrom('bots').selectAll().where('id', '=', botId).executeTakeFirst();
  // Someone else's bot reads as missing, so ids cannot be probed.
  if (!bot || (bot.user_id !== viewer.id && !viewer.is_admin)) throw new AppError('NOT_FOUND', BOT_NOT_FOUND);
  const w = analyticsWindows(now);
  const [today, totals, hours, fans, accounts] = await Promise.all([
    dailyRows(db, [bot.id], w.today),
    totalsByBot(db, [bot.id]),
    hourlyTotals(db, [bot.id], w.monthStart),
    db.selectFrom('fans').select((eb) => eb.fn.countAll<number>().as('n')).where('bot_id', '=', bot.id).executeTakeFirstOrThrow(),
    accountLinksFor(db, bot.user_id, [bot]),
  ]);
  const day = today.find((r) => r.day === isoDay(w.today));
  const all = totals.get(bot.id) ?? emptyTotals();
  const uniqueUsers = Number(fans.n);
  const platform = bot.platform as Platform;
  const account = platform === 'telegram' ? null : accounts[platform];
  const status = botStatus({
    // The same inputs the dashboard's badge reads from the bot view.
    has_telegram_token: bot.telegram_token_enc !== null,
    has_instagram_token: bot.instagram_token_enc !== null,
    is_deployed: bot.is_deployed,
    is_active: bot.is_active,
    monetization_enabled: bot.monetization_enabled,
    tip_flow_enabled: bot.tip_flow_enabled,
    payment_method: bot.payment_method as 'stars' | 'provider_token',
    has_payment_token: bot.payment_token_enc !== null,
    attention_reason: bot.attention_reason,
    platform: bot.platform,
    account_connected: account != null,
    account_error: account?.token_error ?? null,
  });
  return {
    bot_info: { status: BADGE_LABELS[status.badge], platform: bot.platform as Platform },
    message_stats: {
      today_messages: day?.fan_messages ?? 0,
      total_messages: all.fan_messages,
      unique_users: uniqueUsers,
      avg_messages_per_user: ratio(all.fan_messages, uniqueUsers),
    },
    revenue_stats: {
      today_revenue: usd(day?.revenue_usd ?? 0),
      total_revenue: usd(all.revenue_usd),
      revenue_per_user: usd(ratio(all.revenue_usd, uniqueUsers)),
      total_payments: all.payments,
    },
    performance_stats: {
      response_rate: percent(all.replies, all.fan_messages),
      avg_response_time: Math.round(all.replies > 0 ? all.response_ms_sum / all.replies : 0),
    },
    trends: { peak_hours: hours.map((h) => ({ hour: h.hour, messages: h.messages })) },
    margin: marginOf(all),
  };
}
