import { CHANNEL_NAMES, findModel, PROVIDER_CATALOGUE } from '@fanline/core';
import type { BotView } from '../../lib/bot-view';

/** What the links are made of; `bot_link` is the server's own (ig.me, wa.me), optional so a bare bot can be asked too. */
type LinkFields = Pick<BotView, 'bot_username' | 'name' | 'platform' | 'instagram_username'> & { bot_link?: string | null };

/** The Instagram account an Instagram bot answers for, without the @; null until one is connected. */
export function instagramHandleOf(bot: Pick<BotView, 'platform' | 'instagram_username'>): string | null {
  return bot.platform === 'instagram' ? bot.instagram_username?.replace(/^@/, '') || null : null;
}

/**
 * docs/product.md §9: the public channel link. Telegram: built from the bot's username, falling
 * back to its name while it has none. Instagram: the DM link of the connected account
 * (https://ig.me/m/{username}), or null while none is connected. WhatsApp: the server's
 * https://wa.me/{digits} of the connected number, or null while none is connected.
 */
export function botLinkOf(bot: LinkFields): string | null {
  if (bot.platform === 'instagram') {
    const handle = instagramHandleOf(bot);
    return bot.bot_link || (handle ? `https://ig.me/m/${encodeURIComponent(handle)}` : null);
  }
  if (bot.platform === 'whatsapp') return bot.bot_link || null;
  return `https://t.me/${bot.bot_username ?? encodeURIComponent(bot.name)}`;
}

/** A WhatsApp bot's number as "+15550104477", read from its wa.me link; null until a number is connected. */
export function whatsappNumberOf(bot: LinkFields): string | null {
  if (bot.platform !== 'whatsapp') return null;
  const digits = /^https:\/\/wa\.me\/(\d+)/.exec(botLinkOf(bot) ?? '')?.[1];
  return digits ? `+${digits}` : null;
}

/** "whatsapp" → "WhatsApp", as the product names the channel. */
export function platformLabel(bot: Pick<BotView, 'platform'>): string {
  return CHANNEL_NAMES[bot.platform];
}

/** The model's catalogue label ("Mixtral 8x7B Instruct"), or its raw id when it is not catalogued. */
export function modelLabel(bot: Pick<BotView, 'llm_provider' | 'llm_model'>): string {
  return findModel(bot.llm_provider, bot.llm_model)?.label ?? bot.llm_model;
}

export function providerLabel(bot: Pick<BotView, 'llm_provider'>): string {
  return PROVIDER_CATALOGUE[bot.llm_provider]?.label ?? bot.llm_provider;
}
