import type { BotMessages } from '@fanline/core';
import { ChartBar } from 'lucide-react';
import { AnalyticsCard } from './analytics-card';
import { formatCount } from './analytics-format';
import { CardPlaceholder, CardSkeleton } from './card-placeholder';
import { ChartFrame } from './chart-frame';
import { MessagesByBotChart } from './lazy-charts';
import type { DashboardCardProps } from './section-props';

/** Enough bars to compare; a long tail of quiet bots would only squeeze the names. */
const MAX_BARS = 6;
const ROW_HEIGHT = 38;

function summarise(bots: BotMessages[]): string {
  const parts = bots.map((b) => `${b.bot_name} ${formatCount(b.messages)}`).join(', ');
  return `Fan messages by bot over the last 30 days (UTC): ${parts}.`;
}

/** Which bots fans talk to most over the last 30 UTC days. */
export function MessagesByBotCard({ data, fallback }: DashboardCardProps) {
  const busy = (data?.messages_by_bot ?? []).filter((b) => b.messages > 0);
  const shown = busy.slice(0, MAX_BARS);
  const height = Math.max(shown.length * ROW_HEIGHT, 120);
  const noBots = data?.total_bots === 0;
  return (
    <AnalyticsCard
      title="Messages by bot"
      description={busy.length > MAX_BARS ? `Top ${MAX_BARS} of ${busy.length} bots, last 30 days (UTC)` : 'Last 30 days (UTC)'}
      fallback={fallback}
    >
      {!data ? (
        <CardSkeleton height={160} />
      ) : shown.length === 0 ? (
        <CardPlaceholder icon={ChartBar} title={fallback ? 'Unavailable right now' : noBots ? 'No bots yet' : 'No fan messages yet'}>
          {fallback
            ? 'Messages per bot could not be loaded.'
            : noBots
              ? 'Create and deploy a bot; each bot’s share of fan messages appears here.'
              : 'Each bot’s share of fan messages appears here once fans start writing to them.'}
        </CardPlaceholder>
      ) : (
        <ChartFrame
          testId="messages-by-bot-chart"
          summary={summarise(shown)}
          height={height}
          grow
          table={{
            caption: 'Fan messages per bot, last 30 days (UTC)',
            columns: ['Bot', 'Fan messages'],
            rows: busy.map((b) => [b.bot_name, formatCount(b.messages)]),
          }}
        >
          <MessagesByBotChart data={shown} />
        </ChartFrame>
      )}
    </AnalyticsCard>
  );
}
