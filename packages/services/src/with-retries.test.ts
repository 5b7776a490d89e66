import { describe, expect, it } from 'vitest';
import { withRetries } from './with-retries';

describe('withRetries', () => {
  it('tries again after a failure and returns the first success', async () => {
    let calls = 0;
    const result = await withRetries(async () => {
      calls += 1;
      if (calls < 2) throw new Error('database blip');
      return 'recorded';
    });
    expect([result, calls]).toEqual(['recorded', 2]);
  });

  it('throws the last failure once the attempts run out', async () => {
    let calls = 0;
    const attempt = withRetries(async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    }, 2);
    await expect(attempt).rejects.toThrow('failure 2');
    expect(calls).toBe(2);
  });
});
