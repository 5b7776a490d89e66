import { describe, expect, it } from 'vitest';
import { bestPlatform, estimatedMonthlyRevenue, growthPercent, percent, ratio, revenuePer100Messages, usd } from './analytics-math';

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

  it('picks the best platform by revenue, then by fan messages', () => {
    const none = { revenue: 0, messages: 0 };
    expect(bestPlatform({ telegram: none, instagram: none, whatsapp: none })).toBeNull();
    // Revenue decides, however many messages the other channel has.
    expect(bestPlatform({ telegram: { revenue: 5, messages: 1 }, instagram: { revenue: 0, messages: 40 }, whatsapp: none })).toBe('telegram');
    expect(bestPlatform({ telegram: { revenue: 5, messages: 1 }, instagram: { revenue: 7, messages: 0 }, whatsapp: none })).toBe('instagram');
    // No revenue anywhere: the channel fans write to most.
    expect(bestPlatform({ telegram: none, instagram: { revenue: 0, messages: 3 }, whatsapp: none })).toBe('instagram');
    expect(bestPlatform({ telegram: { revenue: 0, messages: 4 }, instagram: { revenue: 0, messages: 3 }, whatsapp: none })).toBe('telegram');
    // A tie on both goes to the first channel, Telegram.
    expect(bestPlatform({ telegram: { revenue: 2, messages: 3 }, instagram: { revenue: 2, messages: 3 }, whatsapp: none })).toBe('telegram');
  });
});
