import { describe, expect, it } from 'vitest';
import { botLimitProblem, cheapestPlanWith, hasVoiceAccess, planAllows, planGateProblems, type GatedSettings, type PlanHolder } from './plan-gates';
import type { Platform } from './plans';

const plain: GatedSettings = {
  platform: 'telegram',
  llm_provider: 'openai',
  monetization_enabled: false,
  tip_flow_enabled: false,
  voice_enabled: false,
};
const user = (plan: PlanHolder['plan'], extra: Partial<PlanHolder> = {}): PlanHolder => ({
  plan,
  is_admin: false,
  has_voice_upgrade: false,
  bots_limit: { spark: 1, ignite: 5, flow: 35, nexus: 999999 }[plan],
  ...extra,
});

describe('planGateProblems', () => {
  it('lets spark use telegram with openai, anthropic and gemini', () => {
    for (const llm_provider of ['openai', 'anthropic', 'gemini'] as const) {
      expect(planGateProblems(user('spark'), { ...plain, llm_provider })).toEqual([]);
    }
  });

  it('names Ignite as the plan that unlocks together, huggingface, instagram, monetization and tips', () => {
    const problems = planGateProblems(user('spark'), {
      platform: 'instagram',
      llm_provider: 'together',
      monetization_enabled: true,
      tip_flow_enabled: true,
      voice_enabled: false,
    });
    expect(problems.map((p) => p.message)).toEqual([
      'The instagram channel needs the Ignite plan or higher',
      'The together provider needs the Ignite plan or higher',
      'Monetization needs the Ignite plan or higher',
      'Tip flow needs the Ignite plan or higher',
    ]);
    expect(planGateProblems(user('spark'), { ...plain, llm_provider: 'huggingface' })[0]?.field).toBe('llm_provider');
  });

  it('opens all of that from ignite up', () => {
    const everything = { platform: 'instagram', llm_provider: 'together', monetization_enabled: true, tip_flow_enabled: true, voice_enabled: false } as const;
    for (const plan of ['ignite', 'flow', 'nexus'] as const) expect(planGateProblems(user(plan), everything)).toEqual([]);
  });

  it('needs nexus with the voice upgrade for voice replies', () => {
    const voice = { ...plain, voice_enabled: true };
    expect(planGateProblems(user('flow'), voice)[0]?.message).toBe('Voice replies need the Nexus plan with the Voice Chat Upgrade');
    expect(planGateProblems(user('nexus'), voice)).toHaveLength(1);
    expect(planGateProblems(user('nexus', { has_voice_upgrade: true }), voice)).toEqual([]);
    expect(hasVoiceAccess(user('flow', { has_voice_upgrade: true }))).toBe(false);
  });

  it('lets admins bypass every gate', () => {
    const all = { platform: 'instagram', llm_provider: 'together', monetization_enabled: true, tip_flow_enabled: true, voice_enabled: true } as const;
    expect(planGateProblems(user('spark', { is_admin: true }), all)).toEqual([]);
  });
});

describe('botLimitProblem', () => {
  it('allows bots up to the limit', () => {
    expect(botLimitProblem(user('spark'), 0)).toBeNull();
    expect(botLimitProblem(user('ignite'), 4)).toBeNull();
  });

  it('refuses at the limit and names the next plan', () => {
    expect(botLimitProblem(user('spark'), 1)).toBe('Your Spark plan allows 1 bot. Upgrade to Ignite for up to 5 bots.');
    expect(botLimitProblem(user('ignite'), 5)).toBe('Your Ignite plan allows 5 bots. Upgrade to Flow for up to 35 bots.');
    expect(botLimitProblem(user('flow'), 35)).toBe('Your Flow plan allows 35 bots. Upgrade to Nexus for unlimited bots.');
  });

  it('never limits 999999 or admins', () => {
    expect(botLimitProblem(user('nexus'), 50_000)).toBeNull();
    expect(botLimitProblem(user('spark', { is_admin: true }), 10)).toBeNull();
  });
});

describe('planAllows', () => {
  const flags = ['monetization', 'tips', 'voice', 'advancedAnalytics', 'voiceAnalytics', 'voiceUpgradeAvailable', 'broadcasts'] as const;
  const granted = (holder: Parameters<typeof planAllows>[0]) => flags.filter((flag) => planAllows(holder, flag));

  it('grants each plan the flags of its row', () => {
    expect(granted(user('spark'))).toEqual([]);
    expect(granted(user('ignite'))).toEqual(['monetization', 'tips', 'broadcasts']);
    expect(granted(user('flow'))).toEqual(['monetization', 'tips', 'advancedAnalytics', 'broadcasts']);
    expect(granted(user('nexus'))).toEqual(['monetization', 'tips', 'advancedAnalytics', 'voiceUpgradeAvailable', 'broadcasts']);
  });

  it('opens voice and voice analytics only with the Voice Chat Upgrade on a plan that offers it', () => {
    expect(granted(user('nexus', { has_voice_upgrade: true }))).toEqual(flags);
    expect(granted(user('flow', { has_voice_upgrade: true }))).toEqual(['monetization', 'tips', 'advancedAnalytics', 'broadcasts']);
    expect(hasVoiceAccess(user('nexus', { has_voice_upgrade: true }))).toBe(true);
    expect(hasVoiceAccess(user('nexus'))).toBe(false);
  });

  it('checks channels and providers against the plan’s lists', () => {
    expect(planAllows(user('spark'), 'platforms', 'telegram')).toBe(true);
    expect(planAllows(user('spark'), 'platforms', 'instagram')).toBe(false);
    expect(planAllows(user('ignite'), 'platforms', 'instagram')).toBe(true);
    expect(planAllows(user('spark'), 'providers', 'gemini')).toBe(true);
    expect(planAllows(user('spark'), 'providers', 'huggingface')).toBe(false);
    expect(planAllows(user('ignite'), 'providers', 'huggingface')).toBe(true);
  });

  it('lets admins do everything on any plan, without the upgrade', () => {
    const admin = user('spark', { is_admin: true });
    expect(granted(admin)).toEqual(flags);
    expect(planAllows(admin, 'platforms', 'instagram')).toBe(true);
    expect(planAllows(admin, 'providers', 'together')).toBe(true);
  });
});

describe('cheapestPlanWith', () => {
  it('names the first plan whose row grants it, the voice upgrade counted as bought', () => {
    expect(cheapestPlanWith('providers', 'openai')?.id).toBe('spark');
    expect(cheapestPlanWith('platforms', 'instagram')?.id).toBe('ignite');
    expect(cheapestPlanWith('tips')?.id).toBe('ignite');
    expect(cheapestPlanWith('advancedAnalytics')?.id).toBe('flow');
    expect(cheapestPlanWith('voice')?.id).toBe('nexus');
    expect(cheapestPlanWith('voiceAnalytics')?.id).toBe('nexus');
    expect(cheapestPlanWith('voiceUpgradeAvailable')?.id).toBe('nexus');
  });

  it('is undefined when no plan grants it', () => {
    expect(cheapestPlanWith('platforms', 'fax' as Platform)).toBeUndefined();
  });
});
