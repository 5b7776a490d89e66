import { Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../ui/button';
import { PurchaseResultLayout } from './purchase-result-layout';
import { useAnnounceThenRedirect } from './use-announce-then-redirect';

/** `/purchase-cancelled` (docs/product.md §10): Stripe's Back link. Nothing was bought, so back to the plans. */
export function PurchaseCancelledPage() {
  useAnnounceThenRedirect(() => toast.info('Purchase was cancelled. You can try again anytime!'), '/pricing');

  return (
    <PurchaseResultLayout
      icon={Undo2}
      tone="neutral"
      eyebrow="Checkout cancelled"
      title="No charge was made"
      action={
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to="/pricing" replace>
            View Pricing Again
          </Link>
        </Button>
      }
      redirectNote="Taking you back to pricing…"
    >
      <p>Your plan and balance are exactly as they were. Whenever you’re ready, pick up where you left off.</p>
    </PurchaseResultLayout>
  );
}
