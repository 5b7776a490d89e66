// Reading the decoded form parameters of an API request, with the checks Stripe makes.
import { invalidParam, missingParam } from './fake-stripe-errors';
import type { LineItemInput } from './fake-stripe-ledger';
import type { Metadata } from './fake-stripe-objects';

export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
export const record = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Stripe merges metadata updates: an empty value removes a key, and `metadata=` removes all. */
export function mergeMetadata(current: Metadata, update: unknown): Metadata {
  if (update === '') return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(record(update))) {
    if (value === '') delete merged[key];
    else merged[key] = String(value);
  }
  return merged;
}

/** The `line_items[n][price_data]` form of checkout, with the checks Stripe makes. */
export function parseLineItems(value: unknown, mode: string): LineItemInput[] {
  if (!Array.isArray(value) || value.length === 0) throw missingParam('line_items');
  return value.map((raw, i) => {
    const item = record(raw);
    const price = record(item.price_data);
    const at = `line_items[${i}][price_data]`;
    const unitAmount = Number(price.unit_amount);
    if (text(price.unit_amount) === undefined) throw missingParam(`${at}[unit_amount]`);
    if (!Number.isInteger(unitAmount) || unitAmount < 0) throw invalidParam(`${at}[unit_amount]`, 'This value must be greater than or equal to 0.');
    const currency = text(price.currency);
    if (!currency) throw missingParam(`${at}[currency]`);
    if (!text(record(price.product_data).name)) throw missingParam(`${at}[product_data][name]`);
    const interval = text(record(price.recurring).interval) ?? null;
    if (mode === 'subscription' && !interval) throw invalidParam(`${at}[recurring]`, 'You must provide at least one recurring price in `subscription` mode when using prices.');
    if (mode === 'payment' && interval) throw invalidParam(`${at}[recurring]`, 'You specified `payment` mode but passed a recurring price.');
    return { unitAmount, quantity: Number(item.quantity ?? 1), currency: currency.toLowerCase(), interval };
  });
}
