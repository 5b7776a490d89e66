import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A broadcast's pace per bot. Telegram's Bots FAQ ("My bot is hitting limits,
 * how do I avoid this?", https://core.telegram.org/bots/faq) says that for
 * bulk notifications to many users the API allows about 30 messages a second,
 * and that a bot should not send more than one message a second into one
 * chat. A broadcast sends at most 25 a second, leaving room under the 30 for
 * the bot's live replies meanwhile. The one-a-second-per-chat rule holds by
 * construction: each fan gets the broadcast once, as one message (its text
 * must fit one, see broadcastTextProblem).
 */
export const BROADCAST_SENDS_PER_SECOND = 25;

export interface Pacer {
  /** Resolves when the next send may start: at least 1/rate seconds after the one before, however many wait. */
  next(): Promise<void>;
}

/**
 * Spaces sends evenly, so no second ever holds more than `perSecond` of them.
 * Each turn is measured from when the one before actually went, not when it
 * was due, so a timer that fires late (a busy event loop) is not made up for
 * with a burst. The first waits one gap too: a slice that starts right after
 * the previous one ended does not add a burst at the seam.
 */
export function createPacer(perSecond: number): Pacer {
  const gapMs = 1000 / perSecond;
  let last = performance.now();
  let queue: Promise<void> = Promise.resolve();
  return {
    next() {
      const turn = queue.then(async () => {
        const wait = last + gapMs - performance.now();
        if (wait > 0) await sleep(wait);
        last = performance.now();
      });
      queue = turn;
      return turn;
    },
  };
}
