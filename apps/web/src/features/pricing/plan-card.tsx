import { formatQuota, type PlanTier } from '@fanline/core';
import { Check, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { PLAN_TAGLINES } from './plan-copy';

interface PlanCardProps {
  plan: PlanTier;
  action: ReactNode;
}

export function PlanCard({ plan, action }: PlanCardProps) {
  const featured = plan.mostPopular;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-3xl p-6 ring-1 transition duration-200 hover:-translate-y-0.5',
        featured
          ? 'bg-gradient-to-b from-brand-600/25 via-ink-850 to-ink-850 shadow-2xl shadow-brand-900/40 ring-brand-400/60'
          : 'bg-ink-850/80 ring-white/10 hover:ring-white/20',
      )}
    >
      {featured && (
        <span className="absolute -top-3 left-1/2 inline-flex whitespace-nowrap -translate-x-1/2 items-center gap-1 rounded-full bg-brand-gradient px-3 py-1 text-xs font-semibold text-white shadow-lg shadow-brand-600/30">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Most Popular
        </span>
      )}
      <h3 id={`plan-${plan.id}`} className="text-lg font-semibold text-white">
        {plan.name}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-zinc-400">{PLAN_TAGLINES[plan.id]}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-white">
          {plan.priceCents === 0 ? 'Free' : formatPrice(plan.priceCents)}
        </span>
        {plan.priceCents > 0 && <span className="text-sm text-zinc-400">/ {plan.period}</span>}
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-2 text-center">
        <div className="rounded-xl bg-white/[0.04] px-2 py-2.5 ring-1 ring-white/5">
          <dt className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase">Bots</dt>
          <dd className="mt-0.5 text-sm font-semibold text-white">{formatQuota(plan.bots)}</dd>
        </div>
        <div className="rounded-xl bg-white/[0.04] px-2 py-2.5 ring-1 ring-white/5">
          <dt className="text-[11px] font-medium tracking-wide text-zinc-500 uppercase">Messages</dt>
          <dd className="mt-0.5 text-sm font-semibold text-white">{formatQuota(plan.messages)}</dd>
        </div>
      </dl>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm text-zinc-300">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', featured ? 'text-flare-400' : 'text-brand-300')} />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-7">{action}</div>
    </article>
  );
}
