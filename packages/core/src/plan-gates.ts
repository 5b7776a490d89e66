import { isUnlimited } from './quota';
import { PLAN_IDS, PLANS, type Platform, type PlanId, type ProviderId } from './plans';

export interface PlanHolder {
  plan: PlanId;
  is_admin: boolean;
  has_voice_upgrade: boolean;
  bots_limit: number;
}

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

/** The cheapest plan that passes a test, by the plans' own order (spark → nexus). */
function cheapestPlan(passes: (plan: (typeof PLANS)[PlanId]) => boolean): string {
  const id = PLAN_IDS.find((p) => passes(PLANS[p]));
  return id ? PLANS[id].name : 'a higher';
}

/** Voice replies need Nexus with the Voice Chat Upgrade; admins always have them (SPEC §6). */
export function hasVoiceAccess(user: Pick<PlanHolder, 'plan' | 'is_admin' | 'has_voice_upgrade'>): boolean {
  return user.is_admin || (user.plan === 'nexus' && user.has_voice_upgrade);
}

/**
 * What the user's plan does not allow in these bot settings (SPEC §6, §9),
 * each naming the plan that unlocks it. Admins bypass every gate.
 */
export function planGateProblems(user: PlanHolder, bot: GatedSettings): GateProblem[] {
  if (user.is_admin) return [];
  const plan = PLANS[user.plan];
  const problems: GateProblem[] = [];
  if (!plan.platforms.includes(bot.platform)) {
    const unlock = cheapestPlan((p) => p.platforms.includes(bot.platform));
    problems.push({ field: 'platform', message: `The ${bot.platform} channel needs the ${unlock} plan or higher` });
  }
  if (!plan.providers.includes(bot.llm_provider)) {
    const unlock = cheapestPlan((p) => p.providers.includes(bot.llm_provider));
    problems.push({ field: 'llm_provider', message: `The ${bot.llm_provider} provider needs the ${unlock} plan or higher` });
  }
  if (bot.monetization_enabled && !plan.monetization) {
    problems.push({ field: 'monetization_enabled', message: `Monetization needs the ${cheapestPlan((p) => p.monetization)} plan or higher` });
  }
  if (bot.tip_flow_enabled && !plan.monetization) {
    problems.push({ field: 'tip_flow_enabled', message: `Tip flow needs the ${cheapestPlan((p) => p.monetization)} plan or higher` });
  }
  if (bot.voice_enabled && !hasVoiceAccess(user)) {
    problems.push({ field: 'voice_enabled', message: 'Voice replies need the Nexus plan with the Voice Chat Upgrade' });
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
