import type { BotUpdateInput } from '@fanline/core';
import type { BotView, PaymentMethod } from './bot-view';

/** The payment part of a form: how fans pay and the provider token being typed. */
export interface PaymentValue {
  payment_method: PaymentMethod;
  /** Typed token; blank keeps what is stored. */
  payment_token: string;
  /** The creator asked to remove the stored token. */
  clear_stored_token: boolean;
}

type StoredTokens = Pick<BotView, 'has_telegram_payment_token' | 'has_payment_token'>;

export function initialPayment(bot: Pick<BotView, 'payment_method'> | undefined): PaymentValue {
  return { payment_method: bot?.payment_method ?? 'stars', payment_token: '', clear_stored_token: false };
}

export function hasStoredPaymentToken(bot: StoredTokens | undefined): boolean {
  return Boolean(bot && (bot.has_telegram_payment_token || bot.has_payment_token));
}

/** Whether a payment token will exist once saved: one is typed, or one is stored and not being removed. */
export function willHavePaymentToken(payment: PaymentValue, bot: StoredTokens | undefined): boolean {
  if (payment.payment_token.trim()) return true;
  return !payment.clear_stored_token && hasStoredPaymentToken(bot);
}

/** The secret fields to send: a typed token sets it, a removal clears both, otherwise nothing (keep). */
export function paymentSecretsPatch(payment: PaymentValue): Pick<BotUpdateInput, 'telegram_payment_token' | 'payment_token'> {
  const typed = payment.payment_token.trim();
  if (typed) return { telegram_payment_token: typed };
  if (payment.clear_stored_token) return { telegram_payment_token: null, payment_token: null };
  return {};
}
