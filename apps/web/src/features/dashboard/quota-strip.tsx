import { planDisplayName, type PublicUser } from '@fanline/core';
import { AudioLines, Crown, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { messagesAllowanceLabel, messagesRemainingLabel, showsVoiceQuota, voiceRemainingLabel } from '../profile';

function Pill({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex h-8 items-center gap-1.5 rounded-full bg-white/[0.05] px-3 text-xs font-medium text-zinc-200 ring-1 ring-white/10 [&_svg]:size-3.5">
      {children}
    </span>
  );
}

/** The header's live balances (SPEC §2); refreshed by the 5-second user poll. */
export function QuotaStrip({ user }: { user: PublicUser }) {
  const allowance = messagesAllowanceLabel(user);
  return (
    <div className="flex flex-wrap items-center gap-2" aria-live="polite">
      <Pill>
        <Crown aria-hidden="true" className="text-amber-300" />
        <span>
          <span className="sr-only">Plan: </span>
          {planDisplayName(user.plan)}
        </span>
      </Pill>
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
