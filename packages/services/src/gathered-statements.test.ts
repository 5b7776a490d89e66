import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@fanline/db';
import { gatheredWhileBusy, STALLED_AFTER_MS, type GatheredStatement } from './gathered-statements';

// The handle only keys the gathering here: each statement is the test's own function.
const db = {} as Db;

/**
 * A statement over numbers, odd and even in two groups, that records each
 * round it started and fails as `fail` says. Every statement stays in flight
 * until the test opens the gate, so the test decides what arrives meanwhile.
 */
function numbers(fail: (round: readonly number[]) => Error | null = () => null, rounds?: GatheredStatement<number, string>['rounds']) {
  const started: number[][] = [];
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const run = gatheredWhileBusy<number, string>({
    groupKey: (n) => (n % 2 === 0 ? 'even' : 'odd'),
    ...(rounds ? { rounds } : {}),
    run: async (_db, round) => {
      started.push([...round]);
      await gate;
      const error = fail(round);
      if (error) throw error;
      return round.map((n) => `answer ${n}`);
    },
  });
  return { run, started, open };
}

/** As distinctRounds does for a fan twice: a number seen again starts the next round. */
function distinct(group: number[]): number[][] {
  const rounds: number[][] = [];
  let round: number[] = [];
  for (const n of group) {
    if (round.includes(n)) {
      rounds.push(round);
      round = [];
    }
    round.push(n);
  }
  return [...rounds, round];
}

const refused = (code: string) => Object.assign(new Error(`refused ${code}`), { code });
const outcomes = (settled: PromiseSettledResult<string>[]) => settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message));

describe('calls gathered while their group is busy', () => {
  afterEach(() => vi.useRealTimers());

  it('stop waiting for a statement in flight too long: the calls behind it go as the next statement', async () => {
    vi.useFakeTimers();
    const { run, started, open } = numbers();
    const first = run(db, 1);
    const behind = run(db, 3);
    vi.advanceTimersByTime(STALLED_AFTER_MS - 1);
    expect(started).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual([[1], [3]]);
    open();
    expect(await Promise.all([first, behind])).toEqual(['answer 1', 'answer 3']);
    // Both ended; the group is idle again, and a lone call goes at once.
    const later = run(db, 5);
    expect(started).toEqual([[1], [3], [5]]);
    expect(await later).toBe('answer 5');
  });

  it('start a lone call’s statement at once, before the caller’s turn ends', async () => {
    const { run, started, open } = numbers();
    const answer = run(db, 1);
    expect(started).toEqual([[1]]);
    open();
    expect(await answer).toBe('answer 1');
    // The group went idle with its statement: the next lone call goes at once too.
    const again = run(db, 3);
    expect(started).toEqual([[1], [3]]);
    expect(await again).toBe('answer 3');
  });

  it('send the calls made while their group’s statement is in flight together as the next, groups side by side', async () => {
    const { run, started, open } = numbers();
    const answers = Promise.all([1, 2, 3, 4, 5, 6].map((n) => run(db, n)));
    // Each group's first call went at once, the odd and the even side by side; the rest wait.
    expect(started).toEqual([[1], [2]]);
    open();
    expect(await answers).toEqual([1, 2, 3, 4, 5, 6].map((n) => `answer ${n}`));
    expect(started).toHaveLength(4);
    expect(started).toEqual(expect.arrayContaining([[3, 5], [4, 6]]));
  });

  it('send at most 100 calls in a statement, the rest in further statements, in the order made', async () => {
    const { run, started, open } = numbers();
    const odd = Array.from({ length: 251 }, (_, i) => 2 * i + 1);
    const answers = Promise.all(odd.map((n) => run(db, n)));
    open();
    expect(await answers).toEqual(odd.map((n) => `answer ${n}`));
    expect(started.map((round) => round.length)).toEqual([1, 100, 100, 50]);
    expect(started.flat()).toEqual(odd);
  });

  it('cut a batch into rounds, each a later statement, in order', async () => {
    const { run, started, open } = numbers(undefined, distinct);
    const answers = Promise.all([1, 3, 5, 3, 7].map((n) => run(db, n)));
    open();
    expect(await answers).toEqual(['answer 1', 'answer 3', 'answer 5', 'answer 3', 'answer 7']);
    expect(started).toEqual([[1], [3, 5], [3, 7]]);
  });

  it('run a statement PostgreSQL refused again a call at a time, so only the bad call fails', async () => {
    const { run, started, open } = numbers((round) => (round.includes(5) ? refused('23503') : null));
    const settled = Promise.allSettled([1, 3, 5, 7].map((n) => run(db, n)));
    open();
    expect(outcomes(await settled)).toEqual(['answer 1', 'answer 3', 'refused 23503', 'answer 7']);
    expect(started).toEqual([[1], [3, 5, 7], [3], [5], [7]]);
  });

  it('give every caller the error when the connection was lost, since the statement may have committed', async () => {
    const lost = numbers((round) => (round.length > 1 ? new Error('Connection terminated unexpectedly') : null));
    const settled = Promise.allSettled([1, 3, 5].map((n) => lost.run(db, n)));
    lost.open();
    expect((await settled).map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(lost.started).toEqual([[1], [3, 5]]);
    // The failure left the group idle: the next call goes at once.
    void lost.run(db, 9);
    expect(lost.started.at(-1)).toEqual([9]);

    const broken = numbers((round) => (round.length > 1 ? refused('08006') : null));
    const brokenSettled = Promise.allSettled([1, 3, 5].map((n) => broken.run(db, n)));
    broken.open();
    expect((await brokenSettled).map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(broken.started).toEqual([[1], [3, 5]]);
  });

  it('answer the same call made twice twice, each with its own answer', async () => {
    const call = { fan: 'same' };
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const run = gatheredWhileBusy<typeof call, number>({
      groupKey: () => 'one',
      run: async (_db, round) => {
        await gate;
        return round.map((_, position) => position);
      },
    });
    // The first goes alone; the two made while it is in flight share the next statement.
    const answers = Promise.all([run(db, call), run(db, call), run(db, call)]);
    open();
    expect(await answers).toEqual([0, 0, 1]);
  });
});
