import { describe, expect, it } from 'vitest';
import { channelTextProblem, withinReplyWindow } from '@fanline/core';
import { broadcastPlanProblem, outsideWindowReason } from './broadcast-rules';

const holder = (plan: 'spark' | 'ignite' | 'flow' | 'nexus', is_admin = false) => ({ plan, is_admin, has_voice_upgrade: false });

describe('broadcastPlanProblem', () => {
  it('names every plan with broadcasts and the cheapest to upgrade to', () => {
    expect(broadcastPlanProblem(holder('spark'))).toBe('Broadcasts are part of the Ignite, Flow and Nexus plans. Upgrade to Ignite to send them.');
  });

  it('lets the paid plans and admins through', () => {
    for (const plan of ['ignite', 'flow', 'nexus'] as const) expect(broadcastPlanProblem(holder(plan))).toBeNull();
    expect(broadcastPlanProblem(holder('spark', true))).toBeNull();
  });
});

describe('channelTextProblem', () => {
  it('takes Telegram text up to 4,096 characters', () => {
    expect(channelTextProblem('telegram', 'x'.repeat(4096))).toBeNull();
    expect(channelTextProblem('telegram', 'x'.repeat(4097))).toBe('Telegram messages hold at most 4,096 characters; this text has 4,097');
  });

  it('counts Instagram text in UTF-8 bytes: 1,000 at most', () => {
    expect(channelTextProblem('instagram', 'x'.repeat(1000))).toBeNull();
    expect(channelTextProblem('instagram', 'x'.repeat(1001))).toMatch(/at most 1,000 characters/);
    // 250 emoji are 500 UTF-16 units but 1,000 bytes; one more letter tips it over.
    expect(channelTextProblem('instagram', '🌙'.repeat(250))).toBeNull();
    expect(channelTextProblem('instagram', `${'🌙'.repeat(250)}!`)).toMatch(/^Instagram messages hold at most 1,000 bytes; this text has 1,001/);
  });
});

describe('withinReplyWindow', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  it("holds on Instagram for 24 hours after the fan's last message, and never without one", () => {
    expect(withinReplyWindow('instagram', hoursAgo(23.9), now)).toBe(true);
    expect(withinReplyWindow('instagram', hoursAgo(24), now)).toBe(false);
    expect(withinReplyWindow('instagram', null, now)).toBe(false);
    expect(outsideWindowReason('instagram')).toBe("Outside Instagram's 24-hour window");
  });

  it('always holds on Telegram, which has no window', () => {
    expect(withinReplyWindow('telegram', null, now)).toBe(true);
    expect(withinReplyWindow('telegram', hoursAgo(24 * 365), now)).toBe(true);
  });
});
