import { PLATFORMS, type Platform } from '../plans';

/** A share in percent with one decimal; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** A ratio rounded to two decimals; 0 when there is nothing to divide by. */
export function ratio(numerator: number, denominator: number): number {
  return denominator > 0 ? Math.round((numerator / denominator) * 100) / 100 : 0;
}

/** Change from `before` to `now` in percent, one decimal; 100 when growing from zero, 0 when both are zero. */
export function growthPercent(now: number, before: number): number {
  if (before === 0) return now > 0 ? 100 : 0;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** Dollars rounded to cents. */
export function usd(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** docs/product.md §11: estimated monthly revenue is 30 times today's revenue. */
export function estimatedMonthlyRevenue(todayRevenue: number): number {
  return usd(todayRevenue * 30);
}

/** docs/product.md §11: today's revenue divided by the larger of today's messages and 1, times 100. */
export function revenuePer100Messages(todayRevenue: number, todayMessages: number): number {
  return usd((todayRevenue / Math.max(todayMessages, 1)) * 100);
}

/** One channel's fan revenue and fan messages over a window. */
export interface ChannelActivity {
  revenue: number;
  messages: number;
}

/**
 * docs/analytics.md best_platform: the channel with the most fan revenue; when
 * revenue ties (no revenue at all, say), the one with the most fan messages;
 * a tie on both goes to the first in PLATFORMS. Null when nothing happened.
 */
export function bestPlatform(byPlatform: Record<Platform, ChannelActivity>): Platform | null {
  let best: Platform | null = null;
  for (const platform of PLATFORMS) {
    // Compared in cents, so sums of the same payments in another order still tie.
    const revenue = usd(byPlatform[platform].revenue);
    const { messages } = byPlatform[platform];
    if (revenue <= 0 && messages <= 0) continue;
    const lead = best ? { revenue: usd(byPlatform[best].revenue), messages: byPlatform[best].messages } : null;
    if (!lead || revenue > lead.revenue || (revenue === lead.revenue && messages > lead.messages)) best = platform;
  }
  return best;
}
