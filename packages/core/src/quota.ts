/**
 * The sentinel the product uses for "no limit" on bots, messages and voice
 * messages (docs/product.md §4). A balance equal to it is never decremented.
 */
export const UNLIMITED = 999_999;

/** True when a limit or balance means "unlimited" (exactly 999999). */
export function isUnlimited(value: number): boolean {
  return value === UNLIMITED;
}

/**
 * Formats a limit or balance for display: "Unlimited" at 999999, otherwise the
 * number with thousands separators (0 shows as "0", meaning none left).
 */
export function formatQuota(value: number): string {
  return isUnlimited(value) ? 'Unlimited' : value.toLocaleString('en-US');
}
