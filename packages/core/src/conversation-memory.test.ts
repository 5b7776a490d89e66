import { describe, expect, it } from 'vitest';
import { estimateTokens, trimHistoryToBudget } from './conversation-memory';
import type { ChatTurn } from './prompt';

const turn = (role: ChatTurn['role'], chars: number): ChatTurn => ({ role, content: 'x'.repeat(chars) });

describe('trimHistoryToBudget', () => {
  it('estimates 4 characters per token', () => {
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('')).toBe(0);
  });

  it('keeps everything that fits, oldest first', () => {
    const turns = [turn('user', 40), turn('assistant', 40)];
    expect(trimHistoryToBudget(turns, 100)).toEqual(turns);
  });

  it('keeps the most recent turns within the budget', () => {
    const turns = [turn('user', 400), turn('assistant', 400), turn('user', 40), turn('assistant', 40)];
    expect(trimHistoryToBudget(turns, 25)).toEqual([turn('user', 40), turn('assistant', 40)]);
  });

  it('never starts with a bot turn', () => {
    const turns = [turn('user', 400), turn('assistant', 40), turn('user', 40)];
    expect(trimHistoryToBudget(turns, 25)).toEqual([turn('user', 40)]);
  });

  it('returns nothing for a zero budget', () => {
    expect(trimHistoryToBudget([turn('user', 4)], 0)).toEqual([]);
  });
});
