import type { BotAnalytics } from '@fanline/core';
import { Scale } from 'lucide-react';
import { useId } from 'react';
import { formatUsd } from './analytics-format';
import { MarginValue } from './margin-value';

/** Revenue − AI cost − voice cost = margin, spelled out so the sum is checkable at a glance. */
export function BotMarginSummary({ margin }: { margin: BotAnalytics['margin'] }) {
  const titleId = useId();
  const parts = [
    { label: 'Revenue', value: formatUsd(margin.revenue) },
    { label: 'AI cost', value: `− ${formatUsd(margin.llm_cost)}` },
    { label: 'Voice cost', value: `− ${formatUsd(margin.voice_cost)}` },
  ];
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-ink-900/70 p-4 ring-1 ring-white/[0.06]" data-testid="bot-margin">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-white">
        <Scale aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
        Margin
      </h3>
      <p className="mt-0.5 text-xs text-zinc-500">What fans paid minus the AI and voice cost of replies, all time</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {parts.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-xs text-zinc-500">{label}</dt>
            <dd className="mt-0.5 font-semibold text-zinc-200 tabular-nums">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs text-zinc-500">Margin</dt>
          <dd className="mt-0.5">
            <MarginValue value={margin.margin} className="text-lg" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
