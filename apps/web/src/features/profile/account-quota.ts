import { formatQuota, planAllows, PLANS, UNLIMITED, type PublicUser } from '@fanline/core';

/**
 * docs/product.md §3, §6: the voice counter is shown to nexus creators who bought the
 * voice upgrade, and to admins.
 */
export function showsVoiceQuota(user: PublicUser): boolean {
  return planAllows(user, 'voice');
}

/** Admins bypass the plan gates and see unlimited balances (docs/product.md §8). */
function effective(user: PublicUser, value: number): number {
  return user.is_admin ? UNLIMITED : value;
}

export function messagesRemainingLabel(user: PublicUser): string {
  return formatQuota(effective(user, user.messages_remaining));
}

export function voiceRemainingLabel(user: PublicUser): string {
  return formatQuota(effective(user, user.voice_messages_remaining));
}

export function botLimitLabel(user: PublicUser): string {
  return formatQuota(effective(user, user.bots_limit));
}

/**
 * The plan's monthly allowance to show after the balance ("/ 5,000"), or null
 * when the balance is unlimited and a denominator would read oddly.
 */
export function messagesAllowanceLabel(user: PublicUser): string | null {
  if (messagesRemainingLabel(user) === formatQuota(UNLIMITED)) return null;
  return formatQuota(PLANS[user.plan].messages);
}
