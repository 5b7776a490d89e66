import { purchaseSummary } from '@fanline/core';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../auth';
import { formatPrice } from '../../lib/format';
import { Button } from '../../ui/button';
import { PurchaseResultLayout } from './purchase-result-layout';
import { useAnnounceThenRedirect } from './use-announce-then-redirect';

/**
 * `/purchase-success` (docs/product.md §10), where Stripe returns after payment. The
 * account itself changes when Stripe's webhook lands, so this page only asks
 * for the user again; the 5-second poll catches a webhook that comes later.
 */
export function PurchaseSuccessPage() {
  const [params] = useSearchParams();
  const { user, refreshUser } = useSession();
  const bought = purchaseSummary(params.get('plan') ?? '');
  const sessionId = params.get('session');

  useAnnounceThenRedirect(() => {
    toast.success('Purchase completed successfully!');
    if (user) void refreshUser();
  }, '/');

  return (
    <PurchaseResultLayout
      icon={CircleCheck}
      tone="success"
      eyebrow="Payment received"
      title="You’re all set!"
      action={
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to="/" replace>
            Return to Dashboard
          </Link>
        </Button>
      }
      redirectNote="Taking you to your dashboard…"
    >
      <p>Thank you for your purchase. It shows on your dashboard within a few seconds.</p>
      <dl className="mt-6 divide-y divide-white/[0.06] rounded-2xl bg-ink-900/70 text-left text-sm ring-1 ring-white/[0.06]">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-zinc-400">Purchase</dt>
          <dd className="font-semibold text-white">{bought?.name ?? 'Unknown Plan'}</dd>
        </div>
        {bought && (
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <dt className="text-zinc-400">Price</dt>
            <dd className="font-semibold text-white">
              {formatPrice(bought.priceCents)}
              <span className="font-normal text-zinc-400">{bought.recurring ? ' / month' : ' one-time'}</span>
            </dd>
          </div>
        )}
        {sessionId && (
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <dt className="shrink-0 text-zinc-400">Reference</dt>
            <dd className="min-w-0 truncate font-mono text-xs text-zinc-300" title={sessionId}>
              {sessionId}
            </dd>
          </div>
        )}
      </dl>
    </PurchaseResultLayout>
  );
}
