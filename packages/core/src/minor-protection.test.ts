import { describe, expect, it } from 'vitest';
import { MINOR_REMINDER_INTERVAL_MS, minorReminderDue } from './minor-protection';

describe('minorReminderDue (a clock the test controls)', () => {
  const reminded = new Date('2026-11-24T09:00:00Z');
  const at = (ms: number) => new Date(reminded.getTime() + ms);

  it('is due at the first reply to a minor never reminded', () => {
    expect(minorReminderDue(null, reminded)).toBe(true);
  });

  it('is not due until 3 hours have passed, and due from exactly 3 hours on', () => {
    expect(MINOR_REMINDER_INTERVAL_MS).toBe(10_800_000);
    expect(minorReminderDue(reminded, at(0))).toBe(false);
    expect(minorReminderDue(reminded, at(2 * 60 * 60 * 1000))).toBe(false);
    expect(minorReminderDue(reminded, at(MINOR_REMINDER_INTERVAL_MS - 1))).toBe(false);
    expect(minorReminderDue(reminded, at(MINOR_REMINDER_INTERVAL_MS))).toBe(true);
    expect(minorReminderDue(reminded, at(26 * 60 * 60 * 1000))).toBe(true);
  });
});
