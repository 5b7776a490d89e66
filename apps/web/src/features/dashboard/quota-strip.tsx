import { planDisplayName, type PublicUser } from '@fanline/core';
import { AudioLines, ChevronRight, Crown, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { messagesAllowanceLabel, messagesRemainingLabel, showsVoiceQuota, voiceRemainingLabel } from '../profile';

const pillClass =
  'inline-flex h-8 items-center gap-1.5 rounded-full bg-white/[0.05] px-3 text-xs font-medium text-zinc-200 ring-1 ring-white/10 [&_svg]:size-3.5';

function Pill({ children }: { children: ReactNode }) {
  return <span className={pillClass}>{children}</span>;
}

interface QuotaStripProps {
  user: PublicUser;
  onOpenSubscription(): void;
}

/** The header's live balances (docs/product.md §9); refreshed by the 5-second user poll. The plan opens the subscription view. */
export function QuotaStrip({ user, onOpenSubscription }: QuotaStripProps) {
  const allowance = messagesAllowanceLabel(user);
  return (
    <div className="flex flex-wrap items-center gap-2" aria-live="polite">
      <button
        type="button"
        onClick={onOpenSubscription}
        title="Manage subscription"
        data-testid="plan-badge"
        className={cn(pillClass, 'transition hover:bg-white/[0.09] hover:ring-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400')}
      >
        <Crown aria-hidden="true" className="text-amber-300" />
        <span>
          <span className="sr-only">Plan: </span>
          {planDisplayName(user.plan)}
        </span>
        <ChevronRight aria-hidden="true" className="-mr-1 text-zinc-500" />
      </button>
      <Pill>
        <MessageCircle aria-hidden="true" className="text-brand-300" />
        <span>Messages: {messagesRemainingLabel(user)}</span>
        {allowance && <span className="text-zinc-500">/ {allowance}</span>}
      </Pill>
      {showsVoiceQuota(user) && (
        <Pill>
          <AudioLines aria-hidden="true" className="text-flare-400" />
          <span>Voice: {voiceRemainingLabel(user)}</span>
        </Pill>
      )}
    </div>
  );
}
