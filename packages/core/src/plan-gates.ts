import { isUnlimited } from './quota';
import { PLAN_IDS, PLANS, WITH_VOICE_UPGRADE, type Platform, type PlanFlag, type PlanId, type PlanTier, type ProviderId } from './plans';

export interface PlanHolder {
  plan: PlanId;
  is_admin: boolean;
  has_voice_upgrade: boolean;
  bots_limit: number;
}

/** Who planAllows asks about: the plan, the admin bypass and the voice upgrade. */
export type CapabilityHolder = Pick<PlanHolder, 'plan' | 'is_admin' | 'has_voice_upgrade'>;

/** A capability to ask about: a yes/no flag, or a channel or provider named by value. */
export type Capability = [flag: PlanFlag] | [capability: 'platforms', platform: Platform] | [capability: 'providers', provider: ProviderId];

export interface GatedSettings {
  platform: Platform;
  llm_provider: ProviderId;
  monetization_enabled: boolean;
  tip_flow_enabled: boolean;
  voice_enabled: boolean;
}

export interface GateProblem {
  field: keyof GatedSettings;
  message: string;
}

function tierAllows(plan: PlanTier, hasVoiceUpgrade: boolean, ...[capability, value]: Capability): boolean {
  if (capability === 'platforms') return plan.platforms.includes(value);
  if (capability === 'providers') return plan.providers.includes(value);
  const access = plan[capability];
  return access === WITH_VOICE_UPGRADE ? hasVoiceUpgrade : access;
}

/**
 * May this user do it (docs/product.md §8, §9)? Admins may do everything. Otherwise the
 * plan's row decides; a capability the row grants WITH_VOICE_UPGRADE needs
 * has_voice_upgrade too, and the upgrade opens nothing on a plan that does not
 * say so (flow with has_voice_upgrade still has no voice).
 */
export function planAllows(holder: CapabilityHolder, ...capability: Capability): boolean {
  return holder.is_admin || tierAllows(PLANS[holder.plan], holder.has_voice_upgrade, ...capability);
}

/**
 * The cheapest plan whose row grants the capability, counting the voice
 * upgrade as bought; undefined when no plan does.
 */
export function cheapestPlanWith(...capability: Capability): PlanTier | undefined {
  return PLAN_IDS.map((id) => PLANS[id]).find((plan) => tierAllows(plan, true, ...capability));
}

/** Voice replies and the voice balance: `planAllows(user, 'voice')`, kept by name for its callers. */
export function hasVoiceAccess(user: CapabilityHolder): boolean {
  return planAllows(user, 'voice');
}

/** Why a plan without the channel cannot use it, naming the plan that unlocks it. */
export function channelNeedsPlan(platform: Platform): string {
  return `The ${platform} channel needs the ${cheapestPlanWith('platforms', platform)?.name ?? 'a higher'} plan or higher`;
}

/**
 * What the user's plan does not allow in these bot settings (docs/product.md §8, §9),
 * each naming the plan that unlocks it. Admins bypass every gate.
 */
export function planGateProblems(user: PlanHolder, bot: GatedSettings): GateProblem[] {
  const unlock = (...capability: Capability) => cheapestPlanWith(...capability)?.name ?? 'a higher';
  const problems: GateProblem[] = [];
  if (!planAllows(user, 'platforms', bot.platform)) {
    problems.push({ field: 'platform', message: channelNeedsPlan(bot.platform) });
  }
  if (!planAllows(user, 'providers', bot.llm_provider)) {
    problems.push({ field: 'llm_provider', message: `The ${bot.llm_provider} provider needs the ${unlock('providers', bot.llm_provider)} plan or higher` });
  }
  if (bot.monetization_enabled && !planAllows(user, 'monetization')) {
    problems.push({ field: 'monetization_enabled', message: `Monetization needs the ${unlock('monetization')} plan or higher` });
  }
  if (bot.tip_flow_enabled && !planAllows(user, 'tips')) {
    problems.push({ field: 'tip_flow_enabled', message: `Tip flow needs the ${unlock('tips')} plan or higher` });
  }
  if (bot.voice_enabled && !planAllows(user, 'voice')) {
    problems.push({ field: 'voice_enabled', message: `Voice replies need the ${unlock('voice')} plan with the Voice Chat Upgrade` });
  }
  return problems;
}

/**
 * Null while the user may add another bot; otherwise the refusal, naming the
 * plan that allows more. A bots_limit of 999999 means unlimited.
 */
export function botLimitProblem(user: PlanHolder, currentBots: number): string | null {
  if (user.is_admin || isUnlimited(user.bots_limit) || currentBots < user.bots_limit) return null;
  const noun = user.bots_limit === 1 ? 'bot' : 'bots';
  const bigger = PLAN_IDS.map((id) => PLANS[id]).find((p) => p.bots > user.bots_limit);
  const upgrade = !bigger
    ? ''
    : isUnlimited(bigger.bots)
      ? ` Upgrade to ${bigger.name} for unlimited bots.`
      : ` Upgrade to ${bigger.name} for up to ${bigger.bots} bots.`;
  return `Your ${PLANS[user.plan].name} plan allows ${user.bots_limit} ${noun}.${upgrade}`;
}
