import type { ChatTurn } from './prompt';

/** About 4 characters per token (docs/product.md §8 guidance); good enough for budgeting. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** How much earlier conversation a reply may carry, in estimated tokens. */
export const MEMORY_TOKEN_BUDGET = 2_000;

/**
 * The most recent turns that fit the budget, oldest first. A single turn
 * larger than the whole budget is left out rather than cut mid-thought, and
 * the history never starts with a bot turn (a reply without its question).
 */
export function trimHistoryToBudget(turns: readonly ChatTurn[], budget = MEMORY_TOKEN_BUDGET): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i]!;
    const cost = estimateTokens(turn.content);
    if (used + cost > budget) break;
    kept.unshift(turn);
    used += cost;
  }
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}
