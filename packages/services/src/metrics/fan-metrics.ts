import type { Platform } from '@fanline/core';
import type { FanTurnOutcome } from '../fans/fan-turn';
import { fanMessages, fanReplies, fanReplyWait, type FanOutcome } from './metrics-registry';

/** The outcome label of a decided fan turn; a redelivery (duplicate) has none, as it was counted the first time. */
export function fanOutcomeOf(outcome: FanTurnOutcome): FanOutcome | null {
  switch (outcome.kind) {
    case 'reply':
      return 'answered';
    case 'paywall':
    case 'crisis':
    case 'failed':
    case 'age_gate':
    case 'opted_out':
    case 'taken_over':
      return outcome.kind;
    case 'adults_only':
    case 'no_credits':
    case 'notice':
      return 'refused';
    case 'duplicate':
      return null;
  }
}

/** Counts a fan's message by what the pipeline decided. */
export function countFanMessage(channel: Platform, outcome: FanOutcome): void {
  fanMessages.inc({ channel, outcome });
}

/** Counts an answer that reached the channel, and how long the fan waited for it since `since`. */
export function countFanReply(channel: Platform, outcome: FanOutcome, since: Date): void {
  fanReplies.inc({ channel, outcome });
  fanReplyWait.observe({ channel }, Math.max(0, (Date.now() - since.getTime()) / 1000));
}
