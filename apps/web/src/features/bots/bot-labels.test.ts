import { describe, expect, it } from 'vitest';
import { botLinkOf, hasInstagramConfig, instagramHandleOf } from './bot-labels';

const telegram = { platform: 'telegram' as const, name: 'Luna Bot', bot_username: null, instagram_username: null };
const instagram = { ...telegram, platform: 'instagram' as const, instagram_username: 'luna.creates' };

describe('botLinkOf', () => {
  it('keeps the Telegram link: the username once deployed, the name before', () => {
    expect(botLinkOf({ ...telegram, bot_username: 'luna_bot' })).toBe('https://t.me/luna_bot');
    expect(botLinkOf(telegram)).toBe('https://t.me/Luna%20Bot');
  });

  it('gives an Instagram bot the ig.me DM link of the connected account, or none before one is connected', () => {
    expect(botLinkOf(instagram)).toBe('https://ig.me/m/luna.creates');
    expect(botLinkOf({ ...instagram, instagram_username: null })).toBeNull();
    expect(botLinkOf({ ...instagram, bot_link: 'https://ig.me/m/server.link' } as typeof instagram)).toBe('https://ig.me/m/server.link');
  });
});

describe('Instagram fields', () => {
  it('reads the handle only for an Instagram bot', () => {
    expect(instagramHandleOf(instagram)).toBe('luna.creates');
    expect(instagramHandleOf({ ...instagram, instagram_username: '@luna.creates' })).toBe('luna.creates');
    expect(instagramHandleOf({ ...telegram, instagram_username: 'stored.field' })).toBeNull();
  });

  it('prefers the server’s has_instagram_config, falling back to a stored Instagram token', () => {
    expect(hasInstagramConfig({ has_instagram_token: false, has_instagram_config: true } as { has_instagram_token: boolean })).toBe(true);
    expect(hasInstagramConfig({ has_instagram_token: true, has_instagram_config: false } as { has_instagram_token: boolean })).toBe(false);
    expect(hasInstagramConfig({ has_instagram_token: true })).toBe(true);
  });
});
