import { CHANNEL_NAMES, type BotAnalytics } from '@fanline/core';
import { CircleAlert, CircleDollarSign, MessagesSquare, RotateCw, Timer } from 'lucide-react';
import { Button } from '../../ui/button';
import { formatCount, formatDecimal, formatMs, formatPercent, formatUsd } from './analytics-format';
import { BotMarginSummary } from './bot-margin-summary';
import { CardSkeleton } from './card-placeholder';
import { FigureGroup } from './figure-group';
import { HourlyActivityCard } from './hourly-activity-card';
import { BOT_ANALYTICS_FAILED, useBotAnalytics } from './use-bot-analytics';

function Pill({ children }: { children: string }) {
  return (
    <span className="inline-flex h-6 items-center rounded-full bg-white/[0.06] px-2.5 text-xs font-semibold text-zinc-200 ring-1 ring-inset ring-white/12">
      {children}
    </span>
  );
}

function Figures({ data }: { data: BotAnalytics }) {
  const { message_stats: messages, revenue_stats: revenue, performance_stats: performance } = data;
  return (
    <div className="space-y-4" data-testid="bot-analytics">
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-500">
        <Pill>{data.bot_info.status}</Pill>
        <Pill>{CHANNEL_NAMES[data.bot_info.platform]}</Pill>
        <span>Totals are all time; “today” is the UTC day.</span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FigureGroup
          icon={MessagesSquare}
          title="Messages"
          figures={[
            { label: 'Today', value: formatCount(messages.today_messages) },
            { label: 'Total', value: formatCount(messages.total_messages) },
            { label: 'Unique fans', value: formatCount(messages.unique_users) },
            { label: 'Per fan', value: formatDecimal(messages.avg_messages_per_user) },
          ]}
        />
        <FigureGroup
          icon={CircleDollarSign}
          title="Revenue"
          figures={[
            { label: 'Today', value: formatUsd(revenue.today_revenue) },
            { label: 'Total', value: formatUsd(revenue.total_revenue) },
            { label: 'Per fan', value: formatUsd(revenue.revenue_per_user) },
            { label: 'Payments', value: formatCount(revenue.total_payments) },
          ]}
        />
      </div>
      <FigureGroup
        icon={Timer}
        title="Performance"
        figures={[
          { label: 'Response rate', value: formatPercent(performance.response_rate), note: 'Fan messages that got a reply' },
          { label: 'Avg response time', value: formatMs(performance.avg_response_time), note: 'From fan message to reply' },
        ]}
      />
      <HourlyActivityCard hours={data.trends.peak_hours} fallback={false} testId="bot-peak-hours-chart" className="p-4 sm:p-5" />
      <BotMarginSummary margin={data.margin} />
    </div>
  );
}

/** The body of the per-bot analytics dialog (docs/product.md §11, §3 per-bot analytics), loaded when the dialog opens. */
export function BotAnalyticsPanel({ botId, open }: { botId: string; open: boolean }) {
  const query = useBotAnalytics(botId, open);

  if (query.data) return <Figures data={query.data} />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center rounded-2xl bg-rose-500/[0.06] px-6 py-10 text-center ring-1 ring-rose-400/20" data-testid="bot-analytics-error">
        <CircleAlert aria-hidden="true" className="size-7 text-rose-300" />
        <p className="mt-3 font-semibold text-white">{BOT_ANALYTICS_FAILED}</p>
        <p className="mt-1 max-w-sm text-sm text-zinc-400">The figures could not be read just now. Your bot keeps running; only this view is affected.</p>
        <Button variant="secondary" size="sm" className="mt-5" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4" aria-busy="true">
      <div className="grid gap-4 sm:grid-cols-2">
        <CardSkeleton height={150} />
        <CardSkeleton height={150} />
      </div>
      <CardSkeleton height={90} />
      <CardSkeleton height={260} />
    </div>
  );
}
