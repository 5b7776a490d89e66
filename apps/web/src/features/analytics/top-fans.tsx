import type { FanMargin } from '@fanline/core';
import { formatUsd } from './analytics-format';
import { MarginValue } from './margin-value';

/** The creator's best-paying fans, with what serving each one costs. */
export function TopFans({ fans }: { fans: FanMargin[] }) {
  if (fans.length === 0) {
    return <p className="rounded-2xl bg-white/[0.03] px-4 py-6 text-center text-xs text-zinc-500">Fans who pay show up here, best first.</p>;
  }
  return (
    <ol className="space-y-2" data-testid="top-fans">
      {fans.map((fan, index) => (
        <li key={fan.fan_id} className="flex items-center gap-3 rounded-2xl bg-white/[0.03] px-3 py-2.5 ring-1 ring-white/[0.05]">
          <span aria-hidden="true" className="w-4 shrink-0 text-center text-xs font-semibold text-zinc-500">
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-white">{fan.fan_name}</p>
            {/* Wraps rather than truncates: on a phone the paid and cost figures would otherwise be cut off. */}
            <p className="line-clamp-2 text-xs text-zinc-500">
              via {fan.bot_name} · paid {formatUsd(fan.revenue)}, cost {formatUsd(fan.cost)}
            </p>
          </div>
          <MarginValue value={fan.margin} className="text-sm" />
        </li>
      ))}
    </ol>
  );
}
