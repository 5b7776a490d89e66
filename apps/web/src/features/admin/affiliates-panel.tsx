import { Crown, Share2 } from 'lucide-react';
import { formatCount, formatDollars } from '../../lib/format';
import { EmptyState } from '../../ui/empty-state';
import { AdminBadge } from './admin-badge';
import type { Affiliate } from './admin-types';
import { PanelTitle } from './panel-title';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold text-white tabular-nums">{value}</dd>
    </div>
  );
}

/** Affiliates: creators whose referral links brought paying users, and what they earned. */
export function AffiliatesPanel({ affiliates }: { affiliates: Affiliate[] | undefined }) {
  const list = affiliates ?? [];
  return (
    <section aria-labelledby="admin-affiliates-title">
      <PanelTitle id="admin-affiliates-title" title="Affiliates" note="Referral revenue and commission, best earners first" />
      {list.length === 0 ? (
        <EmptyState icon={Share2} title="No affiliates yet">
          Every creator has a referral link in Profile Settings (<code className="text-zinc-300">/?ref=CODE</code>). When someone signs up through it and pays, the
          referrer appears here with their commission.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((affiliate) => (
            <li key={affiliate.id} data-testid="admin-affiliate" className="rounded-3xl bg-ink-850/80 p-5 ring-1 ring-white/[0.08]">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-white">{affiliate.name}</p>
                  <p className="truncate text-sm text-zinc-400">{affiliate.email}</p>
                </div>
                {affiliate.top_earner && (
                  <AdminBadge tone="amber">
                    <Crown aria-hidden="true" className="size-3" />
                    TOP EARNER
                  </AdminBadge>
                )}
              </div>
              <dl className="mt-5 grid grid-cols-3 gap-3">
                <Figure label="Referrals" value={formatCount(affiliate.referrals)} />
                <Figure label="Revenue" value={formatDollars(affiliate.revenue)} />
                <Figure label="Commission" value={formatDollars(affiliate.commission)} />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
