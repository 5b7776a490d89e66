import { describe, expect, it } from 'vitest';
import { createPacer } from './broadcast-pacing';

describe('createPacer', () => {
  it('spaces sends at least 1/rate apart, however many wait at once', async () => {
    const pacer = createPacer(50);
    const times: number[] = [];
    await Promise.all(Array.from({ length: 6 }, () => pacer.next().then(() => times.push(performance.now()))));
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(18);
  });
});
