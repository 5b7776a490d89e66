import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('reads Never, Now, minutes, hours, days, then weeks (docs/product.md §2)', () => {
    expect(relativeTime(null, now)).toBe('Never');
    expect(relativeTime(ago(30_000), now)).toBe('Now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5m ago');
    expect(relativeTime(ago(23 * 3_600_000), now)).toBe('23h ago');
    expect(relativeTime(ago(6 * 86_400_000), now)).toBe('6d ago');
    expect(relativeTime(ago(15 * 86_400_000), now)).toBe('2w ago');
  });
});
