import { UNLIMITED } from './quota';

/** The free plan: where every account starts and where an ended subscription lands (docs/product.md §4). */
export const FREE_PLAN = 'spark';
/** The plans checkout sells, cheapest first. */
export const PAID_PLAN_IDS = ['ignite', 'flow', 'nexus'] as const;
/** Every plan, cheapest first: "the cheapest plan that…" searches in this order. */
export const PLAN_IDS = [FREE_PLAN, ...PAID_PLAN_IDS] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const PROVIDERS = ['openai', 'anthropic', 'gemini', 'together', 'huggingface'] as const;
export type ProviderId = (typeof PROVIDERS)[number];

export const PLATFORMS = ['telegram', 'instagram', 'whatsapp'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** A capability a plan grants only to holders of the Voice Chat Upgrade, bought on top of it. */
export const WITH_VOICE_UPGRADE = 'with-voice-upgrade';
export type Access = boolean | typeof WITH_VOICE_UPGRADE;

/** The yes/no capabilities of a plan row, each a field of PlanTier (see planAllows). */
export type PlanFlag = 'monetization' | 'tips' | 'voice' | 'advancedAnalytics' | 'voiceAnalytics' | 'voiceUpgradeAvailable' | 'voiceClone' | 'broadcasts';

export interface PlanTier {
  id: PlanId;
  name: string;
  /** Monthly price in US cents; 0 for the free plan. */
  priceCents: number;
  period: 'month';
  /** Bots allowed; UNLIMITED (999999) means no cap. */
  bots: number;
  /** Message credits granted each billing month. */
  messages: number;
  /** Voice messages included in the plan itself (not the upgrade). */
  voiceMessages: number;
  /** Channels a bot may run on. */
  platforms: readonly Platform[];
  /** LLM providers a bot may use. */
  providers: readonly ProviderId[];
  /** Fan monetization on a bot: fans pay for its replies. */
  monetization: boolean;
  /** The tip flow on a bot. */
  tips: boolean;
  /** Voice replies, and the voice balance that pays for them. */
  voice: Access;
  advancedAnalytics: boolean;
  voiceAnalytics: Access;
  /** May buy the Voice Chat Upgrade and voice credit packs. */
  voiceUpgradeAvailable: boolean;
  /** The creator's own cloned voice for voice replies (issue #39). */
  voiceClone: Access;
  /** Broadcasts: one message to all of a bot's fans, or a segment. */
  broadcasts: boolean;
  /** Knowledge documents a bot may hold (issue #36); UNLIMITED means no cap. */
  knowledgeDocuments: number;
  mostPopular: boolean;
  features: readonly string[];
}

const PAID_PROVIDERS: readonly ProviderId[] = PROVIDERS;

/** The one definition of Fanline's plans (docs/product.md §4); the database is seeded from it. */
export const PLANS: Readonly<Record<PlanId, PlanTier>> = {
  spark: {
    id: 'spark',
    name: 'Spark',
    priceCents: 0,
    period: 'month',
    bots: 1,
    messages: 100,
    voiceMessages: 0,
    platforms: ['telegram'],
    providers: ['openai', 'anthropic', 'gemini'],
    monetization: false,
    tips: false,
    voice: false,
    advancedAnalytics: false,
    voiceAnalytics: false,
    voiceUpgradeAvailable: false,
    voiceClone: false,
    broadcasts: false,
    knowledgeDocuments: 1,
    mostPopular: false,
    features: ['1 bot', '100 messages / month', 'Telegram channel', 'OpenAI, Anthropic and Gemini models'],
  },
  ignite: {
    id: 'ignite',
    name: 'Ignite',
    priceCents: 1500,
    period: 'month',
    bots: 5,
    messages: 5000,
    voiceMessages: 0,
    platforms: ['telegram', 'instagram'],
    providers: PAID_PROVIDERS,
    monetization: true,
    tips: true,
    voice: false,
    advancedAnalytics: false,
    voiceAnalytics: false,
    voiceUpgradeAvailable: false,
    voiceClone: false,
    broadcasts: true,
    knowledgeDocuments: 10,
    mostPopular: false,
    features: ['5 bots', '5,000 messages / month', 'Telegram and Instagram', 'Fan monetization and tips', 'Together and Hugging Face models'],
  },
  flow: {
    id: 'flow',
    name: 'Flow',
    priceCents: 3000,
    period: 'month',
    bots: 35,
    messages: 15000,
    voiceMessages: 0,
    platforms: ['telegram', 'instagram', 'whatsapp'],
    providers: PAID_PROVIDERS,
    monetization: true,
    tips: true,
    voice: false,
    advancedAnalytics: true,
    voiceAnalytics: false,
    voiceUpgradeAvailable: false,
    voiceClone: false,
    broadcasts: true,
    knowledgeDocuments: 50,
    mostPopular: true,
    features: ['35 bots', '15,000 messages / month', 'Telegram and Instagram', 'Fan monetization and tips', 'Advanced analytics'],
  },
  nexus: {
    id: 'nexus',
    name: 'Nexus',
    priceCents: 6000,
    period: 'month',
    bots: UNLIMITED,
    messages: 50000,
    voiceMessages: 20000,
    platforms: ['telegram', 'instagram', 'whatsapp'],
    providers: PAID_PROVIDERS,
    monetization: true,
    tips: true,
    voice: WITH_VOICE_UPGRADE,
    advancedAnalytics: true,
    voiceAnalytics: WITH_VOICE_UPGRADE,
    voiceUpgradeAvailable: true,
    voiceClone: WITH_VOICE_UPGRADE,
    broadcasts: true,
    knowledgeDocuments: UNLIMITED,
    mostPopular: false,
    features: ['Unlimited bots', '50,000 messages / month', '20,000 voice messages', 'Voice Chat Upgrade available', 'Advanced and voice analytics'],
  },
};

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

export function isPaidPlanId(value: string): value is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** The display name of a plan id, or 'Unknown Plan' for anything unrecognised (docs/product.md §16). */
export function planDisplayName(plan: string): string {
  return isPlanId(plan) ? PLANS[plan].name : 'Unknown Plan';
}

/** What a brand-new account starts with: the free plan's allowance (100 messages, 1 bot). */
export function newAccountAllowance(): { plan: PlanId; bots_limit: number; messages_remaining: number; voice_messages_remaining: number; has_voice_upgrade: boolean } {
  return {
    plan: FREE_PLAN,
    bots_limit: PLANS[FREE_PLAN].bots,
    messages_remaining: PLANS[FREE_PLAN].messages,
    voice_messages_remaining: 0,
    has_voice_upgrade: false,
  };
}
