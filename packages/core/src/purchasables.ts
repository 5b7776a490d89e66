/** The Voice Chat Upgrade's id: the one pack that renews monthly, a subscription like a plan. */
export const VOICE_UPGRADE_ID = 'voice';

/** Checkout plan_type values that are not plans (docs/product.md §10, §5, §9). */
export const PACK_IDS = [VOICE_UPGRADE_ID, 'msg_1k', 'msg_5k', 'msg_15k', 'msg_75k', 'msg_200k', 'voice_25k'] as const;
export type PackId = (typeof PACK_IDS)[number];

export interface Purchasable {
  id: PackId;
  name: string;
  type: 'voice_upgrade' | 'addon' | 'voice_addon';
  /** Price in US cents; per month for the voice upgrade, once for packs. */
  priceCents: number;
  recurring: boolean;
  messages: number;
  voiceMessages: number;
  /** Only nexus users (or admins) may buy it. */
  nexusOnly: boolean;
}

function messagePack(id: PackId, messages: number, priceCents: number): Purchasable {
  return {
    id,
    name: `${messages.toLocaleString('en-US')} Message Credits`,
    type: 'addon',
    priceCents,
    recurring: false,
    messages,
    voiceMessages: 0,
    nexusOnly: false,
  };
}

export const PURCHASABLES: Readonly<Record<PackId, Purchasable>> = {
  [VOICE_UPGRADE_ID]: {
    id: VOICE_UPGRADE_ID,
    name: 'Voice Chat Upgrade',
    type: 'voice_upgrade',
    priceCents: 3500,
    recurring: true,
    messages: 0,
    voiceMessages: 20_000,
    nexusOnly: true,
  },
  msg_1k: messagePack('msg_1k', 1_000, 500),
  msg_5k: messagePack('msg_5k', 5_000, 1000),
  msg_15k: messagePack('msg_15k', 15_000, 2000),
  msg_75k: messagePack('msg_75k', 75_000, 5000),
  msg_200k: messagePack('msg_200k', 200_000, 10000),
  voice_25k: {
    id: 'voice_25k',
    name: '25,000 Voice Credits',
    type: 'voice_addon',
    priceCents: 5000,
    recurring: false,
    messages: 0,
    voiceMessages: 25_000,
    nexusOnly: true,
  },
};

export function isVoiceUpgradeId(value: string): value is typeof VOICE_UPGRADE_ID {
  return value === VOICE_UPGRADE_ID;
}

/** Voice messages granted by the Voice Chat Upgrade and by the admin's Grant Voice action. */
export const VOICE_UPGRADE_MESSAGES = 20_000;
