import { cheapestPlanWith, FREE_PLAN, planAllows, PLANS, PROVIDERS, type Platform, type ProviderId, type PublicUser } from '@fanline/core';

/** Providers the user may pick (docs/product.md §8): the plan's list; admins see all. A missing user counts as the free plan. */
export function allowedProviders(user: PublicUser | null): readonly ProviderId[] {
  if (!user) return PLANS[FREE_PLAN].providers;
  return PROVIDERS.filter((provider) => planAllows(user, 'providers', provider));
}

/** Monetization and tip flow come with a paid plan (docs/product.md §8); admins bypass the gate. */
export function canMonetize(user: PublicUser | null): boolean {
  return Boolean(user && planAllows(user, 'monetization'));
}

/** A plan without Instagram does not even see the option (docs/product.md §5). */
export function seesInstagram(user: PublicUser | null): boolean {
  return Boolean(user && planAllows(user, 'platforms', 'instagram'));
}

/**
 * How the form offers Instagram: hidden below Ignite (admins always see it);
 * 'Coming Soon' while the server has no Meta app (`auth.providers`, unknown
 * counts as not configured); otherwise a real choice.
 */
export type InstagramAccess = 'hidden' | 'coming_soon' | 'available';

export function instagramAccess(user: PublicUser | null, configured: boolean | undefined): InstagramAccess {
  if (!seesInstagram(user)) return 'hidden';
  return configured === true ? 'available' : 'coming_soon';
}

/**
 * The plan to upgrade to for a channel the user's plan lacks ("Flow"), or null
 * when the plan (or being an admin) already allows it. A missing user counts
 * as lacking every paid channel; 'a higher' stands in should no plan grant it.
 */
export function channelUpgradePlan(user: PublicUser | null, platform: Platform): string | null {
  if (user && planAllows(user, 'platforms', platform)) return null;
  return cheapestPlanWith('platforms', platform)?.name ?? 'a higher';
}

export function canUseVoice(user: PublicUser | null): boolean {
  return Boolean(user && planAllows(user, 'voice'));
}
