import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface FleetNoticeProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** Empty, no-match and error states of the fleet. */
export function FleetNotice({ icon: Icon, title, children, action }: FleetNoticeProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-white/12 bg-ink-850/40 px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-500/15 ring-1 ring-brand-400/25">
        <Icon aria-hidden="true" className="size-7 text-brand-300" />
      </span>
      <h3 className="mt-6 text-lg font-semibold text-white">{title}</h3>
      <div className="mt-2 max-w-md text-sm leading-relaxed text-zinc-400">{children}</div>
      {action && <div className="mt-7">{action}</div>}
    </div>
  );
}
