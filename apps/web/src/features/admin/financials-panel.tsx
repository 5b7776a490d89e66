import { PLAN_IDS } from '@fanline/core';
import { AlertTriangle, BadgeDollarSign, CalendarRange, CreditCard, Gauge, Repeat, TrendingDown, Undo2, UserRound } from 'lucide-react';
import { capitalise, formatCount, formatDollars, formatPercent, plural } from '../../lib/format';
import { SectionCard } from '../../ui/section-card';
import { StatCard } from '../../ui/stat-card';
import type { AdminFinancials } from './admin-types';
import { PanelTitle } from './panel-title';
import { PlanBars, type PlanBar } from './plan-bars';

/** Bars measure revenue; before the first payment they measure users, so the plan mix still shows. */
function planBars(financials: AdminFinancials): PlanBar[] {
  const rows = [...PLAN_IDS, 'voice_upgrades' as const].map((id) => financials.plan_breakdown[id]);
  const measure = rows.some((row) => row.revenue > 0) ? 'revenue' : 'users';
  const plans: PlanBar[] = [...PLAN_IDS].reverse().map((id) => {
    const { revenue, users } = financials.plan_breakdown[id];
    return { key: id, label: capitalise(id), value: measure === 'revenue' ? revenue : users, display: `${formatDollars(revenue)} · ${plural(users, 'user')}` };
  });
  const voice = financials.plan_breakdown.voice_upgrades;
  return [...plans, { key: 'voice', label: 'Voice upgrades', value: voice[measure], display: `${formatDollars(voice.revenue)} · ${plural(voice.users, 'user')}`, tone: 'sky' }];
}

function RiskRow({ icon: Icon, label, count, amount }: { icon: typeof AlertTriangle; label: string; count: number; amount: number }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-2xl bg-white/[0.03] px-4 py-3 ring-1 ring-white/[0.05]">
      <span className="flex items-center gap-2.5 text-sm text-zinc-200">
        <Icon aria-hidden="true" className="size-4 text-zinc-400" />
        {label}
      </span>
      <span className="text-right text-sm tabular-nums">
        <span className="font-semibold text-white">{formatCount(count)}</span>
        <span className="text-zinc-500"> · {formatDollars(amount)}</span>
      </span>
    </li>
  );
}

/** Revenue Dashboard, the console's default tab: recurring revenue, plan mix and payment health. */
export function FinancialsPanel({ financials }: { financials: AdminFinancials | undefined }) {
  const f = financials;
  return (
    <section aria-labelledby="admin-financials-title">
      <PanelTitle id="admin-financials-title" title="Revenue Dashboard" note="Subscriptions, plan mix and payment health" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard icon={BadgeDollarSign} label="Monthly Revenue" value={f ? formatDollars(f.monthly_revenue) : null} note="MRR from active subscriptions" />
        <StatCard icon={Repeat} label="Active Subscriptions" value={f ? formatCount(f.active_subscriptions) : null} note="Paying plans right now" />
        <StatCard icon={TrendingDown} label="Churn Rate" value={f ? formatPercent(f.churn_rate) : null} note="Ended in the last 30 days" />
        <StatCard icon={UserRound} label="ARPU" value={f ? formatDollars(f.arpu) : null} note="MRR per paying user" />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard title="Plan Breakdown" description="Monthly revenue and users per plan">
          {f ? <PlanBars label="Revenue by plan" bars={planBars(f)} /> : <div className="h-48 animate-pulse rounded-2xl bg-white/[0.04]" />}
        </SectionCard>
        <SectionCard title="Payment Health" description="Last 30 days">
          <div className="grid grid-cols-2 gap-3">
            <StatCard icon={Gauge} label="Success Rate" value={f ? formatPercent(f.payment_success_rate) : null} note="Paid of all attempts" />
            <StatCard icon={CalendarRange} label="Revenue, 30 days" value={f ? formatDollars(f.revenue_last_30_days) : null} note="Invoices and packs" />
          </div>
          {f && (
            <ul className="mt-4 space-y-2">
              <RiskRow icon={CreditCard} label="Failed payments" count={f.failed_payments.count} amount={f.failed_payments.amount} />
              <RiskRow icon={AlertTriangle} label="Disputes" count={f.disputes.count} amount={f.disputes.amount} />
              <RiskRow icon={Undo2} label="Refunds" count={f.refunds.count} amount={f.refunds.amount} />
            </ul>
          )}
        </SectionCard>
      </div>
    </section>
  );
}
