import type { Update } from 'grammy/types';
import { forgetPolledUpdates, journalPolledEvents, telegramInboundEvent, type PolledEvent } from '@fanline/services';
import type { RunnerDeps } from './runner-deps';

export interface PollJournal {
  /**
   * Fetches a batch and stores its events before handing it over.
   * @grammyjs/runner confirms a batch to Telegram with the getUpdates call
   * that follows it, while the batch is still being handled; once stored, a
   * confirmed update still exists here until its reply went out. A batch
   * that cannot be stored throws, so the runner fetches it again (same
   * offset) after its backoff instead of confirming it.
   */
  fetch(getUpdates: () => Promise<Update[]>): Promise<Update[]>;
  /** The stored event of a fetched update, taken once by its handler; undefined: nothing to answer (a pre-checkout query). */
  take(updateId: number): PolledEvent | undefined;
  /** The update is done with (its reply went out, or it moved to the queue): its row goes. */
  finished(updateId: number): void;
  /** Resolves once the rows of every finished update are deleted. */
  settled(): Promise<void>;
}

/**
 * One bot's journal of polled updates (decision 024). Finished updates are
 * deleted as soon as they finish, those finishing while a delete runs
 * together in the next one: an update left behind by a kill is redone by the
 * next lease holder and its reply sent again, so the rows must not outlive
 * their replies by more than a round trip.
 */
export function createPollJournal(botId: string, deps: Pick<RunnerDeps, 'db' | 'log'>): PollJournal {
  const fetched = new Map<number, PolledEvent>();
  const done: number[] = [];
  let forgetting: Promise<void> | undefined;

  async function forgetDone(): Promise<void> {
    while (done.length) {
      const updateIds = done.splice(0);
      await forgetPolledUpdates(deps.db, botId, updateIds).catch((error: unknown) =>
        // Left rows cost a reply sent twice if this runner dies before its next delete succeeds, never a lost one.
        deps.log.error('Could not forget finished polled updates', { bot_id: botId, updates: updateIds.length, error: String(error) }),
      );
    }
    forgetting = undefined;
  }

  return {
    async fetch(getUpdates) {
      const updates = await getUpdates();
      const polled = updates.flatMap((update) => {
        const event = telegramInboundEvent(botId, update);
        return event ? [{ updateId: update.update_id, event }] : [];
      });
      await journalPolledEvents(deps.db, botId, polled);
      for (const entry of polled) fetched.set(entry.updateId, entry);
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
    settled: () => forgetting ?? Promise.resolve(),
  };
}
