import { BADGE_LABELS, botStatus, type BotBadge } from '@fanline/core';
import type { BotView } from '../../lib/bot-view';
import { cn } from '../../lib/cn';
import { Tooltip } from '../../ui/tooltip';

const BADGE_STYLES: Record<BotBadge, { pill: string; dot: string }> = {
  online: { pill: 'bg-emerald-400/12 text-emerald-300 ring-emerald-400/25', dot: 'bg-emerald-400 shadow-[0_0_8px] shadow-emerald-400/70' },
  draft: { pill: 'bg-white/[0.06] text-zinc-300 ring-white/12', dot: 'bg-zinc-400' },
  needs_attention: { pill: 'bg-amber-400/12 text-amber-200 ring-amber-400/25', dot: 'bg-amber-400' },
};

/** The dashboard badge (docs/product.md §7, rule in core `botStatus`); its tooltip lists why a bot needs attention. */
export function BotStatusBadge({ bot }: { bot: BotView }) {
  const { badge, reasons } = botStatus(bot);
  const style = BADGE_STYLES[badge];
  const pillClass = cn('inline-flex h-6 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset', style.pill);
  const content = (
    <>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', style.dot)} />
      {BADGE_LABELS[badge]}
    </>
  );
  if (reasons.length === 0) return <span className={pillClass}>{content}</span>;

  return (
    <Tooltip
      content={
        <ul className="list-disc space-y-0.5 pl-4">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      }
    >
      {/* A focusable span, not a button: it does nothing on press, and keyboard users still reach the reasons. */}
      <span tabIndex={0} className={cn(pillClass, 'cursor-help')}>
        {content}
      </span>
    </Tooltip>
  );
}
