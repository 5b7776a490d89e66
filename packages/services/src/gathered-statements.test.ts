import { describe, expect, it } from 'vitest';
import type { Db } from '@fanline/db';
import { gatheredPerTurn } from './gathered-statements';

// The handle only keys the gathering here: each statement is the test's own function.
const db = {} as Db;

/** A statement over numbers that records each round it ran and fails as `fail` says. */
function numbers(fail: (round: readonly number[]) => Error | null = () => null) {
  const rounds: number[][] = [];
  const run = gatheredPerTurn<number, string>({
    groupKey: (n) => (n % 2 === 0 ? 'even' : 'odd'),
    run: async (_db, round) => {
      rounds.push([...round]);
      const error = fail(round);
      if (error) throw error;
      return round.map((n) => `answer ${n}`);
    },
  });
  return { run, rounds };
}

const refused = (code: string) => Object.assign(new Error(`refused ${code}`), { code });

describe('calls gathered per turn', () => {
  it('go as one statement per group, each caller answered in order', async () => {
    const { run, rounds } = numbers();
    expect(await Promise.all([1, 2, 3, 4].map((n) => run(db, n)))).toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 4']);
    expect(rounds).toEqual([[1, 3], [2, 4]]);
  });

  it('run a statement PostgreSQL refused again a call at a time, so only the bad call fails', async () => {
    const { run, rounds } = numbers((round) => (round.includes(3) ? refused('23503') : null));
    const settled = await Promise.allSettled([1, 3, 5].map((n) => run(db, n)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual(['answer 1', 'refused 23503', 'answer 5']);
    expect(rounds).toEqual([[1, 3, 5], [1], [3], [5]]);
  });

  it('give every caller the error when the connection was lost, since the statement may have committed', async () => {
    const { run, rounds } = numbers((round) => (round.length > 1 ? new Error('Connection terminated unexpectedly') : null));
    const settled = await Promise.allSettled([1, 3].map((n) => run(db, n)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(rounds).toEqual([[1, 3]]);
    const broken = numbers((round) => (round.length > 1 ? refused('08006') : null));
    expect((await Promise.allSettled([1, 3].map((n) => broken.run(db, n)))).map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(broken.rounds).toEqual([[1, 3]]);
  });

  it('answer the same call made twice twice, each with its own answer', async () => {
    const call = { fan: 'same' };
    const run = gatheredPerTurn<typeof call, number>({ groupKey: () => 'one', run: async (_db, round) => round.map((_, position) => position) });
    expect(await Promise.all([run(db, call), run(db, call)])).toEqual([0, 1]);
  });
});
