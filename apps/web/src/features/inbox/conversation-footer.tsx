import { Ban, Bot, Sparkles } from 'lucide-react';
import { Composer } from './composer';
import type { ConversationDetail } from './inbox-types';
import { TakeoverButton } from './takeover-button';
import type { useTakeover } from './use-takeover';

interface ConversationFooterProps {
  detail: ConversationDetail;
  takeover: ReturnType<typeof useTakeover>;
}

/**
 * Under the transcript: the reply box with the "you're replying" banner while
 * taken over; otherwise how to step in. An opted-out fan cannot be written to.
 * On a phone the Take over / Hand back button lives here rather than in the header.
 */
export function ConversationFooter({ detail, takeover }: ConversationFooterProps) {
  const { fan, bot } = detail;
  if (!detail.taken_over) {
    return (
      <div className="flex items-center gap-3 border-t border-white/[0.06] bg-ink-900/60 px-4 py-3">
        <Sparkles aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
        <p className="min-w-0 flex-1 text-[13px] text-zinc-400">
          {bot.name} is answering {fan.name}.<span className="hidden sm:inline"> Take over to pause the AI and reply yourself.</span>
        </p>
        <TakeoverButton takenOver={false} takeover={takeover} className="sm:hidden" />
      </div>
    );
  }
  return (
    <div>
      <div role="status" className="flex items-center gap-2 border-t border-brand-400/20 bg-brand-500/[0.09] px-4 py-2.5 text-[13px] text-brand-100">
        <Bot aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
        <p className="min-w-0 flex-1">
          You're replying as <span className="font-semibold">{bot.name}</span>. The AI is paused for this fan.
        </p>
        <TakeoverButton takenOver takeover={takeover} className="sm:hidden" />
      </div>
      {fan.opted_out ? (
        <p className="flex items-center gap-2 border-t border-white/[0.06] bg-ink-900/60 px-4 py-4 text-[13px] text-zinc-400">
          <Ban aria-hidden="true" className="size-4 shrink-0" />
          {fan.name} opted out of messages, so nothing can be sent to them.
        </p>
      ) : (
        <Composer conversationId={detail.id} fanName={fan.name} />
      )}
    </div>
  );
}
