import { z } from 'zod';
import { textField } from './input-fields';
import { planAllows, type CapabilityHolder } from './plan-gates';
import { isPaidPlanId, PAID_PLAN_IDS, PLANS, type PaidPlanId } from './plans';
import { PACK_IDS, PURCHASABLES, VOICE_UPGRADE_ID } from './purchasables';

/** What a creator can buy through checkout: the paid plans, then the packs (docs/product.md §10 checkout request). */
export const CHECKOUT_ITEM_IDS = [...PAID_PLAN_IDS, ...PACK_IDS] as const;
export type CheckoutItemId = (typeof CHECKOUT_ITEM_IDS)[number];

/** What a platform subscription is for: a paid plan or the Voice Chat Upgrade. */
export const SUBSCRIPTION_ITEMS = [...PAID_PLAN_IDS, VOICE_UPGRADE_ID] as const;
export type SubscriptionItem = (typeof SUBSCRIPTION_ITEMS)[number];

export const UNKNOWN_PLAN_TYPE = 'Unable to process upgrade request';
export const NEXUS_ONLY = 'The Voice Chat Upgrade and voice credits are available on the Nexus plan. Upgrade to Nexus first.';
export const VOICE_UPGRADE_REQUIRED = 'Voice credits can only be used with the Voice Chat Upgrade. Add the Voice Chat Upgrade first.';

export const checkoutInputSchema = z.object({
  plan_type: z.enum(CHECKOUT_ITEM_IDS, { error: UNKNOWN_PLAN_TYPE }),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const cancelSubscriptionInputSchema = z.object({
  reason: textField('Reason').trim().max(500, 'Keep the reason under 500 characters').default('user_requested'),
});

/** One line of a Checkout session, priced from the single plans definition. */
export interface CheckoutItem {
  id: CheckoutItemId;
  name: string;
  priceCents: number;
  /** Plans and the voice upgrade renew monthly (subscription mode); packs are paid once. */
  mode: 'subscription' | 'payment';
  /** Only creators whose plan has voiceUpgradeAvailable (nexus), or admins, may buy it. */
  nexusOnly: boolean;
  /** The recurring item a subscription grants: a plan, or the voice upgrade. */
  kind: 'plan' | 'voice_upgrade' | 'message_pack' | 'voice_pack';
}

export function isCheckoutItemId(value: string): value is CheckoutItemId {
  return (CHECKOUT_ITEM_IDS as readonly string[]).includes(value);
}

export function checkoutItem(id: CheckoutItemId): CheckoutItem {
  if (isPaidPlanId(id)) {
    const plan = PLANS[id];
    return { id, name: `Fanline ${plan.name}`, priceCents: plan.priceCents, mode: 'subscription', nexusOnly: false, kind: 'plan' };
  }
  const item = PURCHASABLES[id];
  const kind = item.type === 'voice_upgrade' ? 'voice_upgrade' : item.type === 'voice_addon' ? 'voice_pack' : 'message_pack';
  return { id, name: item.name, priceCents: item.priceCents, mode: item.recurring ? 'subscription' : 'payment', nexusOnly: item.nexusOnly, kind };
}

/** The name and price the purchase-success page shows for a `plan` query value; null when unrecognised. */
export function purchaseSummary(planType: string): { name: string; priceCents: number; recurring: boolean } | null {
  if (!isCheckoutItemId(planType)) return null;
  const item = checkoutItem(planType);
  const name = item.kind === 'plan' ? PLANS[planType as PaidPlanId].name : item.name;
  return { name, priceCents: item.priceCents, recurring: item.mode === 'subscription' };
}

/**
 * Why this creator may not buy this item, or null when they may (docs/product.md §8):
 * the voice upgrade and the voice credit pack are for Nexus creators and
 * admins, and the voice credit pack also needs voice access (the Voice Chat
 * Upgrade held, or admin), since voice credits without it could never be spent.
 */
export function checkoutRefusal(user: CapabilityHolder, item: Pick<CheckoutItem, 'nexusOnly' | 'kind'>): string | null {
  if (item.nexusOnly && !planAllows(user, 'voiceUpgradeAvailable')) return NEXUS_ONLY;
  if (item.kind === 'voice_pack' && !planAllows(user, 'voice')) return VOICE_UPGRADE_REQUIRED;
  return null;
}
