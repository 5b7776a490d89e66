import { planDisplayName, PLANS, type PublicUser } from '@fanline/core';
import { AudioLines, Bot, ChartLine, Crown, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format';
import { Button } from '../../ui/button';
import { EmptyState } from './empty-state';
import { GettingStarted } from './getting-started';
import { PanelHeading } from './panel-heading';
import { botLimitLabel, messagesAllowanceLabel, messagesRemainingLabel, showsVoiceQuota, voiceRemainingLabel } from './quota';
import { StatCard } from './stat-card';

/** Real account figures only; bot statistics join once bots exist. */
export function CommandCenterPanel({ user }: { user: PublicUser }) {
  const plan = PLANS[user.plan];
  const allowance = messagesAllowanceLabel(user);
  return (
    <>
      <PanelHeading title="Command Center">
        <Button asChild variant="secondary" size="sm">
          <Link to="/pricing">
            <Crown aria-hidden="true" />
            View plans
          </Link>
        </Button>
      </PanelHeading>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={Crown}
          label="Plan"
          value={planDisplayName(user.plan)}
          note={plan.priceCents === 0 ? 'Free forever' : `${formatPrice(plan.priceCents)} per month`}
        />
        <StatCard
          icon={MessageCircle}
          label="Messages remaining"
          value={messagesRemainingLabel(user)}
          note={allowance ? `of ${allowance} included each month` : 'No monthly cap'}
        />
        <StatCard icon={Bot} label="Bot limit" value={botLimitLabel(user)} note="Bots you can run at once" />
        <StatCard
          icon={AudioLines}
          label="Voice messages"
          value={showsVoiceQuota(user) ? voiceRemainingLabel(user) : 'Not included'}
          note={showsVoiceQuota(user) ? 'Voice replies remaining' : 'Nexus plan with the Voice Chat Upgrade'}
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <GettingStarted />
        <EmptyState icon={ChartLine} title="Analytics will appear here">
          <p>
            Once your first bot is chatting, you will see messages, revenue, peak hours and your top performers here,
            refreshed as fans talk.
          </p>
        </EmptyState>
      </div>
    </>
  );
}
