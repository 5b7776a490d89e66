import { FREE_PLAN, PLAN_IDS, planAllows, purchaseSummary, type CheckoutItemId, type PlanId, type PublicUser, type Purchasable } from '@fanline/core';

type Buyer = Pick<PublicUser, 'plan' | 'is_admin' | 'has_voice_upgrade'>;

/**
 * What a plan card offers:
 * - `guest`: sign up first (docs/product.md §10 upgrade flow);
 * - `current`: the plan held, disabled as 'Current Plan';
 * - `free`: Spark while on a paid plan, reached by cancelling rather than by checkout;
 * - `upgrade` / `switch`: checkout for a higher / lower paid plan.
 */
export type PlanOffer = 'guest' | 'current' | 'free' | 'upgrade' | 'switch';

export function planOfferFor(user: Buyer | null, plan: PlanId): PlanOffer {
  if (!user) return 'guest';
  if (user.plan === plan) return 'current';
  if (plan === FREE_PLAN) return 'free';
  return PLAN_IDS.indexOf(plan) > PLAN_IDS.indexOf(user.plan) ? 'upgrade' : 'switch';
}

/** docs/product.md §8: the voice upgrade and voice credits are for nexus creators and admins. */
export function canBuyVoice(user: Buyer | null): boolean {
  return user !== null && planAllows(user, 'voiceUpgradeAvailable');
}

/**
 * What an add-on card offers: `nexus-required` for voice items out of reach
 * (guests included: a new account starts on Spark), `active` for the voice
 * upgrade already held, `voice-upgrade-required` for voice credits a Nexus
 * creator without the Voice Chat Upgrade could not spend (checkout refuses
 * them too), otherwise `guest` (sign up first) or `buy`.
 */
export type AddOnOffer = 'guest' | 'nexus-required' | 'voice-upgrade-required' | 'active' | 'buy';

export function addOnOfferFor(user: Buyer | null, item: Purchasable, voiceUpgradeHeld: boolean): AddOnOffer {
  if (item.nexusOnly && !canBuyVoice(user)) return 'nexus-required';
  if (!user) return 'guest';
  if (item.type === 'voice_upgrade' && voiceUpgradeHeld) return 'active';
  if (item.type === 'voice_addon' && !planAllows(user, 'voice')) return 'voice-upgrade-required';
  return 'buy';
}

/** The name a toast uses for a checkout item: "Flow", "1,000 Message Credits". */
export function checkoutItemName(item: CheckoutItemId): string {
  return purchaseSummary(item)?.name ?? item;
}
