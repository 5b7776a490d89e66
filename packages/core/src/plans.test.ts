import { describe, expect, it } from 'vitest';
import { FREE_PLAN, isPaidPlanId, newAccountAllowance, PAID_PLAN_IDS, PLAN_IDS, PLANS, planDisplayName, WITH_VOICE_UPGRADE, type PlanTier } from './plans';
import { UNLIMITED } from './quota';

describe('plans', () => {
  it('matches the prices and allowances of docs/product.md §4', () => {
    expect(Object.values(PLANS).map((p) => [p.id, p.priceCents, p.bots, p.messages, p.voiceMessages])).toEqual([
      ['spark', 0, 1, 100, 0],
      ['ignite', 1500, 5, 5000, 0],
      ['flow', 3000, 35, 15000, 0],
      ['nexus', 6000, UNLIMITED, 50000, 20000],
    ]);
  });

  it('restricts spark to telegram and three providers, without monetization', () => {
    expect(PLANS.spark.platforms).toEqual(['telegram']);
    expect(PLANS.spark.providers).toEqual(['openai', 'anthropic', 'gemini']);
    expect(PLANS.spark.monetization).toBe(false);
    expect(PLANS.ignite.providers).toContain('together');
    expect(PLANS.ignite.providers).toContain('huggingface');
  });

  it('offers the voice upgrade only on nexus and marks flow most popular', () => {
    expect(Object.values(PLANS).filter((p) => p.voiceUpgradeAvailable).map((p) => p.id)).toEqual(['nexus']);
    expect(Object.values(PLANS).filter((p) => p.mostPopular).map((p) => p.id)).toEqual(['flow']);
  });

  it('names unknown plans "Unknown Plan"', () => {
    expect(planDisplayName('flow')).toBe('Flow');
    expect(planDisplayName('platinum')).toBe('Unknown Plan');
  });

  it('starts new accounts on spark with 100 messages and 1 bot', () => {
    expect(newAccountAllowance()).toEqual({
      plan: 'spark',
      bots_limit: 1,
      messages_remaining: 100,
      voice_messages_remaining: 0,
      has_voice_upgrade: false,
    });
  });
});

describe('plan capabilities', () => {
  it('spell out what each plan may do (docs/product.md §8, §9)', () => {
    const row = (p: PlanTier) => [p.id, p.platforms, p.monetization, p.tips, p.voice, p.advancedAnalytics, p.voiceAnalytics, p.voiceUpgradeAvailable];
    expect(Object.values(PLANS).map(row)).toEqual([
      ['spark', ['telegram'], false, false, false, false, false, false],
      ['ignite', ['telegram', 'instagram'], true, true, false, false, false, false],
      ['flow', ['telegram', 'instagram', 'whatsapp'], true, true, false, true, false, false],
      ['nexus', ['telegram', 'instagram', 'whatsapp'], true, true, WITH_VOICE_UPGRADE, true, WITH_VOICE_UPGRADE, true],
    ]);
  });

  it('lists the one free plan first and the paid plans after it, cheapest first', () => {
    expect(FREE_PLAN).toBe('spark');
    expect(PLAN_IDS).toEqual([FREE_PLAN, ...PAID_PLAN_IDS]);
    expect(PLAN_IDS.filter((id) => PLANS[id].priceCents === 0)).toEqual([FREE_PLAN]);
    const prices = PAID_PLAN_IDS.map((id) => PLANS[id].priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(isPaidPlanId('nexus')).toBe(true);
    expect(isPaidPlanId(FREE_PLAN)).toBe(false);
  });
});
