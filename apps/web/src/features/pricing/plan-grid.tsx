import { PLAN_IDS, PLANS, type PlanTier } from '@fanline/core';
import type { ReactNode } from 'react';
import { PlanCard } from './plan-card';

interface PlanGridProps {
  renderAction(plan: PlanTier): ReactNode;
}

/** The four plans side by side, in upgrade order (docs/product.md §4). */
export function PlanGrid({ renderAction }: PlanGridProps) {
  return (
    <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
      {PLAN_IDS.map((id) => (
        <PlanCard key={id} plan={PLANS[id]} action={renderAction(PLANS[id])} />
      ))}
    </div>
  );
}
