import { useId } from 'react';

/** The ink/brand palette of index.css, as values SVG attributes accept. */
export const CHART_COLORS = {
  brand300: '#c4b5fd',
  brand400: '#a78bfa',
  brand500: '#8b5cf6',
  flare400: '#f472b6',
  flare500: '#ec4899',
  grid: 'rgb(255 255 255 / 0.08)',
  muted: 'rgb(255 255 255 / 0.09)',
  cursor: 'rgb(255 255 255 / 0.04)',
} as const;

export const AXIS_TICK = { fill: '#71717a', fontSize: 11 } as const;

/** Shared axis styling: no lines, quiet ticks; the grid carries the scale. */
export const AXIS_PROPS = { tick: AXIS_TICK, tickLine: false, axisLine: false } as const;

/**
 * A gradient id unique to this chart instance; two charts on a page must not
 * share one. React's ids carry characters that `url(#…)` does not accept.
 */
export function useGradientId(name: string): string {
  return `${name}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export const twoDigitHour = (hour: number) => String(hour).padStart(2, '0');
