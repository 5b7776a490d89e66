import DataLoader from 'dataloader';
import type { Db } from '@fanline/db';

/** More calls than this in one turn of the event loop go as further batches. */
const MAX_PER_BATCH = 100;

export interface GatheredStatement<Call, Answer> {
  /** Calls with the same key may share a statement; different keys go side by side. */
  groupKey(call: Call): string;
  /** Cuts a group into consecutive runs, in order, each a statement run after the one before (default: one). */
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
 * statement PostgreSQL refused is run again a call at a time, in order, so
 * one bad call fails only its own caller.
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
  // By position, not by the call: the same call object made twice gets two answers (two charges, two records).
  const groups = new Map<string, number[]>();
  calls.forEach((call, index) => {
    const key = statement.groupKey(call);
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const answers: (Answer | Error)[] = new Array<Answer | Error>(calls.length);
  await Promise.all(
    [...groups.values()].map(async (indices) => {
      const group = indices.map((index) => calls[index] as Call);
      let next = 0;
      for (const round of statement.rounds?.(group) ?? [group]) {
        const answered = await runRound(db, statement, round);
        round.forEach((_, i) => (answers[indices[next + i] as number] = answered[i] as Answer | Error));
        next += round.length;
      }
    }),
  );
  return answers;
}

/**
 * A round's statement. One refused by PostgreSQL (a constraint, a deadlock)
 * was rolled back whole, so its calls are run again one at a time. A lost
 * connection leaves unknown whether it committed: running it again could
 * record an exchange twice, so every caller gets the error, as a single
 * statement's caller would.
 */
async function runRound<Call, Answer>(db: Db, statement: GatheredStatement<Call, Answer>, round: readonly Call[]): Promise<(Answer | Error)[]> {
  try {
    return await statement.run(db, round);
  } catch (error) {
    if (round.length === 1 || !rolledBack(error)) return round.map(() => asError(error));
    const answers: (Answer | Error)[] = [];
    // Through a promise, so a call that throws before its statement starts fails only itself.
    for (const call of round) answers.push(await Promise.resolve([call]).then((one) => statement.run(db, one)).then(([answer]) => answer as Answer, asError));
    return answers;
  }
}

/** PostgreSQL reported the statement failed (an SQLSTATE), other than a broken connection (08), a shutdown (57P) or an internal error (XX). */
function rolledBack(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57P|XX)/.test(code);
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
