import { describe, expect, it } from 'vitest';
import { botStatus, type BadgeInput } from './bot-status';

const live: BadgeInput = {
  has_telegram_token: true,
  has_instagram_token: false,
  is_deployed: true,
  is_active: true,
  monetization_enabled: false,
  tip_flow_enabled: false,
  payment_method: 'provider_token',
  has_payment_token: false,
  attention_reason: null,
};

describe('botStatus (docs/product.md §7)', () => {
  it('is Draft without any platform token, whatever else is set', () => {
    expect(botStatus({ ...live, has_telegram_token: false, monetization_enabled: true })).toEqual({ badge: 'draft', reasons: [] });
  });

  it('is Online when deployed, active and without issue', () => {
    expect(botStatus(live)).toEqual({ badge: 'online', reasons: [] });
  });

  it('needs attention when not deployed', () => {
    expect(botStatus({ ...live, is_deployed: false, is_active: false })).toEqual({ badge: 'needs_attention', reasons: ['Not deployed yet'] });
  });

  it('needs attention when deployed but paused', () => {
    expect(botStatus({ ...live, is_active: false })).toEqual({ badge: 'needs_attention', reasons: ['Deployed but paused'] });
  });

  it('needs attention when monetization is on without a payment token', () => {
    expect(botStatus({ ...live, monetization_enabled: true }).reasons).toEqual(['Monetization is on without a payment token']);
  });

  it('needs attention when tip flow is on without a payment token', () => {
    expect(botStatus({ ...live, tip_flow_enabled: true }).reasons).toEqual(['Tip flow is on without a payment token']);
  });

  it('needs no payment token with Telegram Stars', () => {
    expect(botStatus({ ...live, monetization_enabled: true, tip_flow_enabled: true, payment_method: 'stars' }).badge).toBe('online');
  });

  it('lists every reason, including what the runner reported', () => {
    const status = botStatus({ ...live, is_active: false, tip_flow_enabled: true, attention_reason: 'Telegram rejected the bot token' });
    expect(status).toEqual({
      badge: 'needs_attention',
      reasons: ['Deployed but paused', 'Tip flow is on without a payment token', 'Telegram rejected the bot token'],
    });
  });

  it('counts an Instagram token as a platform token', () => {
    expect(botStatus({ ...live, has_telegram_token: false, has_instagram_token: true }).badge).toBe('online');
  });
});

describe('botStatus of an Instagram bot (issue #17)', () => {
  const instagram: BadgeInput = {
    ...live,
    platform: 'instagram',
    has_telegram_token: false,
    has_instagram_token: false,
    has_instagram_config: true,
    instagram_token_error: null,
  };
  const REFUSED = 'Instagram rejected the access token: Error validating access token: Session has expired.';

  it('is Online when live on the connected account', () => {
    expect(botStatus(instagram)).toEqual({ badge: 'online', reasons: [] });
  });

  it('is Draft while its creator has no connected account, whatever tokens it stores', () => {
    expect(botStatus({ ...instagram, has_instagram_config: false })).toEqual({ badge: 'draft', reasons: [] });
    expect(botStatus({ ...instagram, has_instagram_config: false, has_telegram_token: true, has_instagram_token: true }).badge).toBe('draft');
    expect(botStatus({ ...instagram, has_instagram_config: undefined }).badge).toBe('draft');
  });

  it('needs attention with the reason when Meta refused the account token', () => {
    expect(botStatus({ ...instagram, instagram_token_error: REFUSED })).toEqual({ badge: 'needs_attention', reasons: [REFUSED] });
    expect(botStatus({ ...instagram, is_active: false, instagram_token_error: REFUSED }).reasons).toEqual(['Deployed but paused', REFUSED]);
  });

  it('reads as deployed but paused, or not deployed yet, as a Telegram bot does', () => {
    expect(botStatus({ ...instagram, is_active: false }).reasons).toEqual(['Deployed but paused']);
    expect(botStatus({ ...instagram, is_active: false, is_deployed: false }).reasons).toEqual(['Not deployed yet']);
  });

  it('ignores an Instagram token error on a Telegram bot', () => {
    expect(botStatus({ ...live, instagram_token_error: REFUSED }).badge).toBe('online');
  });
});
