import { describe, expect, it } from 'vitest';
import { fairBotShares, type RunnerLoad } from './fleet-shares';

const runner = (runnerId: string, held = 0, capacity = 2000): RunnerLoad => ({ runnerId, capacity, held });
const shares = (bots: number, runners: RunnerLoad[]) => Object.fromEntries(fairBotShares(bots, runners));

describe('fairBotShares', () => {
  it('splits the bots evenly', () => {
    expect(shares(6, [runner('a', 6), runner('b'), runner('c')])).toEqual({ a: 2, b: 2, c: 2 });
    expect(shares(1, [runner('a'), runner('b')])).toEqual({ a: 1, b: 0 });
  });

  it('gives the odd bots to the runners holding most, so a fair fleet moves nothing', () => {
    expect(shares(7, [runner('a', 7), runner('b'), runner('c')])).toEqual({ a: 3, b: 2, c: 2 });
    expect(shares(7, [runner('a', 2), runner('b', 3), runner('c', 2)])).toEqual({ a: 2, b: 3, c: 2 });
    expect(shares(8, [runner('a', 2), runner('b', 3), runner('c', 3)])).toEqual({ a: 2, b: 3, c: 3 });
    // Ties go to the smaller id, the same on every runner.
    expect(shares(7, [runner('c', 2), runner('b', 2), runner('a', 2)])).toEqual({ a: 3, b: 2, c: 2 });
  });

  it('never goes past a capacity, and gives the rest to the runners with room', () => {
    expect(shares(6, [runner('a', 0, 1), runner('b', 0, 2), runner('c')])).toEqual({ a: 1, b: 2, c: 3 });
    expect(shares(6, [runner('a', 0, 1), runner('b')])).toEqual({ a: 1, b: 5 });
    expect(shares(10, [runner('a', 0, 1), runner('b', 0, 2)])).toEqual({ a: 1, b: 2 });
    expect(shares(5, [runner('a', 0, 3), runner('b', 0, 3)])).toEqual({ a: 3, b: 2 });
  });

  it('covers every bot while the capacities allow', () => {
    for (let bots = 0; bots <= 40; bots += 1) {
      const fleet = [runner('a', bots % 3, 1), runner('b', 0, 4), runner('c', 1, 9), runner('d', 2, 2000)];
      const given = [...fairBotShares(bots, fleet).values()];
      expect(given.reduce((sum, n) => sum + n, 0)).toBe(Math.min(bots, 1 + 4 + 9 + 2000));
      fleet.forEach((r) => expect(fairBotShares(bots, fleet).get(r.runnerId)).toBeLessThanOrEqual(r.capacity));
    }
  });

  it('gives nothing to share to nobody', () => {
    expect(shares(5, [])).toEqual({});
    expect(shares(0, [runner('a'), runner('b', 0, 1)])).toEqual({ a: 0, b: 0 });
  });
});
