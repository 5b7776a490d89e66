import type { PlanId } from '@fanline/core';

/** Marketing one-liners per plan; the numbers themselves come from PLANS in core. */
export const PLAN_TAGLINES: Record<PlanId, string> = {
  spark: 'Try Fanline with one bot, free forever.',
  ignite: 'Start earning from your fan conversations.',
  flow: 'For growing communities that never sleep.',
  nexus: 'Unlimited bots, plus voice replies.',
};
