import { hasVoiceAccess, PLANS, PROVIDERS, type ProviderId, type PublicUser } from '@fanline/core';

/** Providers the user may pick (SPEC §9): the plan's list; admins see all. A missing user counts as spark. */
export function allowedProviders(user: PublicUser | null): readonly ProviderId[] {
  if (user?.is_admin) return PROVIDERS;
  return PLANS[user?.plan ?? 'spark'].providers;
}

/** Monetization and tip flow come with the Ignite plan (SPEC §6); admins bypass the gate. */
export function canMonetize(user: PublicUser | null): boolean {
  return Boolean(user && (user.is_admin || PLANS[user.plan].monetization));
}

/** Spark does not even see the Instagram option (SPEC §5). */
export function seesInstagram(user: PublicUser | null): boolean {
  return Boolean(user && (user.is_admin || PLANS[user.plan].platforms.includes('instagram')));
}

export function canUseVoice(user: PublicUser | null): boolean {
  return Boolean(user && hasVoiceAccess(user));
}
