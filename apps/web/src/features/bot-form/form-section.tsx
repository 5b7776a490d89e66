import { Lock, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface FormSectionProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled group of the bot form, as a quiet card. */
export function FormSection({ icon: Icon, title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white/[0.02] p-4 ring-1 ring-white/[0.07] sm:p-5">
      <header className="mb-4 flex items-start gap-3">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300 ring-1 ring-inset ring-brand-400/20">
          <Icon className="size-[18px]" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="text-[15px] font-semibold text-white">
            {title}
          </h3>
          {description && <p className="text-xs leading-relaxed text-zinc-500">{description}</p>}
        </div>
      </header>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

/** The 'Upgrade Required' pill beside a gated control. */
export function UpgradeBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-400/10 px-2 py-0.5 text-[11px] font-semibold text-amber-300 ring-1 ring-inset ring-amber-400/25">
      <Lock aria-hidden="true" className="size-3" />
      Upgrade Required
    </span>
  );
}

/** "optional" after a label, kept outside the <label> so the label text stays exact. */
export function OptionalMark() {
  return <span className="text-xs text-zinc-500">(optional)</span>;
}

/** Shared look of toggle chips (presets, tip amounts, segmented choices). */
export const chipClass = cn(
  'inline-flex h-9 min-w-12 items-center justify-center gap-1.5 rounded-xl px-3 text-sm whitespace-nowrap font-medium text-zinc-300 ring-1 ring-inset ring-white/10 transition',
  'hover:bg-white/[0.05] hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
  'data-[state=on]:bg-brand-500/20 data-[state=on]:text-white data-[state=on]:ring-brand-400/60',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

/** A short coloured note under a field. */
export function FieldNote({ tone, children }: { tone: 'info' | 'warn' | 'danger' | 'muted'; children: ReactNode }) {
  const tones = {
    info: 'bg-brand-500/10 text-brand-200 ring-brand-400/20',
    warn: 'bg-orange-400/10 text-orange-200 ring-orange-400/25',
    danger: 'bg-rose-500/10 text-rose-200 ring-rose-400/25',
    muted: 'bg-white/[0.03] text-zinc-400 ring-white/[0.07]',
  } as const;
  return <div className={cn('rounded-xl px-3 py-2 text-xs leading-relaxed ring-1 ring-inset', tones[tone])}>{children}</div>;
}
