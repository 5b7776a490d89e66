/** A small seeded PRNG (mulberry32), so a demo month can be generated again exactly. */
export interface DemoRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An index drawn in proportion to the weights. */
  weighted(weights: readonly number[]): number;
}

export function createDemoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      let x = next() * total;
      for (let i = 0; i < weights.length; i++) {
        x -= weights[i] ?? 0;
        if (x < 0) return i;
      }
      return weights.length - 1;
    },
  };
}
