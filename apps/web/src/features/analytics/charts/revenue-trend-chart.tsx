import type { TrendPoint } from '@fanline/core';
import { Area, Bar, CartesianGrid, ComposedChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDayUtc, formatUsd, formatUsdCompact } from '../analytics-format';
import { AXIS_PROPS, CHART_COLORS, useGradientId } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';

const describe = (point: TrendPoint) => ({
  title: `${formatDayUtc(point.date, true)} (UTC)`,
  rows: [
    { label: 'Revenue', value: formatUsd(point.revenue), color: CHART_COLORS.flare400 },
    { label: 'Fan messages', value: formatCount(point.messages), color: CHART_COLORS.brand300 },
  ],
});

/** Daily revenue as a filled area, with fan messages as faint bars behind it on their own scale. */
export function RevenueTrendChart({ data }: { data: TrendPoint[] }) {
  const fill = useGradientId('revenue-fill');
  const stroke = useGradientId('revenue-stroke');
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id={fill} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={CHART_COLORS.brand500} stopOpacity={0.45} />
            <stop offset="100%" stopColor={CHART_COLORS.brand500} stopOpacity={0} />
          </linearGradient>
          <linearGradient id={stroke} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0%" stopColor={CHART_COLORS.brand400} />
            <stop offset="100%" stopColor={CHART_COLORS.flare400} />
          </linearGradient>
        </defs>
        {/* Two y axes: the grid must name the one whose ticks it follows, or it draws none. */}
        <CartesianGrid yAxisId="revenue" vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="date" {...AXIS_PROPS} tickFormatter={(day: string) => formatDayUtc(day)} minTickGap={28} tickMargin={8} />
        <YAxis yAxisId="revenue" {...AXIS_PROPS} tickFormatter={formatUsdCompact} width={52} />
        <YAxis yAxisId="messages" orientation="right" hide allowDecimals={false} />
        <Tooltip cursor={{ stroke: 'rgb(255 255 255 / 0.18)' }} content={(props) => <ChartTooltip {...props} describe={describe} />} />
        <Bar yAxisId="messages" dataKey="messages" fill={CHART_COLORS.muted} radius={[3, 3, 0, 0]} maxBarSize={14} isAnimationActive={false} />
        <Area
          yAxisId="revenue"
          type="monotone"
          dataKey="revenue"
          stroke={`url(#${stroke})`}
          strokeWidth={2.25}
          fill={`url(#${fill})`}
          activeDot={{ r: 4, fill: CHART_COLORS.flare400, stroke: '#fff', strokeWidth: 1.5 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
