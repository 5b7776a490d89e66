import { describe, expect, it } from 'vitest';
import { checkoutInputSchema, checkoutItem, CHECKOUT_ITEM_IDS, checkoutRefusal, NEXUS_ONLY, purchaseSummary, UNKNOWN_PLAN_TYPE, VOICE_UPGRADE_REQUIRED } from './checkout';

describe('checkout items', () => {
  it('sells the three paid plans and the seven packs of docs/product.md §10', () => {
    expect(CHECKOUT_ITEM_IDS).toEqual(['ignite', 'flow', 'nexus', 'voice', 'msg_1k', 'msg_5k', 'msg_15k', 'msg_75k', 'msg_200k', 'voice_25k']);
  });

  it('prices plans and the voice upgrade monthly and packs once, from docs/product.md §4', () => {
    const table = CHECKOUT_ITEM_IDS.map((id) => {
      const item = checkoutItem(id);
      return [id, item.priceCents, item.mode, item.nexusOnly];
    });
    expect(table).toEqual([
      ['ignite', 1500, 'subscription', false],
      ['flow', 3000, 'subscription', false],
      ['nexus', 6000, 'subscription', false],
      ['voice', 3500, 'subscription', true],
      ['msg_1k', 500, 'payment', false],
      ['msg_5k', 1000, 'payment', false],
      ['msg_15k', 2000, 'payment', false],
      ['msg_75k', 5000, 'payment', false],
      ['msg_200k', 10000, 'payment', false],
      ['voice_25k', 5000, 'payment', true],
    ]);
  });

  it('rejects an unknown or missing plan_type with the docs/product.md §10 message', () => {
    for (const body of [{ plan_type: 'spark' }, { plan_type: 'platinum' }, {}]) {
      const result = checkoutInputSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(UNKNOWN_PLAN_TYPE);
      expect(result.error?.issues[0]?.path).toEqual(['plan_type']);
    }
  });

  it('summarises a purchase for the success page, or nothing for an unknown value', () => {
    expect(purchaseSummary('flow')).toEqual({ name: 'Flow', priceCents: 3000, recurring: true });
    expect(purchaseSummary('msg_5k')).toEqual({ name: '5,000 Message Credits', priceCents: 1000, recurring: false });
    expect(purchaseSummary('gold')).toBeNull();
  });

  it('sells voice items to Nexus creators and admins, and voice credits only with the Voice Chat Upgrade', () => {
    const creator = (plan: 'flow' | 'nexus', has_voice_upgrade = false, is_admin = false) => ({ plan, has_voice_upgrade, is_admin });
    expect(checkoutRefusal(creator('flow'), checkoutItem('voice'))).toBe(NEXUS_ONLY);
    expect(checkoutRefusal(creator('flow'), checkoutItem('voice_25k'))).toBe(NEXUS_ONLY);
    expect(checkoutRefusal(creator('nexus'), checkoutItem('voice'))).toBeNull();
    expect(checkoutRefusal(creator('nexus'), checkoutItem('voice_25k'))).toBe(VOICE_UPGRADE_REQUIRED);
    expect(checkoutRefusal(creator('nexus', true), checkoutItem('voice_25k'))).toBeNull();
    expect(checkoutRefusal(creator('flow', false, true), checkoutItem('voice_25k'))).toBeNull();
    expect(checkoutRefusal(creator('flow'), checkoutItem('msg_200k'))).toBeNull();
  });
});
