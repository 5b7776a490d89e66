/** Analytics days are UTC days: a day runs 00:00–24:00 UTC, whatever the viewer's time zone. */
const DAY_MS = 86_400_000;

export function utcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/** `YYYY-MM-DD` of a UTC day. */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

export interface AnalyticsWindows {
  today: Date;
  /** The last 7 days, today included. */
  weekStart: Date;
  /** The 7 days before that. */
  lastWeekStart: Date;
  /** The last 30 days, today included. */
  monthStart: Date;
  /** The 30 days before that. */
  previousMonthStart: Date;
  /** The first day of the current calendar month. */
  calendarMonthStart: Date;
  daysInCalendarMonth: number;
  /** Days of the calendar month so far, today included. */
  calendarDaysElapsed: number;
}

export function analyticsWindows(now: Date): AnalyticsWindows {
  const today = utcDay(now);
  const calendarMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return {
    today,
    weekStart: addDays(today, -6),
    lastWeekStart: addDays(today, -13),
    monthStart: addDays(today, -29),
    previousMonthStart: addDays(today, -59),
    calendarMonthStart,
    daysInCalendarMonth: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate(),
    calendarDaysElapsed: now.getUTCDate(),
  };
}

/** Every UTC day from `from` to `to`, both included. */
export function daysBetween(from: Date, to: Date): Date[] {
  const days: Date[] = [];
  for (let day = utcDay(from); day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
