import type { Update } from 'grammy/types';
import { forgetPolledUpdates, journalPolledEvents, telegramInboundEvent, type PolledEvent } from '@fanline/services';
import type { RunnerDeps } from './runner-deps';

export interface PollJournal {
  /**
   * Fetches a batch after the previous one is stored. @grammyjs/runner
   * confirms a batch to Telegram with the getUpdates call that follows it,
   * while the batch is still being handled, so that call waits for the
   * batch's rows: a confirmed update still exists here until it is done
   * with. A batch that could not be stored makes this throw before fetching,
   * so the runner asks again with the same offset after its backoff, and
   * Telegram sends that batch again. The batch is handed over while its rows
   * are written: a reply is recorded only once sent, so an update handled
   * before its row exists is never lost (Telegram still holds it) and never
   * answered twice (a recorded reply stays silent).
   */
  fetch(getUpdates: () => Promise<Update[]>): Promise<Update[]>;
  /** The event of a fetched update, taken once by its handler; undefined: nothing to answer (a pre-checkout query). */
  take(updateId: number): PolledEvent | undefined;
  /** The update is done with (its reply went out, or it moved to the queue): its row goes. */
  finished(updateId: number): void;
  /** Resolves once the rows of every finished update are deleted. */
  settled(): Promise<void>;
}

/**
 * One bot's journal of polled updates (decision 024). Finished updates are
 * deleted as soon as they finish (once their batch's rows are written), those
 * finishing while a delete runs together in the next one: an update left
 * behind by a kill is redone by the next lease holder, so the rows must not
 * outlive their replies by more than a round trip.
 */
export function createPollJournal(botId: string, deps: Pick<RunnerDeps, 'db' | 'log'>): PollJournal {
  const fetched = new Map<number, PolledEvent>();
  let unstored: PolledEvent[] = [];
  let storing: Promise<void> = Promise.resolve();
  const done: number[] = [];
  let forgetting: Promise<void> | undefined;

  function store(polled: PolledEvent[]): Promise<void> {
    unstored = polled;
    storing = journalPolledEvents(deps.db, botId, polled).then(() => {
      if (unstored === polled) unstored = [];
    });
    // Seen by the next fetch; a rejection is not unhandled meanwhile.
    storing.catch(() => {});
    return storing;
  }

  async function forgetDone(): Promise<void> {
    while (done.length) {
      // A delete before its batch's insert would leave the row behind.
      await storing.catch(() => {});
      const updateIds = done.splice(0);
      await forgetPolledUpdates(deps.db, botId, updateIds).catch((error: unknown) =>
        // Left rows cost at most a reply sent twice if this runner dies before the bot's next delete, never a lost one.
        deps.log.error('Could not forget finished polled updates', { bot_id: botId, updates: updateIds.length, error: String(error) }),
      );
    }
    forgetting = undefined;
  }

  return {
    async fetch(getUpdates) {
      // The offset of this call confirms the last batch: only once it is stored (written again if that failed).
      await storing.catch(() => store(unstored));
      const updates = await getUpdates();
      const polled = updates.flatMap((update) => {
        const event = telegramInboundEvent(botId, update);
        return event ? [{ updateId: update.update_id, event }] : [];
      });
      for (const entry of polled) fetched.set(entry.updateId, entry);
      if (polled.length) void store(polled);
      return updates;
    },
    take(updateId) {
      const entry = fetched.get(updateId);
      fetched.delete(updateId);
      return entry;
    },
    finished(updateId) {
      done.push(updateId);
      forgetting ??= forgetDone();
    },
    settled: () => forgetting ?? storing.catch(() => {}),
  };
}
