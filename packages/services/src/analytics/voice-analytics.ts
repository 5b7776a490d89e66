import { analyticsWindows, percent, usd, voiceCostUsd, VOICES, type VoiceAnalytics } from '@fanline/core';
import type { Db, UserRow } from '@fanline/db';
import { dailyRows, ownedBots, sumRows } from './rollup-queries';

const voiceName = (id: string | null) => VOICES.find((v) => v.id === id)?.label ?? 'Other voice';

/** GET /api/analytics/voice/{userId}: the current calendar month (UTC); definitions in docs/analytics.md. */
export async function voiceAnalytics(db: Db, subject: UserRow, now = new Date()): Promise<VoiceAnalytics> {
  const w = analyticsWindows(now);
  const bots = await ownedBots(db, subject.id);
  const rows = await dailyRows(db, bots.map((b) => b.id), w.calendarMonthStart);
  const month = sumRows(rows);

  const byVoice = new Map<string, number>();
  for (const bot of bots) {
    const sent = sumRows(rows.filter((r) => r.bot_id === bot.id)).voice_replies;
    if (sent > 0) byVoice.set(voiceName(bot.voice_id), (byVoice.get(voiceName(bot.voice_id)) ?? 0) + sent);
  }
  const cost = voiceCostUsd(month.voice_chars);
  return {
    voice_messages_sent: month.voice_replies,
    voice_messages_remaining: subject.voice_messages_remaining,
    voice_engagement: { avg_listen_rate: percent(month.voice_followups, month.voice_replies) },
    popular_voices: [...byVoice.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([voice_name, sent]) => ({ voice_name, usage_percent: percent(sent, month.voice_replies) })),
    cost_analysis: {
      current_month_cost: usd(cost),
      avg_cost_per_message: month.voice_replies > 0 ? Math.round((cost / month.voice_replies) * 10_000) / 10_000 : 0,
      projected_monthly_cost: usd((cost / w.calendarDaysElapsed) * w.daysInCalendarMonth),
    },
  };
}
