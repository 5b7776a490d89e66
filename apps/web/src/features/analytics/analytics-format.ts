// Analytics figures are dollars and UTC days/hours (core analytics-types);
// every label says UTC so a creator in another zone is not misled.
// Counts and percentages read as everywhere else in the app (lib/format).

export { formatCount, formatPercent } from '../../lib/format';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdPrecise = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatUsd = (value: number) => usd.format(value);
/** For per-message costs, which are fractions of a cent. */
export const formatUsdPrecise = (value: number) => usdPrecise.format(value);
/** For axis ticks, where "$1.2K" fits and "$1,234.00" does not. */
export const formatUsdCompact = (value: number) => usdCompact.format(value);
export const formatDecimal = (value: number) => decimal.format(value);

/** "+12.5%" / "−3%" / "0%": a change with its sign spelled out. */
export function formatChange(value: number): string {
  if (value === 0) return '0%';
  return `${value > 0 ? '+' : '−'}${decimal.format(Math.abs(value))}%`;
}

/** 14 → "14:00 UTC". */
export function formatHourUtc(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00 UTC`;
}

/** 14 → "14:00–15:00 UTC", for an hour-long bucket. */
export function formatHourRangeUtc(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00 UTC`;
}

/** "2026-11-03" → "Nov 3", read as the UTC day it names. */
export function formatDayUtc(isoDay: string, withWeekday = false): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(withWeekday ? { weekday: 'short' } : {}),
    timeZone: 'UTC',
  });
}

/** Response times: "850 ms" below a second, "1.2 s" above; "—" when nothing was answered. */
export function formatMs(ms: number): string {
  if (ms <= 0) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${decimal.format(ms / 1000)} s`;
}

/**
 * Session lengths arrive in minutes. A conversation is one fan with one bot,
 * so it can span days; each range gets the unit that keeps the number short.
 */
export function formatMinutes(minutes: number): string {
  if (minutes <= 0) return '0 min';
  if (minutes < 1) return `${Math.round(minutes * 60)} s`;
  if (minutes < 120) return `${decimal.format(minutes)} min`;
  if (minutes < 48 * 60) return `${decimal.format(minutes / 60)} h`;
  return `${decimal.format(minutes / 1440)} days`;
}

/** A wall-clock time for "updated at", in the viewer's zone (it is about now, not about a UTC day). */
export function formatClock(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
