import { describe, expect, it } from 'vitest';
import { analyticsWindows, daysBetween, isoDay } from './analytics-window';

describe('analytics windows', () => {
  it('uses UTC days, whatever the hour', () => {
    const w = analyticsWindows(new Date('2026-11-22T23:59:59Z'));
    expect(isoDay(w.today)).toBe('2026-11-22');
    expect(isoDay(w.weekStart)).toBe('2026-11-16');
    expect(isoDay(w.lastWeekStart)).toBe('2026-11-09');
    expect(isoDay(w.monthStart)).toBe('2026-10-24');
    expect(isoDay(w.previousMonthStart)).toBe('2026-09-24');
    expect(isoDay(w.calendarMonthStart)).toBe('2026-11-01');
    expect([w.daysInCalendarMonth, w.calendarDaysElapsed]).toEqual([30, 22]);
  });

  it('lists every day of a window, both ends included', () => {
    const days = daysBetween(new Date('2026-02-27T10:00:00Z'), new Date('2026-03-01T00:00:00Z'));
    expect(days.map(isoDay)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
