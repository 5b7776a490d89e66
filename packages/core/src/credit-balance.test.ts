import { describe, expect, it } from 'vitest';
import { addPackCredits, packCreditsLeft, startAllowancePeriod } from './credit-balance';
import { UNLIMITED } from './quota';

describe('credit balance', () => {
  it('spends the allowance before pack credits', () => {
    expect(packCreditsLeft({ remaining: 7000, fromPacks: 5000 })).toBe(5000);
    expect(packCreditsLeft({ remaining: 1200, fromPacks: 5000 })).toBe(1200);
    expect(packCreditsLeft({ remaining: 0, fromPacks: 5000 })).toBe(0);
  });

  it('starts a period with the allowance plus the unspent pack credits', () => {
    expect(startAllowancePeriod({ remaining: 300, fromPacks: 0 }, 5000)).toEqual({ remaining: 5000, fromPacks: 0 });
    expect(startAllowancePeriod({ remaining: 6000, fromPacks: 5000 }, 5000)).toEqual({ remaining: 10000, fromPacks: 5000 });
    expect(startAllowancePeriod({ remaining: 800, fromPacks: 5000 }, 15000)).toEqual({ remaining: 15800, fromPacks: 800 });
  });

  it('adds a pack on top of the balance', () => {
    expect(addPackCredits({ remaining: 40, fromPacks: 0 }, 1000)).toEqual({ remaining: 1040, fromPacks: 1000 });
    expect(addPackCredits({ remaining: 40, fromPacks: 1000 }, 1000)).toEqual({ remaining: 1040, fromPacks: 1040 });
  });

  it('never touches an unlimited balance', () => {
    expect(startAllowancePeriod({ remaining: UNLIMITED, fromPacks: 0 }, 5000)).toEqual({ remaining: UNLIMITED, fromPacks: 0 });
    expect(addPackCredits({ remaining: UNLIMITED, fromPacks: 0 }, 1000).remaining).toBe(UNLIMITED);
  });
});
