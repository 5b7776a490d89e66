import { findModel, PROVIDER_CATALOGUE } from '@fanline/core';
import type { BotView } from '../../lib/bot-view';
import { capitalise } from '../../lib/format';

/**
 * docs/product.md §9: the public channel link is built from the bot's Telegram username,
 * falling back to its name while it has none.
 */
export function botLinkOf(bot: Pick<BotView, 'bot_username' | 'name'>): string {
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
