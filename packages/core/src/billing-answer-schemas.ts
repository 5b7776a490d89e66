import { z } from 'zod';
import { SUBSCRIPTION_ITEMS } from './checkout';

/** What the billing procedures answer: the plan and voice upgrade, a checkout to open, a cancellation. */

export const subscriptionViewSchema = z.object({
  item: z.enum(SUBSCRIPTION_ITEMS),
  status: z.string(),
  amount_cents: z.number(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});

export const billingSummarySchema = z.object({
  payments_configured: z.boolean(),
  plan: subscriptionViewSchema.nullable(),
  voice_upgrade: subscriptionViewSchema.nullable(),
});

export const checkoutResultSchema = z.object({
  success: z.literal(true),
  checkout_url: z.string(),
  message: z.string(),
});

export const cancelResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ends_at: z.string().nullable(),
});
