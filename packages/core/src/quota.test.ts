import { describe, expect, it } from 'vitest';
import { formatQuota, isUnlimited, UNLIMITED } from './quota';

describe('quota', () => {
  it('treats exactly 999999 as unlimited', () => {
    expect(isUnlimited(UNLIMITED)).toBe(true);
    expect(isUnlimited(999_998)).toBe(false);
    expect(isUnlimited(0)).toBe(false);
  });

  it('formats balances for display', () => {
    expect(formatQuota(999_999)).toBe('Unlimited');
    expect(formatQuota(5000)).toBe('5,000');
    expect(formatQuota(0)).toBe('0');
  });
});
