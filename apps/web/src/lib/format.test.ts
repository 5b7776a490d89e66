import { describe, expect, it } from 'vitest';
import { formatCount, formatDollars, formatPercent, formatPrice, plural } from './format';

describe('shared formatters', () => {
  it('counts with grouping and says one or many', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(plural(1, 'user')).toBe('1 user');
    expect(plural(0, 'bot')).toBe('0 bots');
    expect(plural(1200, 'bot')).toBe('1,200 bots');
  });

  it('shows a percentage to one decimal, and a dash for nothing measured', () => {
    expect(formatPercent(2.46)).toBe('2.5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(null)).toBe('—');
  });

  it('drops the cents of whole dollars only', () => {
    expect(formatDollars(1234)).toBe('$1,234');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(0)).toBe('$0');
    expect(formatPrice(1500)).toBe('$15');
    expect(formatPrice(999)).toBe('$9.99');
    expect(formatPrice(0)).toBe('$0');
  });
});
