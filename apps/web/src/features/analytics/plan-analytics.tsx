import { planAllows, type PublicUser } from '@fanline/core';
import { AdvancedAnalyticsSection } from './advanced-analytics-section';
import { canSeeAdvancedAnalytics, canSeeVoiceAnalytics } from './analytics-access';
import { LockedTeaser } from './locked-teaser';
import { VoiceAnalyticsSection } from './voice-analytics-section';

interface PlanAnalyticsProps {
  user: PublicUser;
  onOpenSubscription(): void;
}

function AdvancedTeaser({ onOpenSubscription }: { onOpenSubscription(): void }) {
  return (
    <LockedTeaser
      testId="advanced-analytics-locked"
      title="Advanced analytics"
      availability="Included with Flow and Nexus"
      features={[
        'Conversion rate and revenue per fan',
        'Retention and average session length',
        'A 24-hour map of when your fans are active',
        'Bounce rate and repeat fans',
      ]}
      cta="Upgrade to Flow"
      onOpenSubscription={onOpenSubscription}
    />
  );
}

function VoiceTeaser({ user, onOpenSubscription }: PlanAnalyticsProps) {
  // On a plan that offers the Voice Chat Upgrade (Nexus), the upgrade alone unlocks voice analytics.
  const upgradeUnlocks = planAllows(user, 'voiceUpgradeAvailable');
  return (
    <LockedTeaser
      testId="voice-analytics-locked"
      title="Voice analytics"
      availability={upgradeUnlocks ? 'Comes with the Voice Chat Upgrade' : 'Nexus with the Voice Chat Upgrade'}
      features={[
        'Voice messages sent and remaining',
        'How often fans answer a voice reply',
        'Your most popular voices',
        'Voice cost this month and projected',
      ]}
      cta={upgradeUnlocks ? 'Add the Voice Chat Upgrade' : 'See Nexus and voice'}
      onOpenSubscription={onOpenSubscription}
    />
  );
}

/**
 * The plan-gated analytics (docs/product.md §8): each section for those whose plan has
 * it, a teaser of it for everyone else. Locked teasers share a row.
 */
export function PlanAnalytics({ user, onOpenSubscription }: PlanAnalyticsProps) {
  const advanced = canSeeAdvancedAnalytics(user);
  const voice = canSeeVoiceAnalytics(user);
  if (!advanced && !voice) {
    return (
      <div className="grid gap-6 lg:grid-cols-2">
        <AdvancedTeaser onOpenSubscription={onOpenSubscription} />
        <VoiceTeaser user={user} onOpenSubscription={onOpenSubscription} />
      </div>
    );
  }
  return (
    <div className="space-y-10">
      {advanced ? <AdvancedAnalyticsSection /> : <AdvancedTeaser onOpenSubscription={onOpenSubscription} />}
      {voice ? <VoiceAnalyticsSection /> : <VoiceTeaser user={user} onOpenSubscription={onOpenSubscription} />}
    </div>
  );
}
