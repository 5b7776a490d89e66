import { describe, expect, it } from 'vitest';
import { estimatedMonthlyRevenue, growthPercent, percent, ratio, revenuePer100Messages, usd } from './analytics-math';

describe('analytics math', () => {
  it('gives shares and ratios, and 0 instead of dividing by zero', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(5, 0)).toBe(0);
    expect(ratio(17, 6)).toBe(2.83);
    expect(ratio(3, 0)).toBe(0);
  });

  it('measures growth, calling growth from nothing 100%', () => {
    expect(growthPercent(6, 1)).toBe(500);
    expect(growthPercent(1, 4)).toBe(-75);
    expect(growthPercent(3, 0)).toBe(100);
    expect(growthPercent(0, 0)).toBe(0);
  });

  it('applies the docs/product.md §11 formulas', () => {
    expect(estimatedMonthlyRevenue(12.5)).toBe(375);
    expect(revenuePer100Messages(10, 2)).toBe(500);
    // No messages today: divided by 1, not by zero.
    expect(revenuePer100Messages(3, 0)).toBe(300);
    expect(usd(0.1 + 0.2)).toBe(0.3);
  });
});
