import {
  BOT_DEFAULTS,
  botRuleProblems,
  channelPaymentProblems,
  DEFAULT_VOICE_ID,
  firstModelOf,
  isKnownModel,
  planGateProblems,
  type BotFields,
  type BotPatch,
  type PlanHolder,
} from '@fanline/core';
import type { BotRow, UserRow } from '@fanline/db';
import { AppError } from '../errors';
import { willHaveSecret } from './bot-secrets';

const SECRET_FIELDS = ['telegram_token', 'telegram_payment_token', 'payment_token', 'instagram_token'] as const;
type SecretField = (typeof SECRET_FIELDS)[number];
export type BotSettings = Omit<BotFields, SecretField>;

/** A stored bot's settings, typed as the schema types them. */
export function storedSettings(row: BotRow): BotSettings {
  return {
    name: row.name,
    description: row.description,
    personality: row.personality,
    greeting: row.greeting,
    platform: row.platform,
    llm_provider: row.llm_provider,
    llm_model: row.llm_model,
    temperature: row.temperature,
    max_tokens: row.max_tokens,
    voice_enabled: row.voice_enabled,
    voice_id: row.voice_id,
    stream_replies: row.stream_replies,
    monetization_enabled: row.monetization_enabled,
    payment_method: row.payment_method,
    pricing_model: row.pricing_model,
    price_per_message: row.price_per_message,
    subscription_price: row.subscription_price,
    stripe_price_id: row.stripe_price_id,
    instagram_username: row.instagram_username,
    instagram_page_id: row.instagram_page_id,
    tip_flow_enabled: row.tip_flow_enabled,
    tip_trigger_type: row.tip_trigger_type,
    tip_timing: row.tip_timing,
    tip_amounts: row.tip_amounts,
    tip_message: row.tip_message,
    adult_only: row.adult_only,
    template_id: row.template_id,
  };
}

function settingsOfPatch(patch: BotPatch): Partial<BotSettings> {
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined && !(SECRET_FIELDS as readonly string[]).includes(key)) settings[key] = value;
  }
  return settings as Partial<BotSettings>;
}

/**
 * The settings a bot will have once the patch is applied over what is stored
 * (or over the docs/product.md §5 defaults for a new bot). A provider change without a
 * model moves to that provider's first model (docs/product.md §7).
 */
export function mergeSettings(stored: BotRow | null, patch: BotPatch): BotSettings {
  const base = stored ? storedSettings(stored) : ({ ...BOT_DEFAULTS, tip_amounts: [...BOT_DEFAULTS.tip_amounts] } as Omit<BotSettings, 'name' | 'description' | 'personality'>);
  const merged = { ...base, ...settingsOfPatch(patch) } as BotSettings;
  if (patch.llm_provider && !patch.llm_model && !isKnownModel(merged.llm_provider, merged.llm_model)) {
    merged.llm_model = firstModelOf(merged.llm_provider);
  }
  if (merged.voice_enabled && !merged.voice_id) merged.voice_id = DEFAULT_VOICE_ID;
  return merged;
}

function planHolderOf(user: UserRow): PlanHolder {
  return { plan: user.plan, is_admin: user.is_admin, has_voice_upgrade: user.has_voice_upgrade, bots_limit: user.bots_limit };
}

/**
 * Refuses settings that break a cross-field rule (400) or the user's plan
 * (403, naming the plan that unlocks it). On update only gated settings that
 * change are checked, so a bot made on a higher plan stays editable after a
 * downgrade. Paid access and tips on a channel without payments (Instagram)
 * are a 400 naming each switch, for admins too; it is checked after the
 * gates, so a plan without the channel hears about the plan first.
 */
export function assertBotAllowed(user: UserRow, stored: BotRow | null, patch: BotPatch, settings: BotSettings): void {
  const hasPaymentToken =
    willHaveSecret(patch.telegram_payment_token, stored?.telegram_payment_token_enc ?? null) ||
    willHaveSecret(patch.payment_token, stored?.payment_token_enc ?? null);
  const problems = botRuleProblems({ ...settings, has_payment_token: hasPaymentToken });
  if (problems.length) {
    throw new AppError('BAD_REQUEST', problems.map((p) => p.message).join('; '), problems);
  }
  assertPlanAllows(user, settings, stored ? storedSettings(stored) : null);
  const payments = channelPaymentProblems(settings);
  if (payments.length) {
    throw new AppError('BAD_REQUEST', [...new Set(payments.map((p) => p.message))].join('; '), payments);
  }
}

/**
 * Refuses settings the user's plan does not include (403, naming the plan
 * that unlocks it). Settings equal to `before` pass, so a bot made on a higher
 * plan stays editable after a downgrade; a new bot, a copy included, has none.
 */
export function assertPlanAllows(user: UserRow, settings: BotSettings, before: BotSettings | null = null): void {
  const gates = planGateProblems(planHolderOf(user), settings).filter((p) => !before || before[p.field] !== settings[p.field]);
  if (gates.length) {
    throw new AppError('FORBIDDEN', gates.map((g) => g.message).join('; '), gates.map((g) => ({ field: g.field, message: g.message })));
  }
}

export { planHolderOf };
