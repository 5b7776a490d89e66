import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './rate-limits';

describe('RATE_LIMITS', () => {
  it('gives every limit a positive budget, a window and a sentence to show', () => {
    for (const rule of Object.values(RATE_LIMITS)) {
      expect(Number.isInteger(rule.points) && rule.points > 0).toBe(true);
      expect(Number.isInteger(rule.durationSeconds) && rule.durationSeconds > 0).toBe(true);
      expect(rule.message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('keeps the documented budgets (README and docs/product.md §15 quote them)', () => {
    expect(RATE_LIMITS.signUp).toMatchObject({ points: 10, durationSeconds: 3600 });
    expect(RATE_LIMITS.chatTest).toMatchObject({ points: 20, durationSeconds: 60 });
    expect(RATE_LIMITS.checkout).toMatchObject({ points: 10, durationSeconds: 3600 });
    expect(RATE_LIMITS.supportTicket).toMatchObject({ points: 5, durationSeconds: 3600 });
    expect(RATE_LIMITS.webhookJunk).toMatchObject({ points: 30, durationSeconds: 60 });
  });
});
