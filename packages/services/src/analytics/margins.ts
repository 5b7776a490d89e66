import { sql, type RawBuilder } from 'kysely';
import { usd, voiceCostUsd, type BotMargin, type FanMargin } from '@fanline/core';
import type { OwnedBot, Totals } from './rollup-queries';

const TOP_FANS = 5;

/** Margin = fan revenue − what the replies cost: LLM tokens × the model's price, plus speech characters × the voice price. */
function margin(revenue: number, llmCost: number, voiceChars: number) {
  const voiceCost = voiceCostUsd(voiceChars);
  return { revenue: usd(revenue), llm_cost: usd(llmCost), voice_cost: usd(voiceCost), margin: usd(revenue - llmCost - voiceCost) };
}

export function marginOf(totals: Totals) {
  return margin(totals.revenue_usd, totals.llm_cost_usd, totals.voice_chars);
}

/** All-time margin per bot, best first. */
export function botMargins(bots: readonly OwnedBot[], totals: Map<string, Totals>): BotMargin[] {
  return bots
    .map((bot) => {
      const t = totals.get(bot.id);
      return { bot_id: bot.id, name: bot.name, ...(t ? marginOf(t) : margin(0, 0, 0)) };
    })
    .sort((a, b) => b.margin - a.margin);
}

export interface TopFanRow {
  fan_id: string;
  bot_id: string;
  revenue_usd: number;
  llm_cost_usd: number;
  voice_chars: number;
  first_name: string | null;
  username: string | null;
}

/** The top-earning fans (all time) of `bots`, a FROM item `b` with an `id` column; each bot's come off its revenue index. */
export function topFansQuery(bots: RawBuilder<unknown>): RawBuilder<TopFanRow> {
  return sql<TopFanRow>`
    SELECT s.fan_id, s.bot_id, s.revenue_usd, s.llm_cost_usd, s.voice_chars, f.first_name, f.username
    FROM ${bots}
    CROSS JOIN LATERAL (
      SELECT * FROM fan_stats WHERE bot_id = b.id AND revenue_usd > 0 ORDER BY revenue_usd DESC LIMIT ${TOP_FANS}
    ) s
    JOIN fans f ON f.id = s.fan_id
    ORDER BY s.revenue_usd DESC LIMIT ${TOP_FANS}
  `;
}

/** The top fans with what each costs to serve. */
export function topFanMargins(rows: readonly TopFanRow[], bots: readonly OwnedBot[]): FanMargin[] {
  const names = new Map(bots.map((b) => [b.id, b.name]));
  return rows.map((row) => {
    const m = margin(Number(row.revenue_usd), Number(row.llm_cost_usd), Number(row.voice_chars));
    return {
      fan_id: row.fan_id,
      bot_name: names.get(row.bot_id) ?? '',
      fan_name: row.first_name ?? (row.username ? `@${row.username}` : 'A fan'),
      revenue: m.revenue,
      cost: usd(m.llm_cost + m.voice_cost),
      margin: m.margin,
    };
  });
}
