import { useId, type ReactNode } from 'react';

interface PlanSectionProps {
  title: string;
  /** The plans it comes with, e.g. "Flow · Nexus". */
  plans: string;
  description: string;
  testId: string;
  status?: ReactNode;
  children: ReactNode;
}

/** A titled group of plan-gated analytics (advanced, voice) under the Command Center heading. */
export function PlanSection({ title, plans, description, testId, status, children }: PlanSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-xl font-bold tracking-tight text-white">
              {title}
            </h3>
            <span className="inline-flex h-6 items-center rounded-full bg-brand-500/12 px-2.5 text-xs font-semibold text-brand-200 ring-1 ring-inset ring-brand-400/25">
              {plans}
            </span>
          </div>
          <p className="mt-1 text-sm text-zinc-400">{description}</p>
        </div>
        {status}
      </div>
      {children}
    </section>
  );
}
