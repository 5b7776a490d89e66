import { PLAN_IDS } from '@fanline/core';
import { Activity, Bot, MessagesSquare, Rocket, UserCheck, Users } from 'lucide-react';
import { capitalise } from '../../lib/format';
import { StatCard } from '../../ui/stat-card';
import { formatCount, plural } from '../../lib/format';
import type { AdminAnalytics } from './admin-types';
import { CrisisReferralsCard } from './crisis-referrals-card';
import { FailedEventsCard } from './failed-events-card';
import { SectionCard } from '../../ui/section-card';
import { PanelTitle } from './panel-title';
import { PlanBars } from './plan-bars';

/** Platform Analytics: users, bots and the last day's messages. */
export function AnalyticsPanel({ analytics }: { analytics: AdminAnalytics | undefined }) {
  const a = analytics;
  return (
    <section aria-labelledby="admin-analytics-title">
      <PanelTitle id="admin-analytics-title" title="Platform Analytics" note="Who is on Fanline and how busy it is" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard icon={Users} label="Total Users" value={a ? formatCount(a.users.total) : null} note="All accounts" />
        <StatCard icon={UserCheck} label="Active Users" value={a ? formatCount(a.users.active) : null} note="Accounts not deactivated" />
        <StatCard icon={MessagesSquare} label="Messages, 24 h" value={a ? formatCount(a.messages.last_24h) : null} note="Fan messages answered" />
        <StatCard icon={Bot} label="Total Bots" value={a ? formatCount(a.bots.total) : null} note="Across all creators" />
        <StatCard icon={Activity} label="Active Bots" value={a ? formatCount(a.bots.active) : null} note="Switched on" />
        <StatCard icon={Rocket} label="Deployed Bots" value={a ? formatCount(a.bots.deployed) : null} note="Connected to a channel" />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard title="Users by Plan">
          {a ? (
            <PlanBars
              label="Users by plan"
              bars={PLAN_IDS.map((id) => ({ key: id, label: capitalise(id), value: a.users.by_plan[id], display: plural(a.users.by_plan[id], 'user') }))}
            />
          ) : (
            <div className="h-40 animate-pulse rounded-2xl bg-white/[0.04]" />
          )}
        </SectionCard>
        <CrisisReferralsCard />
      </div>
      <FailedEventsCard className="mt-4" />
    </section>
  );
}
