import type { BotRow } from '@fanline/db';
import { maskSecret, type SecretBox } from '../secrets';
import { storedSettings, type BotSettings } from './bot-state';
import type { AccountLinks } from './bot-store';

/** What the API returns for a bot (docs/product.md §5): every setting, secrets only masked, and its live state. */
export interface BotView extends BotSettings {
  id: string;
  telegram_token: string | null;
  has_telegram_token: boolean;
  telegram_payment_token: string | null;
  has_telegram_payment_token: boolean;
  payment_token: string | null;
  has_payment_token: boolean;
  instagram_token: string | null;
  has_instagram_token: boolean;
  /**
   * What activation needs besides a Telegram token: for an Instagram bot, its
   * creator has connected an Instagram account; for a Telegram bot, a stored
   * Instagram token (the old fields). `canActivate` in core reads it.
   */
  has_instagram_config: boolean;
  /** An Instagram bot: why Meta refused the account's token, so the bot needs attention; null otherwise. */
  instagram_token_error: string | null;
  /** An Instagram or WhatsApp bot: its creator has connected that account (what activation needs); false for a Telegram bot. */
  account_connected: boolean;
  /** Why Meta refused that account's token, so the bot needs attention; null otherwise. */
  account_error: string | null;
  is_active: boolean;
  is_deployed: boolean;
  bot_username: string | null;
  /**
   * Copy Bot Link: https://ig.me/m/{account username} for an Instagram bot
   * with a connected account, https://t.me/{bot_username} for a Telegram bot
   * once deployed; null before (the dashboard then uses the bot's name).
   */
  bot_link: string | null;
  attention_reason: string | null;
  voice_withdrawn_at: string | null;
  last_activity: string | null;
  messages_today: number;
  revenue_today: number;
  /** Fans referred to crisis services in the last 30 days (the bot list only; 0 elsewhere). */
  crisis_flags_30d: number;
  created_at: string;
  updated_at: string;
}

export interface BotActivity {
  messages_today: number;
  revenue_today: number;
  crisis_flags_30d: number;
}

function masked(secrets: SecretBox, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return maskSecret(secrets.decrypt(sealed));
  } catch {
    // Sealed with another APP_SECRET: still present, but unreadable here.
    return '••••••••';
  }
}

function botLink(row: BotRow, account: { name: string } | null): string | null {
  if (row.platform === 'instagram') return account ? `https://ig.me/m/${encodeURIComponent(account.name)}` : null;
  // wa.me takes the number in digits, country code first.
  if (row.platform === 'whatsapp') return account ? `https://wa.me/${account.name.replace(/\D/g, '')}` : null;
  return row.bot_username ? `https://t.me/${row.bot_username}` : null;
}

/**
 * The API's view of a bot. `accounts` are its creator's connected accounts,
 * read only for a bot on their channel: on Instagram `instagram_username` is
 * the account's username (null before one is connected), not the stored field.
 */
export function toBotView(
  row: BotRow,
  secrets: SecretBox,
  activity: BotActivity = { messages_today: 0, revenue_today: 0, crisis_flags_30d: 0 },
  accounts: AccountLinks = {},
): BotView {
  const onInstagram = row.platform === 'instagram';
  const link = row.platform === 'telegram' ? null : (accounts[row.platform] ?? null);
  return {
    id: row.id,
    ...storedSettings(row),
    ...(onInstagram ? { instagram_username: link?.name ?? null } : {}),
    telegram_token: row.telegram_token_hint ?? masked(secrets, row.telegram_token_enc),
    has_telegram_token: row.telegram_token_enc !== null,
    telegram_payment_token: masked(secrets, row.telegram_payment_token_enc),
    has_telegram_payment_token: row.telegram_payment_token_enc !== null,
    payment_token: masked(secrets, row.payment_token_enc),
    has_payment_token: row.payment_token_enc !== null,
    instagram_token: masked(secrets, row.instagram_token_enc),
    has_instagram_token: row.instagram_token_enc !== null,
    has_instagram_config: onInstagram ? link !== null : row.instagram_token_enc !== null,
    instagram_token_error: onInstagram ? (link?.token_error ?? null) : null,
    account_connected: link !== null,
    account_error: link?.token_error ?? null,
    is_active: row.is_active,
    is_deployed: row.is_deployed,
    bot_username: row.bot_username,
    bot_link: botLink(row, link),
    attention_reason: row.attention_reason,
    voice_withdrawn_at: row.voice_withdrawn_at?.toISOString() ?? null,
    last_activity: row.last_activity_at?.toISOString() ?? null,
    messages_today: activity.messages_today,
    revenue_today: activity.revenue_today,
    crisis_flags_30d: activity.crisis_flags_30d,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
