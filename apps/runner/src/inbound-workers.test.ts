import { describe, expect, it } from 'vitest';
import { pollIntervalFor } from './inbound-workers';

describe('pollIntervalFor', () => {
  it('spreads the idle poll over the workers: the pool polls an empty queue about four times a second', () => {
    for (const concurrency of [8, 20, 50, 200]) expect(concurrency * (1_000 / pollIntervalFor(concurrency))).toBe(4);
  });

  it('keeps a small pool polling once a second per worker, so a retry that comes due waits no longer than before', () => {
    expect(pollIntervalFor(1)).toBe(1_000);
    expect(pollIntervalFor(4)).toBe(1_000);
  });
});
