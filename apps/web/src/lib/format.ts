// The formatters every feature shares. Figures read as en-US whatever the browser's locale.

const count = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "nexus" → "Nexus". */
export function capitalise(word: string): string {
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** 1234 → "1,234". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** "1 user", "3 users". */
export function plural(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** A percentage with at most one decimal ("2.5%"); null means there is nothing to measure yet ("—"). */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${oneDecimal.format(value)}%`;
}

/** Whole dollars stay short ("$1,234"); anything with cents shows them ("$12.50"). */
export function formatDollars(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });
}

/** A price in cents, as formatDollars shows it: 1500 → "$15", 999 → "$9.99". */
export function formatPrice(cents: number): string {
  return formatDollars(cents / 100);
}

/** An ISO timestamp as a calendar date ("December 21, 2026"); billing dates are shown in UTC, as Stripe bills. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** A short calendar date ("Nov 22, 2026") for list rows, in the viewer's zone. */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
