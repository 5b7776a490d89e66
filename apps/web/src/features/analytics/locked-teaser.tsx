import { Check, Lock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { UpgradeLink } from './upgrade-link';

interface LockedTeaserProps {
  title: string;
  /** Who gets it, e.g. "Included with Flow and Nexus". */
  availability: string;
  features: string[];
  cta: string;
  testId: string;
  onOpenSubscription(): void;
}

/** A decorative, blurred silhouette of bars: it hints at a chart without inventing figures. */
function GhostChart() {
  const bars = [28, 44, 36, 62, 50, 78, 58, 90, 70, 54, 82, 66];
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-6 bottom-0 flex h-28 items-end gap-1.5 opacity-40 blur-[2px] sm:gap-2">
      {bars.map((height, index) => (
        <div key={index} className="flex-1 rounded-t-md bg-linear-to-t from-brand-600/10 to-brand-400/50" style={{ height: `${height}%` }} />
      ))}
    </div>
  );
}

/**
 * What a plan-gated section offers, for users whose plan does not include it.
 * Shown instead of calling an API that would answer 403.
 */
export function LockedTeaser({ title, availability, features, cta, testId, onOpenSubscription }: LockedTeaserProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-500/10 via-ink-850/80 to-ink-850/80 p-6 pb-32 ring-1 ring-white/[0.08] sm:p-7 sm:pb-32"
    >
      <GhostChart />
      <div className="relative">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/[0.06] ring-1 ring-white/10">
            <Lock aria-hidden="true" className="size-4 text-brand-200" />
          </span>
          <div>
            <h3 id={titleId} className="text-lg font-semibold text-white">
              {title}
            </h3>
            <p className="text-xs font-medium text-brand-300">{availability}</p>
          </div>
        </div>
        <ul className="mt-5 space-y-2">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2.5 text-sm text-zinc-300">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <UpgradeLink onOpenSubscription={onOpenSubscription}>
            <Sparkles aria-hidden="true" />
            {cta}
          </UpgradeLink>
        </div>
      </div>
    </section>
  );
}
