import { answersThroughAccount } from './channels/channel-capabilities';
import type { Platform } from './plans';

/** The dashboard badge of a bot (docs/product.md §7). */
export type BotBadge = 'online' | 'draft' | 'needs_attention';

export interface BadgeInput {
  has_telegram_token: boolean;
  has_instagram_token: boolean;
  is_deployed: boolean;
  is_active: boolean;
  monetization_enabled: boolean;
  tip_flow_enabled: boolean;
  payment_method: 'stars' | 'provider_token';
  has_payment_token: boolean;
  /** Set by the runner when Telegram refuses the token, or credits ran out. */
  attention_reason?: string | null;
  /** The bot's channel; without it the bot is read as a Telegram bot. */
  platform?: Platform;
  /** An Instagram bot: its creator has connected an Instagram account (BotView.has_instagram_config). */
  has_instagram_config?: boolean;
  /** An Instagram bot: why Meta refused the account's token (instagram_accounts.token_error). */
  instagram_token_error?: string | null;
  /** A bot on an account channel (Instagram, WhatsApp): its creator has connected the account (BotView.account_connected). */
  account_connected?: boolean;
  /** Why Meta refused that account's token; read before the Instagram-only field. */
  account_error?: string | null;
}

export interface BotStatus {
  badge: BotBadge;
  /** Why the bot needs attention (the badge's tooltip); empty otherwise. */
  reasons: string[];
}

export const BADGE_LABELS: Record<BotBadge, string> = { online: 'Online', draft: 'Draft', needs_attention: 'Needs attention' };

/**
 * docs/product.md §7: Draft when neither a Telegram nor an Instagram token exists
 * (an Instagram bot: while its creator has no connected account).
 * Otherwise Needs attention if any holds: not deployed; deployed but paused;
 * monetization or tip flow on without the payment token their method needs
 * (Telegram Stars need none); a problem the runner reported; or, for an
 * Instagram bot, the account's refused token. Online when deployed, active
 * and without issue.
 */
export function botStatus(bot: BadgeInput): BotStatus {
  const onAccount = bot.platform !== undefined && answersThroughAccount(bot.platform);
  const accountConnected = bot.account_connected ?? (bot.platform === 'instagram' && bot.has_instagram_config === true);
  const configured = onAccount ? accountConnected : bot.has_telegram_token || bot.has_instagram_token;
  if (!configured) return { badge: 'draft', reasons: [] };
  const needsToken = bot.payment_method === 'provider_token' && !bot.has_payment_token;
  const reasons = [
    !bot.is_deployed && 'Not deployed yet',
    bot.is_deployed && !bot.is_active && 'Deployed but paused',
    bot.monetization_enabled && needsToken && 'Monetization is on without a payment token',
    bot.tip_flow_enabled && needsToken && 'Tip flow is on without a payment token',
    bot.attention_reason,
    onAccount && (bot.account_error ?? bot.instagram_token_error),
  ].filter((reason): reason is string => Boolean(reason));
  if (reasons.length) return { badge: 'needs_attention', reasons };
  return { badge: bot.is_deployed && bot.is_active ? 'online' : 'draft', reasons: [] };
}
