import { PURCHASABLES } from '@fanline/core';
import { describe, expect, it } from 'vitest';
import { addOnOfferFor, canBuyVoice, checkoutItemName, planOfferFor } from './purchase-rules';

const creator = (plan: 'spark' | 'ignite' | 'flow' | 'nexus', is_admin = false, has_voice_upgrade = false) => ({ plan, is_admin, has_voice_upgrade });

describe('planOfferFor', () => {
  it('sends guests to sign up for every plan', () => {
    expect(planOfferFor(null, 'spark')).toBe('guest');
    expect(planOfferFor(null, 'nexus')).toBe('guest');
  });

  it('marks the plan held as current', () => {
    expect(planOfferFor(creator('flow'), 'flow')).toBe('current');
    expect(planOfferFor(creator('spark'), 'spark')).toBe('current');
  });

  it('upgrades to higher plans and switches to lower paid ones', () => {
    expect(planOfferFor(creator('spark'), 'ignite')).toBe('upgrade');
    expect(planOfferFor(creator('ignite'), 'nexus')).toBe('upgrade');
    expect(planOfferFor(creator('nexus'), 'flow')).toBe('switch');
  });

  it('reaches Spark from a paid plan by cancelling, not by checkout', () => {
    expect(planOfferFor(creator('ignite'), 'spark')).toBe('free');
  });
});

describe('addOnOfferFor', () => {
  const pack = PURCHASABLES.msg_5k;
  const voice = PURCHASABLES.voice;
  const voicePack = PURCHASABLES.voice_25k;

  it('lets anyone signed in buy message packs, and asks guests to sign up', () => {
    expect(addOnOfferFor(creator('spark'), pack, false)).toBe('buy');
    expect(addOnOfferFor(null, pack, false)).toBe('guest');
  });

  it('keeps voice items for nexus creators and admins', () => {
    expect(addOnOfferFor(null, voice, false)).toBe('nexus-required');
    expect(addOnOfferFor(creator('flow'), voicePack, false)).toBe('nexus-required');
    expect(addOnOfferFor(creator('nexus', false, true), voicePack, true)).toBe('buy');
    expect(addOnOfferFor(creator('nexus'), voice, false)).toBe('buy');
    expect(addOnOfferFor(creator('spark', true), voice, false)).toBe('buy');
    expect(addOnOfferFor(creator('spark', true), voicePack, false)).toBe('buy');
    expect(canBuyVoice(creator('flow'))).toBe(false);
  });

  it('shows the voice upgrade as active once held, while the voice pack stays on sale', () => {
    expect(addOnOfferFor(creator('nexus'), voice, true)).toBe('active');
    expect(addOnOfferFor(creator('nexus', false, true), voicePack, true)).toBe('buy');
  });

  it('holds back voice credits from a Nexus creator without the Voice Chat Upgrade, who could not spend them', () => {
    expect(addOnOfferFor(creator('nexus'), voicePack, false)).toBe('voice-upgrade-required');
  });
});

describe('checkoutItemName', () => {
  it('names plans by the plan and packs by the pack', () => {
    expect(checkoutItemName('flow')).toBe('Flow');
    expect(checkoutItemName('msg_1k')).toBe('1,000 Message Credits');
  });
});
