import type { BotRow } from '@fanline/db';
import { maskSecret, type SecretBox } from '../secrets';
import { storedSettings, type BotSettings } from './bot-state';

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
  is_active: boolean;
  is_deployed: boolean;
  bot_username: string | null;
  attention_reason: string | null;
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

export function toBotView(row: BotRow, secrets: SecretBox, activity: BotActivity = { messages_today: 0, revenue_today: 0, crisis_flags_30d: 0 }): BotView {
  return {
    id: row.id,
    ...storedSettings(row),
    telegram_token: row.telegram_token_hint ?? masked(secrets, row.telegram_token_enc),
    has_telegram_token: row.telegram_token_enc !== null,
    telegram_payment_token: masked(secrets, row.telegram_payment_token_enc),
    has_telegram_payment_token: row.telegram_payment_token_enc !== null,
    payment_token: masked(secrets, row.payment_token_enc),
    has_payment_token: row.payment_token_enc !== null,
    instagram_token: masked(secrets, row.instagram_token_enc),
    has_instagram_token: row.instagram_token_enc !== null,
    is_active: row.is_active,
    is_deployed: row.is_deployed,
    bot_username: row.bot_username,
    attention_reason: row.attention_reason,
    last_activity: row.last_activity_at?.toISOString() ?? null,
    messages_today: activity.messages_today,
    revenue_today: activity.revenue_today,
    crisis_flags_30d: activity.crisis_flags_30d,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
