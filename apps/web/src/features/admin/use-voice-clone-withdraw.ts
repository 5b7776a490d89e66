import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';

/**
 * An admin withdrawing a creator's cloned voice (issue #39; audit-logged by the
 * server). The records, the users list (its "Cloned voice" badge) and the slot
 * count are reloaded before the mutation settles, so the confirm closes on the
 * record as it now is.
 */
export function useVoiceCloneWithdraw(onDone: () => void) {
  const utils = trpc.useUtils();
  return trpc.voiceClone.adminWithdraw.useMutation({
    async onSuccess(result) {
      toast.success(result.message);
      await Promise.all([utils.voiceClone.records.invalidate(), utils.admin.users.invalidate(), utils.voiceClone.slots.invalidate()]);
      onDone();
    },
    async onError(cause) {
      toast.error(errorMessage(cause, 'Failed to withdraw the voice'));
      // A 404 means it was withdrawn meanwhile (by the creator, say): show that.
      await utils.voiceClone.records.invalidate();
      onDone();
    },
  });
}
