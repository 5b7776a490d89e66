import { isUnlimited } from './quota';

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

/** What is left of the pack credits within a balance. */
export function packCreditsLeft(balance: CreditBalance): number {
  if (isUnlimited(balance.remaining)) return balance.fromPacks;
  return Math.max(0, Math.min(balance.remaining, balance.fromPacks));
}

/** A new allowance period: the plan's allowance plus the pack credits still unspent. Unlimited stays unlimited. */
export function startAllowancePeriod(balance: CreditBalance, allowance: number): CreditBalance {
  if (isUnlimited(balance.remaining)) return balance;
  const packs = packCreditsLeft(balance);
  return { remaining: allowance + packs, fromPacks: packs };
}

/** A pack bought: its credits add to the balance and to the pack part. Unlimited stays unlimited. */
export function addPackCredits(balance: CreditBalance, credits: number): CreditBalance {
  const fromPacks = packCreditsLeft(balance) + credits;
  return { remaining: isUnlimited(balance.remaining) ? balance.remaining : balance.remaining + credits, fromPacks };
}
