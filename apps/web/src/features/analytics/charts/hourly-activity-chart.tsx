import type { HourCount } from '@fanline/core';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatHourRangeUtc } from '../analytics-format';
import { AXIS_PROPS, CHART_COLORS, twoDigitHour, useGradientId } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';

const TICKS = [0, 3, 6, 9, 12, 15, 18, 21];

const describe = (point: HourCount) => ({
  title: formatHourRangeUtc(point.hour),
  rows: [{ label: 'Fan messages', value: formatCount(point.messages), color: CHART_COLORS.brand400 }],
});

/** Fan messages by hour of the day (UTC); the busiest hours are drawn in the accent colour. */
export function HourlyActivityChart({ data, peakHours }: { data: HourCount[]; peakHours: readonly number[] }) {
  const base = useGradientId('hour-base');
  const peak = useGradientId('hour-peak');
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id={base} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={CHART_COLORS.brand400} stopOpacity={0.85} />
            <stop offset="100%" stopColor={CHART_COLORS.brand500} stopOpacity={0.35} />
          </linearGradient>
          <linearGradient id={peak} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={CHART_COLORS.flare400} />
            <stop offset="100%" stopColor={CHART_COLORS.brand500} stopOpacity={0.7} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="hour" {...AXIS_PROPS} ticks={TICKS} interval={0} tickFormatter={twoDigitHour} tickMargin={8} />
        <YAxis {...AXIS_PROPS} allowDecimals={false} width={36} />
        <Tooltip cursor={{ fill: CHART_COLORS.cursor }} content={(props) => <ChartTooltip {...props} describe={describe} />} />
        <Bar dataKey="messages" radius={[4, 4, 0, 0]} maxBarSize={22}>
          {data.map((point) => (
            <Cell key={point.hour} fill={`url(#${peakHours.includes(point.hour) ? peak : base})`} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
