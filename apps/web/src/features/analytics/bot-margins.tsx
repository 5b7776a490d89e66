import type { BotMargin } from '@fanline/core';
import { formatUsd } from './analytics-format';
import { MarginValue } from './margin-value';

const th = 'px-3 py-2 text-right text-xs font-medium text-zinc-500 first:pl-0 first:text-left last:pr-0';
const td = 'px-3 py-3 text-right text-sm tabular-nums text-zinc-300 first:pl-0 first:text-left last:pr-0';

/** Per-bot margin: a table from `sm` up, one small card per bot on phones. */
export function BotMargins({ bots }: { bots: BotMargin[] }) {
  return (
    <>
      <table className="hidden w-full sm:table" data-testid="bot-margins-table">
        <thead className="border-b border-white/[0.06]">
          <tr>
            <th scope="col" className={th}>Bot</th>
            <th scope="col" className={th}>Revenue</th>
            <th scope="col" className={th}>AI cost</th>
            <th scope="col" className={th}>Voice cost</th>
            <th scope="col" className={th}>Margin</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/[0.06]">
          {bots.map((bot) => (
            <tr key={bot.bot_id}>
              <th scope="row" className={`${td} max-w-48 truncate font-medium text-white`}>{bot.name}</th>
              <td className={td}>{formatUsd(bot.revenue)}</td>
              <td className={td}>{formatUsd(bot.llm_cost)}</td>
              <td className={td}>{formatUsd(bot.voice_cost)}</td>
              <td className={td}><MarginValue value={bot.margin} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 sm:hidden">
        {bots.map((bot) => (
          <li key={bot.bot_id} className="rounded-2xl bg-white/[0.03] p-4 ring-1 ring-white/[0.05]">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 truncate font-medium text-white">{bot.name}</p>
              <MarginValue value={bot.margin} />
            </div>
            <p className="mt-1 text-xs text-zinc-500">
              {formatUsd(bot.revenue)} revenue − {formatUsd(bot.llm_cost)} AI − {formatUsd(bot.voice_cost)} voice
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
