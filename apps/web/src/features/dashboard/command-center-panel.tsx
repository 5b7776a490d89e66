import { FREE_PLAN, type PublicUser } from '@fanline/core';
import { Crown } from 'lucide-react';
import { DashboardAnalytics, PlanAnalytics } from '../analytics';
import { SupportButton } from '../support';
import { Button } from '../../ui/button';
import { FleetStats } from './fleet-stats';
import { GettingStarted } from './getting-started';
import { PanelHeading } from './panel-heading';
import { TipFlowShortcut } from './tip-flow-shortcut';

interface CommandCenterPanelProps {
  user: PublicUser;
  onSetUpTipFlow(): void;
  onOpenSubscription(): void;
}

/** Today's figures and the fleet, the analytics charts, the tip-flow shortcut and the plan-gated analytics. */
export function CommandCenterPanel({ user, onSetUpTipFlow, onOpenSubscription }: CommandCenterPanelProps) {
  const free = user.plan === FREE_PLAN;
  return (
    <>
      <PanelHeading title="Command Center">
        <div className="flex flex-wrap gap-2">
          <SupportButton />
          <Button variant={free ? 'primary' : 'secondary'} size="sm" data-testid="open-subscription" onClick={onOpenSubscription}>
          <Crown aria-hidden="true" />
          {free ? 'Upgrade plan' : 'Manage subscription'}
          </Button>
        </div>
      </PanelHeading>
      <DashboardAnalytics headlineExtras={<FleetStats user={user} />}>
        <GettingStarted />
      </DashboardAnalytics>
      <div className="mt-6">
        <TipFlowShortcut onSetUp={onSetUpTipFlow} />
      </div>
      <div className="mt-12">
        <PlanAnalytics user={user} onOpenSubscription={onOpenSubscription} />
      </div>
    </>
  );
}
