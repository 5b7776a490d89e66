import { z } from 'zod';
import { CHANNEL_CAPABILITIES } from './channels/channel-capabilities';
import { numberField, textField } from './input-fields';
import { DEFAULT_MODEL, DEFAULT_PROVIDER, isKnownModel } from './model-catalogue';
import { PLATFORMS, PROVIDERS, type Platform } from './plans';
import { findTemplate, TEMPLATE_IDS } from './templates';
import { VOICE_ID_SHAPE } from './voice-clone';
import { isAdultVoice, VOICE_CHOICE } from './voices';

/** docs/product.md §5: the tip amounts a creator may offer, in dollars. */
export const TIP_AMOUNT_CHOICES = [5, 10, 15, 25, 50, 100] as const;
export const DEFAULT_TIP_AMOUNTS = [5, 10, 25];
export const DEFAULT_TIP_MESSAGE = 'Enjoying our chat? A small tip keeps me going 💖';
/** docs/product.md §5: message triggers go up to 50 messages, time triggers up to 60 minutes. */
export const TIP_TIMING_MAX = { message: 50, time: 60 } as const;
export const PAYMENT_METHODS = ['stars', 'provider_token'] as const;
export const PRICING_MODELS = ['subscription', 'per_message'] as const;
export const TIP_TRIGGER_TYPES = ['message', 'time'] as const;

function isTipAmountChoice(n: number): boolean {
  return (TIP_AMOUNT_CHOICES as readonly number[]).includes(n);
}

// BotFather tokens look like "123456789:AAH…" (bot id, colon, 35 url-safe characters).
const TELEGRAM_TOKEN = /^\d{5,}:[A-Za-z0-9_-]{30,}$/;

/** True when a number has at most `places` decimals (form steps: 0.1 for temperature, 0.01 for prices). */
function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const text = (label: string, max: number) =>
  textField(label, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  textField(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A secret field: a string sets it, null clears it, leaving it out keeps what is stored. */
const secret = (label: string, max = 512) => textField(label).trim().max(max, `${label} is too long`).nullable().optional();

const money = (label: string, min: number, max: number) =>
  numberField(label, (n) =>
    n
      .min(min, `${label} must be at least ${min.toFixed(2)}`)
      .max(max, `${label} must be at most ${max.toFixed(2)}`)
      .refine((v) => hasAtMostDecimals(v, 2), `${label} can have at most 2 decimals`),
  );

/** Every field a creator can set on a bot (docs/product.md §5), each with its own rule of docs/product.md §5. */
export const botFieldsSchema = z.object({
  name: text('Name', 100),
  description: text('Description', 500),
  personality: text('Personality', 4000),
  greeting: optionalText('Greeting', 1000),
  platform: z.enum(PLATFORMS, { error: 'Platform must be telegram, instagram or whatsapp' }),
  llm_provider: z.enum(PROVIDERS, { error: `Provider must be one of ${PROVIDERS.join(', ')}` }),
  llm_model: textField('Model', 'Model is required').trim().min(1, 'Model is required').max(200, 'Model must be at most 200 characters'),
  temperature: numberField('Temperature', (n) =>
    n
      .min(0, 'Temperature must be between 0 and 2')
      .max(2, 'Temperature must be between 0 and 2')
      .refine((v) => hasAtMostDecimals(v, 1), 'Temperature moves in steps of 0.1'),
  ),
  max_tokens: numberField('Max tokens', (n) =>
    n
      .int('Max tokens must be a whole number')
      .min(100, 'Max tokens must be between 100 and 1000')
      .max(1000, 'Max tokens must be between 100 and 1000')
      .refine((v) => v % 50 === 0, 'Max tokens moves in steps of 50'),
  ),
  voice_enabled: z.boolean(),
  // One of the 17 voices or the creator's own cloned one: the shape here, whose voice it is in the service (botVoiceProblem).
  voice_id: z.string({ error: VOICE_CHOICE }).regex(VOICE_ID_SHAPE, VOICE_CHOICE).nullable(),
  stream_replies: z.boolean({ error: 'stream_replies must be true or false' }),
  monetization_enabled: z.boolean(),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Payment method must be stars or provider_token' }),
  pricing_model: z.enum(PRICING_MODELS, { error: 'Pricing model must be subscription or per_message' }),
  price_per_message: money('Price per message', 0.1, 10),
  subscription_price: money('Subscription price', 1, 99.99),
  stripe_price_id: textField('Stripe price ID')
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^price_[A-Za-z0-9]+$/.test(v), 'Stripe price IDs start with price_'),
  telegram_token: secret('Telegram token').refine(
    (v) => v == null || v === '' || TELEGRAM_TOKEN.test(v),
    'Enter the token BotFather gave you (like 123456789:AAH…)',
  ),
  telegram_payment_token: secret('Telegram payment token'),
  payment_token: secret('Payment token'),
  instagram_username: optionalText('Instagram username', 100),
  instagram_token: secret('Instagram token', 2048),
  instagram_page_id: optionalText('Instagram page ID', 100),
  tip_flow_enabled: z.boolean(),
  tip_trigger_type: z.enum(TIP_TRIGGER_TYPES, { error: 'Tip trigger must be message or time' }),
  tip_timing: numberField('Tip timing', (n) =>
    n
      .int('Tip timing must be a whole number')
      .min(1, 'Tip timing must be at least 1')
      .max(TIP_TIMING_MAX.time, `Tip timing must be at most ${TIP_TIMING_MAX.time}`),
  ),
  tip_amounts: z
    .array(z.number({ error: 'Tip amounts must be numbers' }), { error: 'Tip amounts must be a list' })
    .min(1, 'Choose at least one tip amount')
    .refine((list) => list.every((n) => isTipAmountChoice(n)), `Tip amounts must be chosen from ${TIP_AMOUNT_CHOICES.join(', ')}`)
    .refine((list) => new Set(list).size === list.length, 'Tip amounts must be different')
    .transform((list) => [...list].sort((a, b) => a - b)),
  tip_message: text('Tip message', 500),
  adult_only: z.boolean({ error: 'adult_only must be true or false' }),
  template_id: z.enum(TEMPLATE_IDS, { error: 'Choose one of the templates' }).nullable(),
});

export type BotFields = z.output<typeof botFieldsSchema>;

/** docs/product.md §5 defaults for everything a create request may leave out. */
export const BOT_DEFAULTS = {
  greeting: null,
  platform: 'telegram',
  llm_provider: DEFAULT_PROVIDER,
  llm_model: DEFAULT_MODEL,
  temperature: 0.8,
  max_tokens: 500,
  voice_enabled: false,
  voice_id: null,
  stream_replies: true,
  monetization_enabled: false,
  payment_method: 'stars',
  pricing_model: 'subscription',
  price_per_message: 0.5,
  subscription_price: 9.99,
  stripe_price_id: null,
  instagram_username: null,
  instagram_page_id: null,
  tip_flow_enabled: false,
  tip_trigger_type: 'message',
  tip_timing: 5,
  tip_amounts: DEFAULT_TIP_AMOUNTS,
  tip_message: DEFAULT_TIP_MESSAGE,
  adult_only: false,
  template_id: null,
} as const satisfies Partial<BotFields>;

/** Create: name, description and personality are required; the rest falls back to BOT_DEFAULTS. */
export const botCreateSchema = botFieldsSchema.partial().extend({
  name: botFieldsSchema.shape.name,
  description: botFieldsSchema.shape.description,
  personality: botFieldsSchema.shape.personality,
});
export type BotCreateInput = z.input<typeof botCreateSchema>;

/** Update: any subset of fields; secrets left out keep their stored value. */
export const botUpdateSchema = botFieldsSchema.partial();
export type BotUpdateInput = z.input<typeof botUpdateSchema>;
export type BotPatch = z.output<typeof botUpdateSchema>;

/** The settings that decide whether a bot may be saved, once input and stored values are merged. */
export interface BotRuleState {
  llm_provider: (typeof PROVIDERS)[number];
  llm_model: string;
  monetization_enabled: boolean;
  tip_flow_enabled: boolean;
  payment_method: (typeof PAYMENT_METHODS)[number];
  tip_trigger_type: (typeof TIP_TRIGGER_TYPES)[number];
  tip_timing: number;
  /** A provider payment token is stored or being set. */
  has_payment_token: boolean;
  adult_only: boolean;
  voice_enabled: boolean;
  voice_id: string | null;
  template_id: string | null;
}

export interface RuleProblem {
  field: string;
  message: string;
}

/**
 * The §5 blocking message when monetization or tip flow is on without the
 * payment token its payment method needs, or null. Telegram Stars need no
 * token, so the rule applies only to the provider-token method.
 */
export function paymentTokenProblem(state: Pick<BotRuleState, 'monetization_enabled' | 'tip_flow_enabled' | 'payment_method' | 'has_payment_token'>): string | null {
  if (state.payment_method !== 'provider_token' || state.has_payment_token) return null;
  const subject =
    state.monetization_enabled && state.tip_flow_enabled
      ? 'Monetization and tip flow require'
      : state.monetization_enabled
        ? 'Monetization requires'
        : state.tip_flow_enabled
          ? 'Tip flow requires'
          : null;
  if (!subject) return null;
  return `Cannot save bot: ${subject} a Telegram payment token. Add token or disable these features.`;
}

export const ADULT_VOICE_NEEDS_18 = 'Seductive voices are for 18+ bots. Mark the bot 18+ or choose another voice.';
export const ADULT_TEMPLATE_NEEDS_18 = 'This template is for 18+ bots. Mark the bot 18+ to use it.';

/**
 * An adult-oriented voice in use (voice replies on) or an adult template needs
 * the bot marked 18+, so its fans pass the age gate; null when it may be saved.
 */
export function adultOnlyProblem(state: Pick<BotRuleState, 'adult_only' | 'voice_enabled' | 'voice_id' | 'template_id'>): string | null {
  if (state.adult_only) return null;
  if (state.voice_enabled && isAdultVoice(state.voice_id)) return ADULT_VOICE_NEEDS_18;
  if (state.template_id && findTemplate(state.template_id)?.adult_only) return ADULT_TEMPLATE_NEEDS_18;
  return null;
}

/** Rules that span several fields; empty when the merged bot may be saved. */
export function botRuleProblems(state: BotRuleState): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!isKnownModel(state.llm_provider, state.llm_model)) {
    problems.push({ field: 'llm_model', message: `${state.llm_model} is not a ${state.llm_provider} model` });
  }
  const max = TIP_TIMING_MAX[state.tip_trigger_type];
  if (state.tip_timing > max) {
    const unit = state.tip_trigger_type === 'message' ? 'messages' : 'minutes';
    problems.push({ field: 'tip_timing', message: `Tip timing must be between 1 and ${max} ${unit}` });
  }
  const payment = paymentTokenProblem(state);
  if (payment) problems.push({ field: 'telegram_payment_token', message: payment });
  const adult = adultOnlyProblem(state);
  if (adult) problems.push({ field: 'adult_only', message: adult });
  return problems;
}

/** Issue #17: fans pay inside Telegram only, so paid access and tips are off for an Instagram or WhatsApp bot. */
export const FAN_PAYMENTS_TELEGRAM_ONLY = 'Fan payments are on Telegram only for now';

/**
 * Paid access and tip flow need a channel that takes payments in the chat
 * (CHANNEL_CAPABILITIES); Instagram and WhatsApp do not. One problem per switch that is
 * on, naming it; empty when the bot may be saved.
 */
export function channelPaymentProblems(state: { platform: Platform; monetization_enabled: boolean; tip_flow_enabled: boolean }): RuleProblem[] {
  if (CHANNEL_CAPABILITIES[state.platform].payments) return [];
  return (['monetization_enabled', 'tip_flow_enabled'] as const).filter((field) => state[field]).map((field) => ({ field, message: FAN_PAYMENTS_TELEGRAM_ONLY }));
}

/** docs/product.md §7: activation needs a Telegram token or an Instagram configuration. */
export const ACTIVATION_BLOCKED = 'Cannot activate bot: Please add Telegram token or Instagram configuration first.';

/** The same message for a WhatsApp bot, whose channel is its creator's connected number. */
export const WHATSAPP_ACTIVATION_BLOCKED = 'Cannot activate bot: Please connect a WhatsApp number first.';

/**
 * Whether a bot has what activation needs (the server also refuses a second
 * live Instagram bot). An Instagram bot needs its creator's connected account
 * (`has_instagram_config`); any other bot a Telegram token or the stored
 * Instagram configuration.
 */
export function canActivate(bot: { has_telegram_token: boolean; has_instagram_config: boolean; account_connected?: boolean; platform?: Platform }): boolean {
  if (bot.platform === 'whatsapp') return bot.account_connected === true;
  if (bot.platform === 'instagram') return bot.account_connected ?? bot.has_instagram_config;
  return bot.has_telegram_token || bot.has_instagram_config;
}
