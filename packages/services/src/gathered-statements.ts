import DataLoader from 'dataloader';
import type { Db } from '@fanline/db';

/** More calls than this in one turn of the event loop go as further batches. */
const MAX_PER_BATCH = 100;

export interface GatheredStatement<Call, Answer> {
  /** Calls with the same key may share a statement; different keys go side by side. */
  groupKey(call: Call): string;
  /** Splits a group, in order, into statements run one after another (default: one). */
  rounds?(group: Call[]): Call[][];
  /** One statement for the round; one answer per call, in order. */
  run(db: Db, round: readonly Call[]): Promise<Answer[]>;
}

/**
 * Calls made in one turn of the event loop, gathered per database handle
 * into one statement per group (decisions 021 and 032): under load, one
 * round trip and one commit serve many callers. The batch runs in
 * setImmediate, after the turn's I/O callbacks have made their calls, so a
 * lone call waits only for the end of its turn. Nothing is cached. A
 * statement that fails is run again a call at a time, in order, so one bad
 * call fails only its own caller.
 */
export function gatheredPerTurn<Call, Answer>(statement: GatheredStatement<Call, Answer>): (db: Db, call: Call) => Promise<Answer> {
  const loaders = new WeakMap<Db, DataLoader<Call, Answer>>();
  return (db, call) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader((calls) => runGathered(db, statement, calls), {
        cache: false,
        batchScheduleFn: (send) => setImmediate(send),
        maxBatchSize: MAX_PER_BATCH,
      });
      loaders.set(db, loader);
    }
    return loader.load(call);
  };
}

async function runGathered<Call, Answer>(db: Db, statement: GatheredStatement<Call, Answer>, calls: readonly Call[]): Promise<(Answer | Error)[]> {
  const groups = new Map<string, Call[]>();
  for (const call of calls) {
    const group = groups.get(statement.groupKey(call));
    if (group) group.push(call);
    else groups.set(statement.groupKey(call), [call]);
  }
  const answers = new Map<Call, Answer | Error>();
  await Promise.all(
    [...groups.values()].map(async (group) => {
      for (const round of statement.rounds?.(group) ?? [group]) {
        const answered = await runRound(db, statement, round);
        round.forEach((call, i) => answers.set(call, answered[i] as Answer | Error));
      }
    }),
  );
  return calls.map((call) => answers.get(call) as Answer | Error);
}

async function runRound<Call, Answer>(db: Db, statement: GatheredStatement<Call, Answer>, round: readonly Call[]): Promise<(Answer | Error)[]> {
  try {
    return await statement.run(db, round);
  } catch (error) {
    if (round.length === 1) return [asError(error)];
    const answers: (Answer | Error)[] = [];
    for (const call of round) answers.push(await statement.run(db, [call]).then(([answer]) => answer as Answer, asError));
    return answers;
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
