import type { BotView } from '../../lib/bot-view';

// The form's modules and the feature's index name the shared type from here.
export type { BotView };
export type PaymentMethod = BotView['payment_method'];
export type TipTrigger = BotView['tip_trigger_type'];

/** Field name → message, for inline errors; keys are the schema's field names. */
export type FieldErrors = Partial<Record<string, string>>;

/** Error entries (client issues or the server's `fields`) as a field map; the first message per field wins. */
export function toFieldErrors(entries: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of entries) {
    // Both payment secrets are typed into the one 'Payment Token' input.
    const key = field === 'telegram_payment_token' ? 'payment_token' : field;
    errors[key] ??= message;
  }
  return errors;
}

export function withoutKeys(errors: FieldErrors, keys: readonly string[]): FieldErrors {
  if (!keys.some((key) => key in errors)) return errors;
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
}
