import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_BLOCKED,
  ADULT_TEMPLATE_NEEDS_18,
  ADULT_VOICE_NEEDS_18,
  BOT_DEFAULTS,
  botCreateSchema,
  botRuleProblems,
  botUpdateSchema,
  canActivate,
  channelPaymentProblems,
  FAN_PAYMENTS_TELEGRAM_ONLY,
  paymentTokenProblem,
  type BotRuleState,
} from './bot-schemas';
import { VOICES } from './voices';

const minimal = { name: 'Luna', description: 'A flirty companion', personality: 'You are Luna.' };

function errorsOf(input: unknown): Record<string, string> {
  const result = botCreateSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('botCreateSchema (docs/product.md §5)', () => {
  it('requires name, description and personality; greeting is optional', () => {
    expect(errorsOf({})).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
      personality: 'Personality is required',
    });
    expect(errorsOf({ ...minimal, name: '   ' })).toEqual({ name: 'Name is required' });
    expect(botCreateSchema.parse({ ...minimal, greeting: '' }).greeting).toBeNull();
  });

  it('keeps temperature within 0–2 in steps of 0.1', () => {
    expect(errorsOf({ ...minimal, temperature: 2.1 })).toEqual({ temperature: 'Temperature must be between 0 and 2' });
    expect(errorsOf({ ...minimal, temperature: -0.1 })).toEqual({ temperature: 'Temperature must be between 0 and 2' });
    expect(errorsOf({ ...minimal, temperature: 0.75 })).toEqual({ temperature: 'Temperature moves in steps of 0.1' });
    expect(errorsOf({ ...minimal, temperature: 0 })).toEqual({});
    expect(errorsOf({ ...minimal, temperature: 2 })).toEqual({});
  });

  it('keeps max_tokens within 100–1000 in steps of 50', () => {
    expect(errorsOf({ ...minimal, max_tokens: 50 })).toEqual({ max_tokens: 'Max tokens must be between 100 and 1000' });
    expect(errorsOf({ ...minimal, max_tokens: 1050 })).toEqual({ max_tokens: 'Max tokens must be between 100 and 1000' });
    expect(errorsOf({ ...minimal, max_tokens: 125 })).toEqual({ max_tokens: 'Max tokens moves in steps of 50' });
    expect(errorsOf({ ...minimal, max_tokens: 100 })).toEqual({});
    expect(errorsOf({ ...minimal, max_tokens: 1000 })).toEqual({});
  });

  it('keeps prices within their ranges with at most 2 decimals', () => {
    expect(errorsOf({ ...minimal, price_per_message: 0.09 })).toEqual({ price_per_message: 'Price per message must be at least 0.10' });
    expect(errorsOf({ ...minimal, price_per_message: 10.01 })).toEqual({ price_per_message: 'Price per message must be at most 10.00' });
    expect(errorsOf({ ...minimal, price_per_message: 0.555 })).toEqual({ price_per_message: 'Price per message can have at most 2 decimals' });
    expect(errorsOf({ ...minimal, subscription_price: 0.99 })).toEqual({ subscription_price: 'Subscription price must be at least 1.00' });
    expect(errorsOf({ ...minimal, subscription_price: 100 })).toEqual({ subscription_price: 'Subscription price must be at most 99.99' });
    expect(errorsOf({ ...minimal, price_per_message: 0.1, subscription_price: 99.99 })).toEqual({});
  });

  it('accepts tip timing from 1 and tip amounts from the offered set only', () => {
    expect(errorsOf({ ...minimal, tip_timing: 0 })).toEqual({ tip_timing: 'Tip timing must be at least 1' });
    expect(errorsOf({ ...minimal, tip_amounts: [5, 7] })).toEqual({ tip_amounts: 'Tip amounts must be chosen from 5, 10, 15, 25, 50, 100' });
    expect(errorsOf({ ...minimal, tip_amounts: [] })).toEqual({ tip_amounts: 'Choose at least one tip amount' });
    expect(botCreateSchema.parse({ ...minimal, tip_amounts: [25, 5] }).tip_amounts).toEqual([5, 25]);
  });

  it('checks the shapes of tokens and Stripe price ids', () => {
    expect(errorsOf({ ...minimal, telegram_token: 'not-a-token' })).toEqual({
      telegram_token: 'Enter the token BotFather gave you (like 123456789:AAH…)',
    });
    expect(errorsOf({ ...minimal, telegram_token: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw' })).toEqual({});
    expect(errorsOf({ ...minimal, stripe_price_id: 'prod_123' })).toEqual({ stripe_price_id: 'Stripe price IDs start with price_' });
  });

  it('names an unknown provider and voice', () => {
    expect(errorsOf({ ...minimal, llm_provider: 'mistral' }).llm_provider).toMatch(/Provider must be one of/);
    expect(errorsOf({ ...minimal, voice_id: 'nobody' })).toEqual({ voice_id: 'Choose one of the 17 voices' });
  });

  it('has the §9 defaults', () => {
    expect(BOT_DEFAULTS).toMatchObject({
      platform: 'telegram',
      llm_provider: 'together',
      temperature: 0.8,
      price_per_message: 0.5,
      subscription_price: 9.99,
      tip_timing: 5,
      tip_amounts: [5, 10, 25],
    });
    expect(BOT_DEFAULTS.llm_model).toMatch(/Mixtral/);
  });

  it('refuses NUL in every text field, naming it, and keeps null for the fields where it means "none"', () => {
    expect(errorsOf({ ...minimal, name: 'Lu\u0000na' })).toEqual({ name: 'Name must not contain a NUL character' });
    expect(errorsOf({ ...minimal, greeting: '\u0000', telegram_token: '1\u0000', stripe_price_id: 'price_\u0000' })).toEqual({
      greeting: 'Greeting must not contain a NUL character',
      telegram_token: 'Telegram token must not contain a NUL character',
      stripe_price_id: 'Stripe price ID must not contain a NUL character',
    });
    expect(errorsOf({ ...minimal, personality: 'You are \uD83D.' })).toEqual({ personality: 'Personality must not contain an unpaired surrogate (invalid Unicode)' });
    expect(errorsOf({ ...minimal, greeting: null, voice_id: null, template_id: null, stripe_price_id: null, payment_token: null })).toEqual({});
  });

  it('refuses null and non-numbers in numeric fields instead of reading them as 0', () => {
    const numbers = { temperature: null, max_tokens: null, price_per_message: null, subscription_price: '', tip_timing: true };
    expect(errorsOf({ ...minimal, ...numbers })).toEqual({
      temperature: 'Temperature must be a number',
      max_tokens: 'Max tokens must be a number',
      price_per_message: 'Price per message must be a number',
      subscription_price: 'Subscription price must be a number',
      tip_timing: 'Tip timing must be a number',
    });
    expect(botCreateSchema.parse({ ...minimal, temperature: '1.2', subscription_price: '9.99' })).toMatchObject({ temperature: 1.2, subscription_price: 9.99 });
  });

  it('lets an update carry any subset, and null clear a secret', () => {
    expect(botUpdateSchema.parse({ temperature: 1.2 })).toEqual({ temperature: 1.2 });
    expect(botUpdateSchema.parse({ telegram_token: null })).toEqual({ telegram_token: null });
  });
});

describe('paymentTokenProblem (docs/product.md §5)', () => {
  const base = { monetization_enabled: false, tip_flow_enabled: false, payment_method: 'provider_token' as const, has_payment_token: false };

  it('names the feature that needs the token', () => {
    expect(paymentTokenProblem({ ...base, monetization_enabled: true })).toBe(
      'Cannot save bot: Monetization requires a Telegram payment token. Add token or disable these features.',
    );
    expect(paymentTokenProblem({ ...base, tip_flow_enabled: true })).toBe(
      'Cannot save bot: Tip flow requires a Telegram payment token. Add token or disable these features.',
    );
    expect(paymentTokenProblem({ ...base, monetization_enabled: true, tip_flow_enabled: true })).toBe(
      'Cannot save bot: Monetization and tip flow require a Telegram payment token. Add token or disable these features.',
    );
  });

  it('passes with a token, with Telegram Stars, or with both features off', () => {
    expect(paymentTokenProblem({ ...base, monetization_enabled: true, has_payment_token: true })).toBeNull();
    expect(paymentTokenProblem({ ...base, monetization_enabled: true, payment_method: 'stars' })).toBeNull();
    expect(paymentTokenProblem(base)).toBeNull();
  });
});

describe('botRuleProblems', () => {
  const ok: BotRuleState = {
    llm_provider: 'together',
    llm_model: BOT_DEFAULTS.llm_model,
    monetization_enabled: false,
    tip_flow_enabled: false,
    payment_method: 'stars',
    tip_trigger_type: 'message',
    tip_timing: 5,
    has_payment_token: false,
    adult_only: false,
    voice_enabled: false,
    voice_id: null,
    template_id: null,
  };

  it('accepts a default bot', () => {
    expect(botRuleProblems(ok)).toEqual([]);
  });

  it('caps tip timing at 50 messages but 60 minutes', () => {
    expect(botRuleProblems({ ...ok, tip_timing: 51 })).toEqual([{ field: 'tip_timing', message: 'Tip timing must be between 1 and 50 messages' }]);
    expect(botRuleProblems({ ...ok, tip_trigger_type: 'time', tip_timing: 60 })).toEqual([]);
  });

  it("refuses a model from another provider's list", () => {
    expect(botRuleProblems({ ...ok, llm_provider: 'openai' })[0]?.field).toBe('llm_model');
  });

  it('needs the 18+ mark for a Seductive voice in use or an adult template, and nothing else', () => {
    const seductive = VOICES.find((v) => v.label === 'Seductive Female 3')!.id;
    const passionate = VOICES.find((v) => v.label === 'Passionate Female 1')!.id;
    expect(botRuleProblems({ ...ok, voice_enabled: true, voice_id: seductive })).toEqual([{ field: 'adult_only', message: ADULT_VOICE_NEEDS_18 }]);
    expect(botRuleProblems({ ...ok, voice_enabled: true, voice_id: seductive, adult_only: true })).toEqual([]);
    // A Seductive voice chosen but switched off is never heard.
    expect(botRuleProblems({ ...ok, voice_enabled: false, voice_id: seductive })).toEqual([]);
    expect(botRuleProblems({ ...ok, voice_enabled: true, voice_id: passionate })).toEqual([]);
    expect(botRuleProblems({ ...ok, template_id: 'companion' })).toEqual([{ field: 'adult_only', message: ADULT_TEMPLATE_NEEDS_18 }]);
    expect(botRuleProblems({ ...ok, template_id: 'vip_experience' })).toEqual([]);
  });
});

describe('canActivate (docs/product.md §7)', () => {
  it('needs a Telegram token or an Instagram configuration', () => {
    expect(canActivate({ has_telegram_token: false, has_instagram_config: false })).toBe(false);
    expect(canActivate({ has_telegram_token: true, has_instagram_config: false })).toBe(true);
    expect(canActivate({ has_telegram_token: false, has_instagram_config: true })).toBe(true);
    expect(ACTIVATION_BLOCKED).toBe('Cannot activate bot: Please add Telegram token or Instagram configuration first.');
  });
});

describe('channelPaymentProblems (issue #17)', () => {
  it('refuses paid access and tips on Instagram, naming each switch that is on', () => {
    expect(FAN_PAYMENTS_TELEGRAM_ONLY).toBe('Fan payments are on Telegram only for now');
    expect(channelPaymentProblems({ platform: 'instagram', monetization_enabled: true, tip_flow_enabled: true })).toEqual([
      { field: 'monetization_enabled', message: FAN_PAYMENTS_TELEGRAM_ONLY },
      { field: 'tip_flow_enabled', message: FAN_PAYMENTS_TELEGRAM_ONLY },
    ]);
    expect(channelPaymentProblems({ platform: 'instagram', monetization_enabled: false, tip_flow_enabled: true })).toEqual([
      { field: 'tip_flow_enabled', message: FAN_PAYMENTS_TELEGRAM_ONLY },
    ]);
  });

  it('lets an Instagram bot without payments, and any Telegram bot, pass', () => {
    expect(channelPaymentProblems({ platform: 'instagram', monetization_enabled: false, tip_flow_enabled: false })).toEqual([]);
    expect(channelPaymentProblems({ platform: 'telegram', monetization_enabled: true, tip_flow_enabled: true })).toEqual([]);
  });
});

describe('canActivate for an Instagram bot (issue #17)', () => {
  it('needs the connected account, whatever Telegram token it holds', () => {
    expect(canActivate({ platform: 'instagram', has_telegram_token: true, has_instagram_config: false })).toBe(false);
    expect(canActivate({ platform: 'instagram', has_telegram_token: false, has_instagram_config: true })).toBe(true);
    expect(canActivate({ platform: 'telegram', has_telegram_token: true, has_instagram_config: false })).toBe(true);
  });
});
