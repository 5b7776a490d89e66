import { describe, expect, it } from 'vitest';
import { botLinkOf, instagramHandleOf, platformLabel, whatsappNumberOf } from './bot-labels';

const telegram = { platform: 'telegram' as const, name: 'Luna Bot', bot_username: null, instagram_username: null };
const instagram = { ...telegram, platform: 'instagram' as const, instagram_username: 'luna.creates' };
const whatsapp = { ...telegram, platform: 'whatsapp' as const, bot_link: 'https://wa.me/15550104477' };

describe('botLinkOf', () => {
  it('keeps the Telegram link: the username once deployed, the name before', () => {
    expect(botLinkOf({ ...telegram, bot_username: 'luna_bot' })).toBe('https://t.me/luna_bot');
    expect(botLinkOf(telegram)).toBe('https://t.me/Luna%20Bot');
  });

  it('gives an Instagram bot the ig.me DM link of the connected account, or none before one is connected', () => {
    expect(botLinkOf(instagram)).toBe('https://ig.me/m/luna.creates');
    expect(botLinkOf({ ...instagram, instagram_username: null })).toBeNull();
    expect(botLinkOf({ ...instagram, bot_link: 'https://ig.me/m/server.link' })).toBe('https://ig.me/m/server.link');
  });
});

describe('Instagram fields', () => {
  it('reads the handle only for an Instagram bot', () => {
    expect(instagramHandleOf(instagram)).toBe('luna.creates');
    expect(instagramHandleOf({ ...instagram, instagram_username: '@luna.creates' })).toBe('luna.creates');
    expect(instagramHandleOf({ ...telegram, instagram_username: 'stored.field' })).toBeNull();
  });
});

describe('WhatsApp fields', () => {
  it('gives a WhatsApp bot the server’s wa.me link and its number, or neither before one is connected', () => {
    expect(botLinkOf(whatsapp)).toBe('https://wa.me/15550104477');
    expect(whatsappNumberOf(whatsapp)).toBe('+15550104477');
    expect(botLinkOf({ ...whatsapp, bot_link: null })).toBeNull();
    expect(whatsappNumberOf({ ...whatsapp, bot_link: null })).toBeNull();
    expect(whatsappNumberOf({ ...telegram, bot_username: 'luna_bot' })).toBeNull();
  });

  it('names the channel as the product spells it', () => {
    expect(platformLabel(whatsapp)).toBe('WhatsApp');
    expect(platformLabel(telegram)).toBe('Telegram');
  });
});
