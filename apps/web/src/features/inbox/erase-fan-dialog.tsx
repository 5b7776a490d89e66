import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { ConfirmDialog } from '../../ui/confirm-dialog';

interface EraseFanDialogProps {
  conversationId: string;
  fanName: string;
  botName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onErased(): void;
}

/** "Erase fan data": the fan, their conversation, messages and payment records go, as when the fan asks for it. */
export function EraseFanDialog({ conversationId, fanName, botName, open, onOpenChange, onErased }: EraseFanDialogProps) {
  const utils = trpc.useUtils();
  const erase = trpc.inbox.eraseFan.useMutation({
    onSuccess: () => {
      toast.success('Fan data erased');
      onOpenChange(false);
      onErased();
      void utils.inbox.conversations.invalidate();
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not erase the fan data')),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Erase fan data?"
      description={`Everything ${botName} holds about ${fanName} is deleted for good: the conversation, its messages and payment records. This cannot be undone.`}
      confirmLabel="Erase fan data"
      busyLabel="Erasing…"
      busy={erase.isPending}
      destructive
      onConfirm={() => erase.mutate({ id: conversationId })}
    />
  );
}
