import Stripe from 'stripe';
import { AppError } from '../errors';
import type { Logger } from '../logger';

export interface BillingConfig {
  /** STRIPE_SECRET_KEY; without it checkout answers 503. */
  secretKey?: string | undefined;
  /** STRIPE_WEBHOOK_SECRET (whsec_…); without it the webhook answers 503. */
  webhookSecret?: string | undefined;
  /** STRIPE_API_URL: another API host (a test fake, stripe-mock); by default Stripe's own. */
  apiUrl?: string | undefined;
  /** Where Checkout sends the creator back: APP_URL. */
  appUrl: string;
}

export interface BillingDeps {
  stripe: Stripe | null;
  webhookSecret: string | null;
  appUrl: string;
  log: Logger;
}

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server';

/** The Stripe client for this process, pointed at STRIPE_API_URL when it is set. */
export function createBilling(config: BillingConfig, log: Logger): BillingDeps {
  let stripe: Stripe | null = null;
  if (config.secretKey) {
    const target = config.apiUrl ? new URL(config.apiUrl) : null;
    stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Fanline' },
      ...(target && {
        host: target.hostname,
        port: target.port || (target.protocol === 'https:' ? 443 : 80),
        protocol: target.protocol === 'http:' ? 'http' : 'https',
      }),
    });
  }
  return { stripe, webhookSecret: config.webhookSecret || null, appUrl: config.appUrl.replace(/\/$/, ''), log };
}

export function requireStripe(billing: BillingDeps): Stripe {
  if (!billing.stripe) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_NOT_CONFIGURED);
  return billing.stripe;
}
