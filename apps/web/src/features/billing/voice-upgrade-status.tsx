import { PURCHASABLES, type PublicUser } from '@fanline/core';
import { AudioLines } from 'lucide-react';
import { formatPrice } from '../../lib/format';
import { StatusBadge } from './status-badge';
import { renewalLine, subscriptionBadge, type StatusTone } from './subscription-status';
import type { SubscriptionView } from './use-billing-summary';

const upgrade = PURCHASABLES.voice;

const voiceMessages = upgrade.voiceMessages.toLocaleString('en-US');

/** Badge and detail line; an admin may grant voice by hand, with no Stripe subscription behind it. */
function voiceUpgradeState(user: PublicUser, sub: SubscriptionView | null): { badge: { label: string; tone: StatusTone }; detail: string } {
  if (sub) return { badge: subscriptionBadge(sub), detail: renewalLine(sub, 'Ends') };
  if (user.has_voice_upgrade) return { badge: { label: 'Active', tone: 'good' }, detail: `${voiceMessages} voice messages and 17 premium voices` };
  return {
    badge: { label: 'Not added', tone: 'neutral' },
    detail: `Add ${voiceMessages} voice messages a month and 17 premium voices for +${formatPrice(upgrade.priceCents)} / month.`,
  };
}

/** The voice upgrade's line in the plan summary; only nexus creators and admins see it (docs/product.md §10). */
export function VoiceUpgradeStatus({ user, sub }: { user: PublicUser; sub: SubscriptionView | null }) {
  const { badge, detail } = voiceUpgradeState(user, sub);
  return (
    <div className="flex gap-3 rounded-2xl bg-flare-500/[0.06] p-4 ring-1 ring-flare-400/15">
      <AudioLines aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-flare-400" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-white">{upgrade.name}</span>
          <StatusBadge {...badge} />
        </p>
        <p className="mt-1 text-sm text-zinc-400">{detail}</p>
      </div>
    </div>
  );
}
