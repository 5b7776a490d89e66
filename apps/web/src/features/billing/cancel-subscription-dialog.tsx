import { formatQuota, FREE_PLAN, PLANS, type PlanId } from '@fanline/core';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatDate } from '../../lib/format';
import { useCancelSubscription } from './use-cancel-subscription';

interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  plan: PlanId;
  /** ISO end of the paid period; null when Stripe has not told us yet. */
  periodEnd: string | null;
  endsVoiceUpgrade: boolean;
}

/** "Are you sure?" before cancelling, saying plainly what stays and what changes. */
export function CancelSubscriptionDialog({ open, onOpenChange, plan, periodEnd, endsVoiceUpgrade }: CancelSubscriptionDialogProps) {
  const { cancelSubscription, cancelling } = useCancelSubscription();
  const until = periodEnd ? formatDate(periodEnd) : 'the end of your billing period';
  const spark = PLANS[FREE_PLAN];

  async function confirm() {
    // Closed either way: the toast says what happened and the page shows the new state.
    await cancelSubscription();
    onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel your subscription?"
      description={`Your ${PLANS[plan].name} plan stays active until ${until}. After that, your account moves to the free Spark plan.`}
      confirmLabel="Confirm cancellation"
      busyLabel="Cancelling..."
      cancelLabel="Keep my plan"
      busy={cancelling}
      destructive
      onConfirm={() => void confirm()}
    >
      <ul className="space-y-2 rounded-2xl bg-ink-900/70 p-4 text-sm text-zinc-300 ring-1 ring-white/[0.06]">
        <li>
          On Spark: {formatQuota(spark.bots)} bot and {formatQuota(spark.messages)} messages a month, on Telegram, without fan
          monetization.
        </li>
        {endsVoiceUpgrade && <li>Your Voice Chat Upgrade ends on the same day.</li>}
        <li>Message credits you bought in packs stay on your balance.</li>
        <li>You can subscribe again anytime.</li>
      </ul>
    </ConfirmDialog>
  );
}
