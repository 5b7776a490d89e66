import { describe, expect, it } from 'vitest';
import { addPackCredits, capCountedBalance, MAX_COUNTED_BALANCE, packCreditsLeft, startAllowancePeriod } from './credit-balance';
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

  it('caps a counted balance at 999998, so it never lands on the unlimited sentinel', () => {
    expect(MAX_COUNTED_BALANCE).toBe(999_998);
    expect(capCountedBalance(999_999)).toBe(999_998);
    expect(capCountedBalance(1_050_000)).toBe(999_998);
    expect(capCountedBalance(999_997)).toBe(999_997);
    expect(capCountedBalance(-1)).toBe(0);
    // 799,999 + a 200k pack would be exactly 999,999.
    expect(addPackCredits({ remaining: 799_999, fromPacks: 0 }, 200_000)).toEqual({ remaining: 999_998, fromPacks: 200_000 });
    // Five 200k packs on a Nexus month: 1,050,000 would count down onto 999,999.
    let balance = { remaining: 50_000, fromPacks: 0 };
    for (let i = 0; i < 5; i++) balance = addPackCredits(balance, 200_000);
    expect(balance).toEqual({ remaining: 999_998, fromPacks: 999_998 });
    expect(startAllowancePeriod({ remaining: 990_000, fromPacks: 990_000 }, 50_000)).toEqual({ remaining: 999_998, fromPacks: 990_000 });
    expect(startAllowancePeriod({ remaining: 999_998, fromPacks: 999_998 }, 50_000)).toEqual({ remaining: 999_998, fromPacks: 999_998 });
  });

  it('leaves an unlimited balance unlimited when a pack is added', () => {
    expect(addPackCredits({ remaining: UNLIMITED, fromPacks: 900_000 }, 200_000)).toEqual({ remaining: UNLIMITED, fromPacks: 999_998 });
  });
});
