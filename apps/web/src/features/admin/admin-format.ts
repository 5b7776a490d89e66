/** Dollars as the console shows them: "$1,234" or "$12.50". */
export function formatDollars(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });
}

/** A percentage with at most one decimal ("2.5%"); null means there is nothing to measure yet ("—"). */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A short calendar date ("Nov 22, 2026") for list rows. */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "1 user", "3 users". */
export function plural(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
}
