import { isUnlimited, UNLIMITED } from './quota';

/**
 * A balance and the part of it that came from packs. Packs are bought credit
 * and survive a new month; the plan's allowance does not. The debit spends one
 * balance, so the rule is that the allowance is spent first: of what remains,
 * at most the pack credits bought are still pack credits.
 */
export interface CreditBalance {
  remaining: number;
  fromPacks: number;
}

/**
 * The most a counted balance may hold: 999998. One more would be 999999, the
 * "unlimited" sentinel the debit never decrements, so a balance that grew onto
 * it would never run out again.
 */
export const MAX_COUNTED_BALANCE = UNLIMITED - 1;

/**
 * A counted balance after a grant, renewal, pack or refund: at most 999998
 * (MAX_COUNTED_BALANCE), never below 0. Credits over the cap are lost, which
 * at 999998 is more than any plan spends in a month.
 */
export function capCountedBalance(value: number): number {
  return Math.max(0, Math.min(value, MAX_COUNTED_BALANCE));
}

/** What is left of the pack credits within a balance. */
export function packCreditsLeft(balance: CreditBalance): number {
  if (isUnlimited(balance.remaining)) return balance.fromPacks;
  return Math.max(0, Math.min(balance.remaining, balance.fromPacks));
}

/**
 * A new allowance period: the plan's allowance plus the pack credits still
 * unspent, capped at 999998. Unlimited (999999) stays unlimited.
 */
export function startAllowancePeriod(balance: CreditBalance, allowance: number): CreditBalance {
  if (isUnlimited(balance.remaining)) return balance;
  const packs = packCreditsLeft(balance);
  const remaining = capCountedBalance(allowance + packs);
  return { remaining, fromPacks: Math.min(packs, remaining) };
}

/**
 * A pack bought: its credits add to the balance and to the pack part, the
 * balance capped at 999998. Unlimited (999999) stays unlimited, and only the
 * pack part grows (it is what the pack leaves once the balance is limited again).
 */
export function addPackCredits(balance: CreditBalance, credits: number): CreditBalance {
  const fromPacks = packCreditsLeft(balance) + credits;
  if (isUnlimited(balance.remaining)) return { remaining: balance.remaining, fromPacks: Math.min(fromPacks, MAX_COUNTED_BALANCE) };
  const remaining = capCountedBalance(balance.remaining + credits);
  return { remaining, fromPacks: Math.min(fromPacks, remaining) };
}
