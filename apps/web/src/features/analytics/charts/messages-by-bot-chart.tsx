import type { BotMessages } from '@fanline/core';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../analytics-format';
import { CHART_COLORS, useGradientId } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';

const NAME_CHARS = 16;
const NAME_WIDTH = 124;
const shortName = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name);

interface NameTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/** One line per bot name: recharts' own tick text wraps long names into a stack. */
function NameTick({ x = 0, y = 0, payload }: NameTickProps) {
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fill="#d4d4d8" fontSize={12}>
      {shortName(String(payload?.value ?? ''))}
    </text>
  );
}

const describe = (bot: BotMessages) => ({
  title: bot.bot_name,
  rows: [{ label: 'Fan messages', value: formatCount(bot.messages), color: CHART_COLORS.brand400 }],
});

/** One horizontal bar per bot, busiest first, so long bot names stay readable. */
export function MessagesByBotChart({ data }: { data: BotMessages[] }) {
  const fill = useGradientId('bot-fill');
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 40, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id={fill} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0%" stopColor={CHART_COLORS.brand500} />
            <stop offset="100%" stopColor={CHART_COLORS.flare400} />
          </linearGradient>
        </defs>
        <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis type="category" dataKey="bot_name" tickLine={false} axisLine={false} tick={<NameTick />} width={NAME_WIDTH} tickMargin={6} />
        <Tooltip cursor={{ fill: CHART_COLORS.cursor }} content={(props) => <ChartTooltip {...props} describe={describe} />} />
        <Bar dataKey="messages" fill={`url(#${fill})`} radius={[0, 6, 6, 0]} maxBarSize={22}>
          <LabelList dataKey="messages" position="right" fill="#a1a1aa" fontSize={11} formatter={(value) => formatCount(Number(value))} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
