import {
  adultOnlyProblem,
  answersThroughAccount,
  BOT_DEFAULTS,
  botCreateSchema,
  botUpdateSchema,
  CHANNEL_CAPABILITIES,
  DEFAULT_VOICE_ID,
  firstModelOf,
  PROVIDER_CATALOGUE,
  type BotCreateInput,
  type BotTemplate,
  type ProviderId,
  type PublicUser,
} from '@fanline/core';
import { toFieldErrors, type BotView, type FieldErrors } from './bot-view';
import { initialPayment, paymentSecretsPatch, type PaymentValue } from './payment-values';
import { allowedProviders } from './plan-access';
import { initialTipSettings, tipSettingsPatch, tipTimingProblem, type TipSettingsValue } from './tip-values';

export type BotFormMode = 'create' | 'edit';

/** Everything the bot form edits; numbers typed by hand stay text until they are sent. */
export interface BotFormValues extends TipSettingsValue, PaymentValue {
  name: string;
  description: string;
  personality: string;
  greeting: string;
  platform: BotView['platform'];
  llm_provider: ProviderId;
  llm_model: string;
  temperature: number;
  max_tokens: number;
  /** Replies show while they are written (Telegram drafts). */
  stream_replies: boolean;
  /** Typed token; blank keeps what is stored. */
  telegram_token: string;
  voice_enabled: boolean;
  voice_id: string;
  monetization_enabled: boolean;
  pricing_model: BotView['pricing_model'];
  subscription_price: string;
  price_per_message: string;
  stripe_price_id: string;
  tip_flow_enabled: boolean;
  /** An 18+ bot: fans confirm their age before the first reply. */
  adult_only: boolean;
  /** The template the bot was made from (kept on edit), or null. */
  template_id: string | null;
}

export interface InitialForm {
  values: BotFormValues;
  /** Set when a template's provider is outside the user's plan and another was picked. */
  providerNote: string | null;
}

function fromBot(bot: BotView): BotFormValues {
  const values: BotFormValues = {
    name: bot.name,
    description: bot.description,
    personality: bot.personality,
    greeting: bot.greeting ?? '',
    platform: bot.platform,
    llm_provider: bot.llm_provider,
    llm_model: bot.llm_model,
    temperature: bot.temperature,
    max_tokens: bot.max_tokens,
    stream_replies: bot.stream_replies,
    telegram_token: '',
    voice_enabled: bot.voice_enabled,
    voice_id: bot.voice_id ?? DEFAULT_VOICE_ID,
    monetization_enabled: bot.monetization_enabled,
    pricing_model: bot.pricing_model,
    subscription_price: bot.subscription_price.toFixed(2),
    price_per_message: bot.price_per_message.toFixed(2),
    stripe_price_id: bot.stripe_price_id ?? '',
    tip_flow_enabled: bot.tip_flow_enabled,
    adult_only: bot.adult_only,
    template_id: bot.template_id,
    ...initialTipSettings(bot),
    ...initialPayment(bot),
  };
  return { ...values, ...paymentsOffWhereUnsupported(bot.platform) };
}

/**
 * Paid access and tips need payments inside the chat, which only some channels
 * take (CHANNEL_CAPABILITIES): elsewhere both are off, whatever was stored.
 */
export function paymentsOffWhereUnsupported(platform: BotFormValues['platform']): Partial<BotFormValues> {
  return CHANNEL_CAPABILITIES[platform].payments ? {} : { monetization_enabled: false, tip_flow_enabled: false };
}

function blank(): BotFormValues {
  return {
    name: '',
    description: '',
    personality: '',
    greeting: '',
    platform: BOT_DEFAULTS.platform,
    llm_provider: BOT_DEFAULTS.llm_provider,
    llm_model: BOT_DEFAULTS.llm_model,
    temperature: BOT_DEFAULTS.temperature,
    max_tokens: BOT_DEFAULTS.max_tokens,
    stream_replies: BOT_DEFAULTS.stream_replies,
    telegram_token: '',
    voice_enabled: false,
    voice_id: DEFAULT_VOICE_ID,
    monetization_enabled: false,
    pricing_model: BOT_DEFAULTS.pricing_model,
    subscription_price: BOT_DEFAULTS.subscription_price.toFixed(2),
    price_per_message: BOT_DEFAULTS.price_per_message.toFixed(2),
    stripe_price_id: '',
    tip_flow_enabled: false,
    adult_only: BOT_DEFAULTS.adult_only,
    template_id: BOT_DEFAULTS.template_id,
    ...initialTipSettings(undefined),
    ...initialPayment(undefined),
  };
}

/** The form's first values: the bot (edit), the template (create) or the docs/product.md §5 defaults, fitted to the user's plan. */
export function initialForm(mode: BotFormMode, user: PublicUser | null, bot?: BotView, template?: BotTemplate): InitialForm {
  if (mode === 'edit' && bot) return { values: fromBot(bot), providerNote: null };
  const values = blank();
  if (template) {
    Object.assign(values, {
      name: template.name,
      description: template.description,
      personality: template.personality,
      greeting: template.greeting,
      llm_provider: template.llm_provider,
      llm_model: template.llm_model,
      template_id: template.id,
      adult_only: template.adult_only,
    });
  }
  const allowed = allowedProviders(user);
  if (allowed.includes(values.llm_provider)) return { values, providerNote: null };
  const wanted = PROVIDER_CATALOGUE[values.llm_provider].label;
  const fallback = allowed[0] ?? 'openai';
  values.llm_provider = fallback;
  values.llm_model = firstModelOf(fallback);
  const providerNote = template
    ? `This template was tuned for ${wanted}, which your plan does not include, so ${PROVIDER_CATALOGUE[fallback].label} was picked instead.`
    : null;
  return { values, providerNote };
}

function priceOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * What gets sent. Settings hidden in the form are left out (kept on edit, defaulted on create);
 * secrets are sent only when typed, so a blank field keeps the stored one. An Instagram or
 * WhatsApp bot sends no Telegram token (it answers through its creator's connected account,
 * which the server links by itself), and a channel without in-chat payments sends paid
 * access and tips off.
 */
export function botPayloadOf(form: BotFormValues): BotCreateInput {
  const values = { ...form, ...(answersThroughAccount(form.platform) ? { telegram_token: '' } : {}), ...paymentsOffWhereUnsupported(form.platform) };
  const payload: BotCreateInput = {
    name: values.name,
    description: values.description,
    personality: values.personality,
    greeting: values.greeting.trim() || null,
    platform: values.platform,
    llm_provider: values.llm_provider,
    llm_model: values.llm_model,
    temperature: values.temperature,
    max_tokens: values.max_tokens,
    stream_replies: values.stream_replies,
    voice_enabled: values.voice_enabled,
    monetization_enabled: values.monetization_enabled,
    tip_flow_enabled: values.tip_flow_enabled,
    adult_only: values.adult_only,
    template_id: values.template_id,
  };
  const telegramToken = values.telegram_token.trim();
  if (telegramToken) payload.telegram_token = telegramToken;
  if (values.voice_enabled) payload.voice_id = values.voice_id;
  if (values.monetization_enabled) {
    payload.pricing_model = values.pricing_model;
    if (values.pricing_model === 'subscription') payload.subscription_price = priceOf(values.subscription_price);
    else payload.price_per_message = priceOf(values.price_per_message);
    payload.stripe_price_id = values.stripe_price_id.trim() || null;
  }
  if (values.tip_flow_enabled) Object.assign(payload, tipSettingsPatch(values));
  if (values.monetization_enabled || values.tip_flow_enabled) {
    payload.payment_method = values.payment_method;
    Object.assign(payload, paymentSecretsPatch(values));
  }
  return payload;
}

/** The shared zod schema's verdict plus the rules it cannot give (tip timing bound, 18+ mark), as inline messages. */
export function validateBotPayload(mode: BotFormMode, values: BotFormValues, payload: BotCreateInput): FieldErrors {
  const schema = mode === 'create' ? botCreateSchema : botUpdateSchema;
  const result = schema.safeParse(payload);
  const issues = result.success ? [] : result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'form'), message: issue.message }));
  const timing = values.tip_flow_enabled ? tipTimingProblem(values) : null;
  if (timing) issues.push({ field: 'tip_timing', message: timing });
  const adult = adultOnlyProblem(values);
  if (adult) issues.push({ field: 'adult_only', message: adult });
  return toFieldErrors(issues);
}
