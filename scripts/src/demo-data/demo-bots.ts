import { adultOnlyProblem, BOT_TEMPLATES, VOICES, type BotTemplate } from '@fanline/core';
import type { BotsTable } from '@fanline/db';
import type { SecretBox } from '@fanline/services';
import type { Insertable } from 'kysely';
import type { DemoRandom } from './demo-random';

/** How a demo bot is set up and how busy its month is. */
export interface DemoBotProfile {
  persona: string;
  templateId: string;
  platform: 'telegram' | 'instagram';
  /** Fans who find the bot over the month. */
  fans: number;
  /** Chats per fan per active day, before the day and growth factors. */
  chattiness: number;
  voiceLabel: string | null;
  pricing: 'subscription' | 'per_message' | null;
  paymentMethod: 'stars' | 'provider_token';
  subscriptionPrice: number;
  pricePerMessage: number;
  tipAmounts: number[] | null;
  /** Paused this many days ago (deployed, not active); null for a running bot. */
  pausedDaysAgo: number | null;
}

export const DEMO_BOT_PROFILES: readonly DemoBotProfile[] = [
  { persona: 'Luna', templateId: 'companion', platform: 'telegram', fans: 90, chattiness: 0.55, voiceLabel: 'Seductive Female 1', pricing: 'subscription', paymentMethod: 'stars', subscriptionPrice: 9.99, pricePerMessage: 0.5, tipAmounts: [5, 10, 25], pausedDaysAgo: null },
  { persona: 'Max', templateId: 'vip_experience', platform: 'telegram', fans: 45, chattiness: 0.45, voiceLabel: 'Adult Male 1', pricing: 'subscription', paymentMethod: 'provider_token', subscriptionPrice: 19.99, pricePerMessage: 1, tipAmounts: [10, 25, 50], pausedDaysAgo: null },
  { persona: 'Nova', templateId: 'hype_builder', platform: 'telegram', fans: 70, chattiness: 0.4, voiceLabel: null, pricing: 'per_message', paymentMethod: 'stars', subscriptionPrice: 9.99, pricePerMessage: 0.5, tipAmounts: [3, 5, 10], pausedDaysAgo: null },
  { persona: 'Ivy', templateId: 'fan_concierge', platform: 'instagram', fans: 40, chattiness: 0.3, voiceLabel: null, pricing: null, paymentMethod: 'stars', subscriptionPrice: 9.99, pricePerMessage: 0.5, tipAmounts: null, pausedDaysAgo: null },
  { persona: 'Rex', templateId: 'retention_specialist', platform: 'telegram', fans: 30, chattiness: 0.35, voiceLabel: 'Roleplay Male 1', pricing: 'subscription', paymentMethod: 'stars', subscriptionPrice: 7.99, pricePerMessage: 0.5, tipAmounts: [5, 10], pausedDaysAgo: 8 },
];

export const demoBotName = (profile: DemoBotProfile, template: BotTemplate) => `${profile.persona} · ${template.name}`;

export function templateOf(profile: DemoBotProfile): BotTemplate {
  const template = BOT_TEMPLATES.find((t) => t.id === profile.templateId);
  if (!template) throw new Error(`No bot template "${profile.templateId}"`);
  return template;
}

/** The names the demo gives its bots; an account holding one of them already has demo data. */
export const DEMO_BOT_NAMES: readonly string[] = DEMO_BOT_PROFILES.map((p) => demoBotName(p, templateOf(p)));

const voiceId = (label: string | null) => (label ? (VOICES.find((v) => v.label === label)?.id ?? null) : null);

/** A bot row for the profile: the template's personality, sealed placeholder tokens so the badges read as they would live. */
export function demoBotRow(userId: string, profile: DemoBotProfile, secrets: SecretBox, random: DemoRandom, now: Date): Insertable<BotsTable> {
  const template = templateOf(profile);
  const created = new Date(now.getTime() - (34 + random.int(0, 10)) * 86_400_000);
  const telegramToken = `${random.int(1_000_000_000, 9_999_999_999)}:DEMO${random.next().toString(36).slice(2)}${random.next().toString(36).slice(2)}`;
  const paused = profile.pausedDaysAgo !== null;
  return {
    user_id: userId,
    name: demoBotName(profile, template),
    description: template.description,
    personality: template.personality,
    greeting: template.greeting,
    platform: profile.platform,
    llm_provider: template.llm_provider,
    llm_model: template.llm_model,
    voice_enabled: profile.voiceLabel !== null,
    voice_id: voiceId(profile.voiceLabel),
    template_id: template.id,
    // The demo writes rows directly, so it applies the rule the API would: adult voices and templates are 18+.
    adult_only: adultOnlyProblem({ adult_only: false, voice_enabled: profile.voiceLabel !== null, voice_id: voiceId(profile.voiceLabel), template_id: template.id }) !== null,
    monetization_enabled: profile.pricing !== null,
    payment_method: profile.paymentMethod,
    pricing_model: profile.pricing ?? 'subscription',
    price_per_message: profile.pricePerMessage,
    subscription_price: profile.subscriptionPrice,
    telegram_token_enc: profile.platform === 'telegram' ? secrets.encrypt(telegramToken) : null,
    telegram_token_digest: profile.platform === 'telegram' ? secrets.digest(telegramToken) : null,
    telegram_token_hint: profile.platform === 'telegram' ? telegramToken.slice(-4) : null,
    payment_token_enc: profile.paymentMethod === 'provider_token' ? secrets.encrypt('demo-provider-token') : null,
    instagram_username: profile.platform === 'instagram' ? `${profile.persona.toLowerCase()}.concierge` : null,
    instagram_token_enc: profile.platform === 'instagram' ? secrets.encrypt('demo-instagram-token') : null,
    tip_flow_enabled: profile.tipAmounts !== null,
    tip_trigger_type: 'message',
    tip_timing: 6,
    tip_amounts: profile.tipAmounts ?? [5, 10, 25],
    is_deployed: true,
    is_active: !paused,
    bot_username: profile.platform === 'telegram' ? `${profile.persona.toLowerCase()}_${template.id}_bot` : null,
    deployed_at: new Date(created.getTime() + 3_600_000),
    created_at: created,
    updated_at: paused ? new Date(now.getTime() - (profile.pausedDaysAgo ?? 0) * 86_400_000) : created,
  };
}
