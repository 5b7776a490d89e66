import { Ban, Hand, HeartPulse, ShieldOff, UserRound, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { StatusPill, type PillTone } from './status-pill';

/** What a conversation's fan can be marked with, in the order the marks are shown. */
const MARKS = {
  needs_human: { tone: 'amber', icon: Hand, text: 'Needs a human' },
  taken_over: { tone: 'brand', icon: UserRound, text: 'Taken over' },
  opted_out: { tone: 'muted', icon: Ban, text: 'Opted out' },
  blocked: { tone: 'rose', icon: ShieldOff, text: 'Blocked the bot' },
  crisis: { tone: 'amber', icon: HeartPulse, text: 'Crisis referral' },
} satisfies Record<string, { tone: PillTone; icon: LucideIcon; text: string }>;

export type FanMark = keyof typeof MARKS;

/**
 * The marks that apply, as a wrapping row of pills; nothing at all when none
 * does. A span, so it may stand inside a row's button.
 */
export function FanStatusPills({ marks, className }: { marks: Partial<Record<FanMark, boolean>>; className: string }) {
  const shown = (Object.keys(MARKS) as FanMark[]).filter((mark) => marks[mark]);
  if (shown.length === 0) return null;
  return (
    <span className={cn('flex flex-wrap', className)}>
      {shown.map((mark) => {
        const { tone, icon: Icon, text } = MARKS[mark];
        return (
          <StatusPill key={mark} tone={tone}>
            <Icon aria-hidden="true" />
            {text}
          </StatusPill>
        );
      })}
    </span>
  );
}
