import { planAllows, type PublicUser } from '@fanline/core';

type Viewer = Pick<PublicUser, 'plan' | 'is_admin' | 'has_voice_upgrade'>;

/**
 * docs/product.md §8: advanced analytics come with Flow and Nexus, and admins bypass the
 * gate. The server asks the same planAllows; asking first spares locked users
 * a 403 and lets them see what they would get instead.
 */
export function canSeeAdvancedAnalytics(user: Viewer): boolean {
  return planAllows(user, 'advancedAnalytics');
}

/** docs/product.md §8: full voice analytics need Nexus with the voice upgrade, or an admin. */
export function canSeeVoiceAnalytics(user: Viewer): boolean {
  return planAllows(user, 'voiceAnalytics');
}
