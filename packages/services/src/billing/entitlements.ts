import { FREE_PLAN, isVoiceUpgradeId, PLANS, startAllowancePeriod, VOICE_UPGRADE_MESSAGES, type PaidPlanId, type PlanId } from '@fanline/core';
import type { Db, PlatformSubscriptionRow, UserRow, UserUpdate } from '@fanline/db';
import { lockUser } from '../users';
import { isEntitling } from './subscription-store';

/** A plan subscription, as opposed to the voice upgrade's. */
export const isPlanItem = (sub: PlatformSubscriptionRow): sub is PlatformSubscriptionRow & { item: PaidPlanId } => sub.item !== 'voice';

export interface EntitlementChange {
  /** Entitling subscriptions that a newer one replaced; the caller cancels them at Stripe. */
  superseded: string[];
}

function messagesFor(user: UserRow, allowance: number): Pick<UserUpdate, 'messages_remaining' | 'pack_messages'> {
  const next = startAllowancePeriod({ remaining: user.messages_remaining, fromPacks: user.pack_messages }, allowance);
  return { messages_remaining: next.remaining, pack_messages: next.fromPacks };
}

function voiceFor(user: UserRow, allowance: number): Pick<UserUpdate, 'voice_messages_remaining' | 'pack_voice_messages'> {
  const next = startAllowancePeriod({ remaining: user.voice_messages_remaining, fromPacks: user.pack_voice_messages }, allowance);
  return { voice_messages_remaining: next.remaining, pack_voice_messages: next.fromPacks };
}

function planGrant(user: UserRow, plan: PlanId): UserUpdate {
  return { plan, bots_limit: user.is_admin ? user.bots_limit : PLANS[plan].bots, ...messagesFor(user, PLANS[plan].messages) };
}

/**
 * Derives the creator's plan and voice upgrade from their subscriptions, in
 * the caller's transaction. The state, not the event, decides: whichever
 * order Stripe's events come in, the newest entitling subscription is the
 * plan. A subscription grants its allowance once (granted_at). The plan falls
 * back to the free plan only when the subscription that gave the current plan has
 * ended, so a plan an admin set by hand is left alone.
 */
export async function syncEntitlements(trx: Db, userId: string): Promise<EntitlementChange> {
  const user = await lockUser(trx, userId);
  if (!user) return { superseded: [] };
  const subs = await trx.selectFrom('platform_subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  const now = new Date();
  const update: UserUpdate = {};
  const grantedNow: string[] = [];
  const superseded: string[] = [];

  const [plan, ...olderPlans] = subs.filter(isPlanItem).filter(isEntitling);
  superseded.push(...olderPlans.map((s) => s.stripe_subscription_id));
  let effectivePlan = user.plan;
  if (plan) {
    effectivePlan = plan.item;
    if (!plan.granted_at) {
      Object.assign(update, planGrant(user, effectivePlan));
      grantedNow.push(plan.id);
    } else if (user.plan !== plan.item) update.plan = plan.item;
    update.plan_period_end = plan.current_period_end;
  } else {
    const lastEnded = subs.find((s) => isPlanItem(s) && s.granted_at && !isEntitling(s));
    if (lastEnded && user.plan === lastEnded.item) {
      effectivePlan = FREE_PLAN;
      Object.assign(update, planGrant(user, FREE_PLAN), { plan_period_end: null });
    }
  }

  // The voice upgrade rides on a plan that offers it (nexus): on any other, an upgrade still running is superseded.
  const voiceSubs = subs.filter((s) => isVoiceUpgradeId(s.item) && isEntitling(s));
  const voice = PLANS[effectivePlan].voiceUpgradeAvailable ? voiceSubs[0] : undefined;
  superseded.push(...voiceSubs.filter((s) => s !== voice).map((s) => s.stripe_subscription_id));
  if (voice && !voice.granted_at) {
    Object.assign(update, { has_voice_upgrade: true }, voiceFor(user, VOICE_UPGRADE_MESSAGES));
    grantedNow.push(voice.id);
  } else if (!voice && user.has_voice_upgrade && subs.some((s) => isVoiceUpgradeId(s.item) && s.granted_at)) {
    Object.assign(update, { has_voice_upgrade: false }, voiceFor(user, 0));
  }

  if (Object.keys(update).length) await trx.updateTable('users').set({ ...update, updated_at: now }).where('id', '=', userId).execute();
  if (grantedNow.length) await trx.updateTable('platform_subscriptions').set({ granted_at: now }).where('id', 'in', grantedNow).execute();
  return { superseded };
}

/**
 * A paid renewal (invoice.paid, billing_reason subscription_cycle): a new month
 * of the allowance for the subscription that is the creator's current plan or
 * voice upgrade. Unspent pack credits carry over.
 */
export async function renewAllowance(trx: Db, stripeSubscriptionId: string): Promise<void> {
  const sub = await trx.selectFrom('platform_subscriptions').selectAll().where('stripe_subscription_id', '=', stripeSubscriptionId).executeTakeFirst();
  if (!sub?.granted_at || !isEntitling(sub)) return;
  const user = await lockUser(trx, sub.user_id);
  if (!user) return;
  let update: UserUpdate | null = null;
  if (isVoiceUpgradeId(sub.item) && user.has_voice_upgrade) update = voiceFor(user, VOICE_UPGRADE_MESSAGES);
  else if (isPlanItem(sub) && sub.item === user.plan) update = { ...messagesFor(user, PLANS[sub.item].messages), plan_period_end: sub.current_period_end };
  if (update) await trx.updateTable('users').set({ ...update, updated_at: new Date() }).where('id', '=', user.id).execute();
}
