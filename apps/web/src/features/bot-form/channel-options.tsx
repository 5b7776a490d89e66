import { CHANNEL_NAMES, type Platform } from '@fanline/core';
import { Lock } from 'lucide-react';
import { ChannelGlyph } from '../../ui/channel-glyph';
import type { SelectOption } from '../../ui/select-field';
import type { InstagramAccess } from './plan-access';

/** docs/product.md §5 wording, with the reason: the server has no Meta app yet. */
export const INSTAGRAM_COMING_SOON = 'Instagram is coming soon — this server has no Meta app yet, and Meta approval takes 1-2 weeks.';

export interface ChannelAccess {
  instagram: InstagramAccess;
  /** The plan that unlocks WhatsApp ("Flow"), or null when the user's plan includes it. */
  whatsappUpgrade: string | null;
}

function option(channel: Platform, extra: Partial<SelectOption<Platform>> = {}): SelectOption<Platform> {
  return { value: channel, label: CHANNEL_NAMES[channel], icon: <ChannelGlyph channel={channel} />, ...extra };
}

function locked(plan: string) {
  return (
    <>
      <Lock aria-hidden="true" className="size-3" />
      {plan} plan
    </>
  );
}

/**
 * The Channel list. Instagram is hidden below its plan (docs/product.md §5) and
 * 'Coming Soon' until the server has a Meta app; WhatsApp is always listed, and
 * locked with the plan that includes it, so creators see what an upgrade brings.
 * A bot made before a downgrade keeps its channel on show.
 */
export function channelOptions(access: ChannelAccess, current: Platform): SelectOption<Platform>[] {
  const options = [option('telegram')];
  if (access.instagram === 'available') options.push(option('instagram'));
  else if (access.instagram === 'coming_soon') options.push(option('instagram', { disabled: true, note: 'Coming Soon' }));
  else if (current === 'instagram') options.push(option('instagram', { disabled: true, note: 'Upgrade Required' }));
  options.push(access.whatsappUpgrade ? option('whatsapp', { disabled: true, note: locked(access.whatsappUpgrade) }) : option('whatsapp'));
  return options;
}

/** "in Telegram", "in Telegram, or in your Instagram DMs", "in Telegram, in your Instagram DMs or on WhatsApp". */
function wherePhrase(instagram: boolean, whatsapp: boolean): string {
  if (instagram && whatsapp) return 'in Telegram, in your Instagram DMs or on WhatsApp';
  if (instagram) return 'in Telegram, or in your Instagram DMs';
  if (whatsapp) return 'in Telegram or on WhatsApp';
  return 'in Telegram';
}

/** The line under the Channel list: what the picked channel means, and which plan unlocks WhatsApp. */
export function channelHint(access: ChannelAccess, current: Platform): string | undefined {
  // The picked WhatsApp comes first: Instagram's 'coming soon' is beside the point there.
  if (current === 'whatsapp' && !access.whatsappUpgrade) return 'Fans message your WhatsApp Business number and the bot answers them there.';
  if (access.instagram === 'coming_soon') return INSTAGRAM_COMING_SOON;
  if (current === 'instagram' && access.instagram === 'available') return 'Fans DM your Instagram account and the bot answers them there.';
  const where = `Fans chat with your bot ${wherePhrase(access.instagram === 'available', !access.whatsappUpgrade)}.`;
  return access.whatsappUpgrade ? `${where} WhatsApp comes with the ${access.whatsappUpgrade} plan.` : where;
}
