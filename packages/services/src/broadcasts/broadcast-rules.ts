import { CHANNEL_CAPABILITIES, CHANNEL_NAMES, cheapestPlanWith, PLAN_IDS, PLANS, planAllows, type CapabilityHolder, type Platform } from '@fanline/core';

// The yes/no rules of a broadcast, without I/O: who may send one, what text
// fits, and what a fan is told nothing about but the creator sees as a reason.

export const NO_AUDIENCE = 'No fans match this audience';
export const SKIPPED_OUT_OF_CREDITS = 'Out of message credits';
export const SKIPPED_CANCELLED = 'The broadcast was cancelled before it reached this fan';
export const SKIPPED_BOT_STOPPED = 'The bot stopped answering (paused or taken off its channel) before it reached this fan';

/** "Outside Instagram's 24-hour window": a channel with a reply window lets the bot write only that long after the fan's last message. */
export function outsideWindowReason(channel: Platform): string {
  return `Outside ${CHANNEL_NAMES[channel]}'s ${CHANNEL_CAPABILITIES[channel].replyWindowHours ?? 0}-hour window`;
}

export function botOffChannelReason(channel: Platform): string {
  return `The bot is no longer on ${CHANNEL_NAMES[channel]}`;
}

/** "a", "a and b", "a, b and c". */
function listOf(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Null when the holder's plan includes broadcasts (admins always); otherwise
 * the refusal naming every plan that does and the cheapest to upgrade to:
 * "Broadcasts are part of the Ignite, Flow and Nexus plans. Upgrade to Ignite to send them."
 */
export function broadcastPlanProblem(holder: CapabilityHolder): string | null {
  if (planAllows(holder, 'broadcasts')) return null;
  const plans = PLAN_IDS.filter((plan) => planAllows({ plan, is_admin: false, has_voice_upgrade: true }, 'broadcasts')).map((plan) => PLANS[plan].name);
  const cheapest = cheapestPlanWith('broadcasts');
  if (!cheapest) return 'Broadcasts are not part of any plan';
  return `Broadcasts are part of the ${listOf(plans)} plan${plans.length > 1 ? 's' : ''}. Upgrade to ${cheapest.name} to send them.`;
}
