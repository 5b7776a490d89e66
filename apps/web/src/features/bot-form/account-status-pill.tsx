import { CircleCheck, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

/** "Connected" or "Reconnect needed" beside a connected account's name (Instagram, WhatsApp). */
export function AccountStatusPill({ tone, children }: { tone: 'ok' | 'warn'; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center gap-1 rounded-full px-2 text-[11px] font-semibold ring-1 ring-inset',
        tone === 'ok' ? 'bg-emerald-400/12 text-emerald-300 ring-emerald-400/25' : 'bg-amber-400/12 text-amber-200 ring-amber-400/25',
      )}
    >
      {tone === 'ok' ? <CircleCheck aria-hidden="true" className="size-3" /> : <TriangleAlert aria-hidden="true" className="size-3" />}
      {children}
    </span>
  );
}
