/**
 * A `?ref=CODE` link may be opened long before the visitor signs up, so the code
 * is kept for the rest of the browser session and sent with sign-up.
 */
const REFERRAL_STORAGE_KEY = 'fanline.ref';
const REFERRAL_MAX_LENGTH = 32;

export function rememberReferral(code: string): void {
  const trimmed = code.trim().slice(0, REFERRAL_MAX_LENGTH);
  if (!trimmed) return;
  try {
    sessionStorage.setItem(REFERRAL_STORAGE_KEY, trimmed);
  } catch {
    // Without storage the referral is simply not credited; sign-up still works.
  }
}

export function readReferral(): string | undefined {
  try {
    return sessionStorage.getItem(REFERRAL_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
