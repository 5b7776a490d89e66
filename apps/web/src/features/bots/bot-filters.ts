import { botStatus, type BotBadge } from '@fanline/core';
import type { BotView } from '../../lib/bot-view';

export type FleetFilter = 'all' | BotBadge;

export const FLEET_FILTERS: readonly { id: FleetFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'online', label: 'Online' },
  { id: 'draft', label: 'Draft' },
  { id: 'needs_attention', label: 'Needs attention' },
];

/** docs/product.md §9: the search matches name, description or channel, ignoring case; blank matches all. */
export function matchesSearch(bot: BotView, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [bot.name, bot.description, bot.platform].some((field) => field.toLowerCase().includes(needle));
}

export function matchesFilter(bot: BotView, filter: FleetFilter): boolean {
  return filter === 'all' || botStatus(bot).badge === filter;
}

/** How many bots each filter button would show, given the current search. */
export function countByFilter(bots: readonly BotView[]): Record<FleetFilter, number> {
  const counts: Record<FleetFilter, number> = { all: bots.length, online: 0, draft: 0, needs_attention: 0 };
  for (const bot of bots) counts[botStatus(bot).badge] += 1;
  return counts;
}
