import { Scale } from 'lucide-react';
import { AnalyticsCard } from './analytics-card';
import { BotMargins } from './bot-margins';
import { CardPlaceholder, CardSkeleton } from './card-placeholder';
import { MarginValue } from './margin-value';
import type { DashboardCardProps } from './section-props';
import { TopFans } from './top-fans';

/**
 * Margin per bot and per top fan: what fans paid minus what their replies cost
 * (AI tokens at the model's price, plus voice synthesis). Not in the product spec; it
 * answers "is this bot worth running?", which revenue alone cannot.
 */
export function MarginsCard({ data, fallback }: DashboardCardProps) {
  const bots = data?.margins.by_bot ?? [];
  const total = bots.reduce((sum, b) => sum + b.margin, 0);
  return (
    <AnalyticsCard
      title="Margins"
      description="What fans paid minus the AI and voice cost of their replies, all time"
      fallback={fallback}
      testId="margins"
      aside={
        bots.length > 0 ? (
          <p className="text-xs text-zinc-400">
            Total margin <MarginValue value={total} className="ml-1 text-base" />
          </p>
        ) : undefined
      }
    >
      {!data ? (
        <CardSkeleton height={160} />
      ) : bots.length === 0 ? (
        <CardPlaceholder icon={Scale} title={fallback ? 'Margins unavailable' : 'No margins yet'}>
          {fallback
            ? 'Margins could not be loaded.'
            : 'Once your bots are chatting, each one’s revenue, its AI and voice cost, and the margin left over show up here, with your best-paying fans.'}
        </CardPlaceholder>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1.6fr_1fr]">
          <div className="min-w-0">
            <h4 className="mb-2 text-xs font-semibold tracking-wide text-zinc-400 uppercase">By bot</h4>
            <BotMargins bots={bots} />
          </div>
          <div className="min-w-0">
            <h4 className="mb-2 text-xs font-semibold tracking-wide text-zinc-400 uppercase">Top fans</h4>
            <TopFans fans={data.margins.top_fans} />
          </div>
        </div>
      )}
    </AnalyticsCard>
  );
}
