import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '../auth';
import { cn } from '../../lib/cn';
import { PageFrame } from '../../ui/page-frame';
import { PURCHASE_REDIRECT_MS } from './use-announce-then-redirect';

interface PurchaseResultLayoutProps {
  icon: LucideIcon;
  tone: 'success' | 'neutral';
  eyebrow: string;
  title: string;
  children: ReactNode;
  action: ReactNode;
  /** Says where the automatic redirect goes; a bar fills while it counts down. */
  redirectNote: string;
}

/** The shared frame of /purchase-success and /purchase-cancelled: one centred card. */
export function PurchaseResultLayout({ icon: Icon, tone, eyebrow, title, children, action, redirectNote }: PurchaseResultLayoutProps) {
  const { user } = useSession();
  return (
    <PageFrame backLabel={user ? 'Back to dashboard' : 'Back to home'}>
      <div className="relative overflow-clip">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-[28rem] bg-aurora [mask-image:linear-gradient(to_bottom,black_30%,transparent)]" />
        <div className="relative mx-auto max-w-lg px-4 py-16 sm:py-24">
          <div className="rounded-3xl bg-ink-850/90 p-6 text-center shadow-2xl shadow-black/40 ring-1 ring-white/10 sm:p-10">
            <span
              className={cn(
                'mx-auto grid size-16 place-items-center rounded-2xl ring-1',
                tone === 'success' ? 'bg-emerald-400/10 ring-emerald-400/25' : 'bg-white/[0.05] ring-white/10',
              )}
            >
              <Icon aria-hidden="true" className={cn('size-8', tone === 'success' ? 'text-emerald-300' : 'text-brand-300')} />
            </span>
            <p className="mt-6 text-sm font-semibold tracking-widest text-brand-300 uppercase">{eyebrow}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-white">{title}</h1>
            <div className="mt-4 text-zinc-400">{children}</div>
            <div className="mt-8">{action}</div>
            <div className="mt-6">
              <p className="text-xs text-zinc-500">{redirectNote}</p>
              <div aria-hidden="true" className="mx-auto mt-2 h-1 w-32 overflow-hidden rounded-full bg-white/10 motion-reduce:hidden">
                <div className="h-full origin-left animate-countdown bg-brand-gradient" style={{ animationDuration: `${PURCHASE_REDIRECT_MS}ms` }} />
              </div>
            </div>
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
