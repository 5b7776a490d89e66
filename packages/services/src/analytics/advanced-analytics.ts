import { analyticsWindows, percent, ratio, usd, type AdvancedAnalytics } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { activeFans, dailyRows, hourlyTotals, ownedBots, sumRows } from './rollup-queries';

interface FanWindowFigures {
  paying: number;
  cohort: number;
  retained: number;
}

interface ConversationFigures {
  started: number;
  bounced: number;
}

/** Fans who paid in the window, and the cohort that first wrote in the 30 days before it and came back. */
async function fanWindowFigures(db: Db, botIds: readonly string[], monthStart: Date, previousMonthStart: Date): Promise<FanWindowFigures> {
  const [paying, cohort] = await Promise.all([
    db
      .selectFrom('fan_payments')
      .select((eb) => eb.fn.count<number>('fan_id').distinct().as('n'))
      .where('bot_id', 'in', botIds)
      .where('created_at', '>=', monthStart)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('fans')
      .select((eb) => [eb.fn.countAll<number>().as('cohort'), eb.fn.countAll<number>().filterWhere('last_message_at', '>=', monthStart).as('retained')])
      .where('bot_id', 'in', botIds)
      .where('first_seen_at', '>=', previousMonthStart)
      .where('first_seen_at', '<', monthStart)
      .executeTakeFirstOrThrow(),
  ]);
  return { paying: Number(paying.n), cohort: Number(cohort.cohort), retained: Number(cohort.retained) };
}

/** Conversations (one per fan and bot) that started in the window, and how many never went past one exchange. */
async function conversationFigures(db: Db, botIds: readonly string[], monthStart: Date): Promise<ConversationFigures> {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('started_at', '>=', monthStart).as('started'),
      eb.fn.countAll<number>().filterWhere((f) => f.and([f('started_at', '>=', monthStart), f('message_count', '<=', 2)])).as('bounced'),
    ])
    .where('bot_id', 'in', botIds)
    .where('last_message_at', '>=', monthStart)
    .executeTakeFirstOrThrow();
  return {
    started: Number(row.started),
    bounced: Number(row.bounced),
  };
}

/** GET /api/analytics/advanced/{userId}: the last 30 days (UTC, today included); definitions in docs/analytics.md. */
export async function advancedAnalytics(db: Db, subject: UserRow, now = new Date()): Promise<AdvancedAnalytics> {
  const w = analyticsWindows(now);
  const ids = (await ownedBots(db, subject.id)).map((b) => b.id);
  if (!ids.length) {
    return {
      conversion_rate: 0,
      revenue_per_user: 0,
      user_retention: 0,
      avg_session_duration: 0,
      peak_hours: Array.from({ length: 24 }, (_, hour) => ({ hour, messages: 0 })),
      engagement_metrics: { avg_messages_per_session: 0, bounce_rate: 0, repeat_user_rate: 0 },
    };
  }
  const [rows, hours, windowFans, conversations] = await Promise.all([
    dailyRows(db, ids, w.monthStart),
    hourlyTotals(db, ids, w.monthStart),
    fanWindowFigures(db, ids, w.monthStart, w.previousMonthStart),
    conversationFigures(db, ids, w.monthStart),
  ]);
  const month = sumRows(rows);
  const fans = activeFans(month);
  return {
    conversion_rate: percent(windowFans.paying, fans.active),
    revenue_per_user: usd(ratio(month.revenue_usd, fans.active)),
    user_retention: percent(windowFans.retained, windowFans.cohort),
    avg_session_duration: ratio(month.session_seconds / 60, month.sessions),
    peak_hours: hours.map((h) => ({ hour: h.hour, messages: h.messages })),
    engagement_metrics: {
      avg_messages_per_session: ratio(month.fan_messages + month.replies, month.sessions),
      bounce_rate: percent(conversations.bounced, conversations.started),
      repeat_user_rate: percent(fans.returning, fans.active),
    },
  };
}
