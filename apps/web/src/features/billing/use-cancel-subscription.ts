import { toast } from 'sonner';
import { useSession } from '../auth';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';

/**
 * docs/product.md §10 subscription cancel: the plan runs to the end of the period, then
 * moves to Spark. The user and the billing summary are reloaded after the
 * call either way, since a failure may still have changed something at Stripe.
 */
export function useCancelSubscription() {
  const { refreshUser } = useSession();
  const utils = trpc.useUtils();
  const cancel = trpc.billing.cancelSubscription.useMutation();

  async function cancelSubscription(): Promise<void> {
    try {
      const result = await cancel.mutateAsync({ reason: 'user_requested' });
      toast.success(result.message);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to cancel subscription'));
    } finally {
      void refreshUser();
      void utils.billing.summary.invalidate();
    }
  }

  return { cancelSubscription, cancelling: cancel.isPending };
}
