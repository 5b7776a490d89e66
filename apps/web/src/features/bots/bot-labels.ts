import { findModel, PROVIDER_CATALOGUE } from '@fanline/core';
import type { BotView } from '../../lib/bot-view';
import { capitalise } from '../../lib/format';

type LinkFields = Pick<BotView, 'bot_username' | 'name' | 'platform' | 'instagram_username'>;

/**
 * What newer servers add to an Instagram bot's view; read defensively so the
 * card works against a server that does not send them yet.
 */
interface InstagramViewExtras {
  /** The creator's account is connected and its token accepted: the bot can go live. */
  has_instagram_config?: boolean;
  /** The server's ig.me link for an Instagram bot. */
  bot_link?: string | null;
}

function extrasOf(bot: object): InstagramViewExtras {
  return bot as InstagramViewExtras;
}

/** The Instagram account an Instagram bot answers for, without the @; null until one is connected. */
export function instagramHandleOf(bot: Pick<BotView, 'platform' | 'instagram_username'>): string | null {
  return bot.platform === 'instagram' ? bot.instagram_username?.replace(/^@/, '') || null : null;
}

/**
 * May an Instagram bot go live? The server's has_instagram_config when it sends one; otherwise
 * what older servers accept for activation: a stored Instagram token.
 */
export function hasInstagramConfig(bot: Pick<BotView, 'has_instagram_token'>): boolean {
  return extrasOf(bot).has_instagram_config ?? bot.has_instagram_token;
}

/**
 * docs/product.md §9: the public channel link. Telegram: built from the bot's username, falling
 * back to its name while it has none. Instagram: the DM link of the connected account
 * (https://ig.me/m/{username}), or null while none is connected.
 */
export function botLinkOf(bot: LinkFields): string | null {
  if (bot.platform === 'instagram') {
    const handle = instagramHandleOf(bot);
    return extrasOf(bot).bot_link || (handle ? `https://ig.me/m/${encodeURIComponent(handle)}` : null);
  }
  return `https://t.me/${bot.bot_username ?? encodeURIComponent(bot.name)}`;
}

/** "telegram" → "Telegram". */
export function platformLabel(bot: Pick<BotView, 'platform'>): string {
  return capitalise(bot.platform);
}

/** The model's catalogue label ("Mixtral 8x7B Instruct"), or its raw id when it is not catalogued. */
export function modelLabel(bot: Pick<BotView, 'llm_provider' | 'llm_model'>): string {
  return findModel(bot.llm_provider, bot.llm_model)?.label ?? bot.llm_model;
}

export function providerLabel(bot: Pick<BotView, 'llm_provider'>): string {
  return PROVIDER_CATALOGUE[bot.llm_provider]?.label ?? bot.llm_provider;
}
