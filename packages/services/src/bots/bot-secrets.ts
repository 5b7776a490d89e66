import type { BotPatch } from '@fanline/core';
import type { BotsTable } from '@fanline/db';
import type { Updateable } from 'kysely';
import { maskSecret, type SecretBox } from '../secrets';

type SecretColumns = Pick<
  Updateable<BotsTable>,
  'telegram_token_enc' | 'telegram_token_digest' | 'telegram_token_hint' | 'telegram_payment_token_enc' | 'payment_token_enc' | 'instagram_token_enc'
>;

/** A secret in a patch: a string sets it, null or '' clears it, undefined keeps the stored value. */
function sealOrClear(secrets: SecretBox, value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value ? secrets.encrypt(value) : null;
}

/** The encrypted columns to write for the secrets a patch carries; untouched secrets are absent. */
export function secretColumnsOf(patch: BotPatch, secrets: SecretBox): SecretColumns {
  const columns: SecretColumns = {};
  if (patch.telegram_token !== undefined) {
    const token = patch.telegram_token || null;
    columns.telegram_token_enc = token ? secrets.encrypt(token) : null;
    columns.telegram_token_digest = token ? secrets.digest(token) : null;
    columns.telegram_token_hint = token ? maskSecret(token) : null;
  }
  const telegramPayment = sealOrClear(secrets, patch.telegram_payment_token);
  if (telegramPayment !== undefined) columns.telegram_payment_token_enc = telegramPayment;
  const payment = sealOrClear(secrets, patch.payment_token);
  if (payment !== undefined) columns.payment_token_enc = payment;
  const instagram = sealOrClear(secrets, patch.instagram_token);
  if (instagram !== undefined) columns.instagram_token_enc = instagram;
  return columns;
}

/** Whether a secret will be present once the patch is applied over what is stored. */
export function willHaveSecret(patched: string | null | undefined, stored: string | null): boolean {
  return patched === undefined ? stored !== null : Boolean(patched);
}
