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
  /** The update is done with (its reply went out, or it moved to the queue): its row goes, soon. */
  finished(updateId: number): void;
  /** Whether every fetched batch is written (one failed write is tried again): only then may a stop confirm the offset. */
  stored(): Promise<boolean>;
  /** Deletes the rows of every finished update now; resolves once they are gone. */
  settled(): Promise<void>;
}

/** How long the rows of finished updates wait for the next batch's insert to take them along before they are deleted on their own. */
const FORGET_WITHIN_MS = 1_000;

/**
 * One bot's journal of polled updates (decision 024). The rows of finished
 * updates go with the next batch's insert (one statement for both), or
 * within FORGET_WITHIN_MS when no batch comes: under load a message costs
 * the journal well under one round trip. An update left behind by a kill is
 * handled again by the next lease holder: silent if its reply was recorded,
 * so what a late delete can cost is a notice (a paywall, a greeting) sent
 * twice, never a lost or doubly charged message.
 */
export function createPollJournal(botId: string, deps: Pick<RunnerDeps, 'journalDb' | 'log'>): PollJournal {
  const fetched = new Map<number, PolledEvent>();
  let unstored: PolledEvent[] = [];
  let storing: Promise<void> = Promise.resolve();
  let done: number[] = [];
  /** Updates finished since the last successful write: a write tried again leaves them out, as no row of theirs may outlive them. */
  const finishedSinceWrite = new Set<number>();
  let forgetTimer: NodeJS.Timeout | undefined;
  let forgetting: Promise<void> = Promise.resolve();

  /** Writes a batch and deletes the finished rows so far, in one statement; the finished ones go back to wait if it fails. */
  function store(batch: PolledEvent[]): Promise<void> {
    const polled = batch.filter((entry) => !finishedSinceWrite.has(entry.updateId));
    const finished = takeDone();
    unstored = polled;
    storing = journalPolledEvents(deps.journalDb, botId, polled, finished).then(
      () => {
        if (unstored === polled) unstored = [];
        finishedSinceWrite.clear();
      },
      (error: unknown) => {
        done.push(...finished);
        throw error;
      },
    );
    // Seen by the next fetch; a rejection is not unhandled meanwhile.
    storing.catch(() => {});
    return storing;
  }

  function takeDone(): number[] {
    clearTimeout(forgetTimer);
    forgetTimer = undefined;
    const finished = done;
    done = [];
    return finished;
  }

  function forgetNow(): Promise<void> {
    const finished = takeDone();
    if (!finished.length) return forgetting;
    // After the batches in hand are written: a delete before its row's insert would leave the row behind.
    forgetting = Promise.all([forgetting, storing.catch(() => {})])
      .then(() => forgetPolledUpdates(deps.journalDb, botId, finished))
      .catch((error: unknown) => {
        // Left rows cost at most a notice sent twice if this runner dies before the bot's next delete, never a lost message.
        deps.log.error('Could not forget finished polled updates', { bot_id: botId, updates: finished.length, error: String(error) });
      });
    return forgetting;
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
      finishedSinceWrite.add(updateId);
      forgetTimer ??= setTimeout(() => void forgetNow(), FORGET_WITHIN_MS);
    },
    stored: () => storing.catch(() => store(unstored)).then(
      () => true,
      () => false,
    ),
    settled: () => forgetNow().then(() => storing.catch(() => {})),
  };
}
