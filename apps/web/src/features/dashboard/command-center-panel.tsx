import type { PublicUser } from '@fanline/core';
import { ChartLine, Crown } from 'lucide-react';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FleetStats } from './fleet-stats';
import { GettingStarted } from './getting-started';
import { PanelHeading } from './panel-heading';
import { TipFlowShortcut } from './tip-flow-shortcut';

interface CommandCenterPanelProps {
  user: PublicUser;
  onSetUpTipFlow(): void;
  onOpenSubscription(): void;
}

/** Headline figures, the tip-flow shortcut, and room for the analytics release. */
export function CommandCenterPanel({ user, onSetUpTipFlow, onOpenSubscription }: CommandCenterPanelProps) {
  const free = user.plan === 'spark';
  return (
    <>
      <PanelHeading title="Command Center">
        <Button variant={free ? 'primary' : 'secondary'} size="sm" data-testid="open-subscription" onClick={onOpenSubscription}>
          <Crown aria-hidden="true" />
          {free ? 'Upgrade plan' : 'Manage subscription'}
        </Button>
      </PanelHeading>
      <FleetStats user={user} />
      <div className="mt-6">
        <TipFlowShortcut onSetUp={onSetUpTipFlow} />
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
