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
}

export interface BotStatus {
  badge: BotBadge;
  /** Why the bot needs attention (the badge's tooltip); empty otherwise. */
  reasons: string[];
}

export const BADGE_LABELS: Record<BotBadge, string> = { online: 'Online', draft: 'Draft', needs_attention: 'Needs attention' };

/**
 * docs/product.md §7: Draft when neither a Telegram nor an Instagram token exists.
 * Otherwise Needs attention if any holds: not deployed; deployed but paused;
 * monetization or tip flow on without the payment token their method needs
 * (Telegram Stars need none); or a problem the runner reported. Online when
 * deployed, active and without issue.
 */
export function botStatus(bot: BadgeInput): BotStatus {
  if (!bot.has_telegram_token && !bot.has_instagram_token) return { badge: 'draft', reasons: [] };
  const needsToken = bot.payment_method === 'provider_token' && !bot.has_payment_token;
  const reasons = [
    !bot.is_deployed && 'Not deployed yet',
    bot.is_deployed && !bot.is_active && 'Deployed but paused',
    bot.monetization_enabled && needsToken && 'Monetization is on without a payment token',
    bot.tip_flow_enabled && needsToken && 'Tip flow is on without a payment token',
    bot.attention_reason,
  ].filter((reason): reason is string => Boolean(reason));
  if (reasons.length) return { badge: 'needs_attention', reasons };
  return { badge: bot.is_deployed && bot.is_active ? 'online' : 'draft', reasons: [] };
}
