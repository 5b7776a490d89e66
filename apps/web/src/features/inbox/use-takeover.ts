import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';

/** Take over (the AI pauses for this fan) and hand back, each re-reading the card and the lists once done. */
export function useTakeover(conversationId: string) {
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.inbox.conversation.invalidate({ id: conversationId }), utils.inbox.conversations.invalidate()]);
  const takeOver = trpc.inbox.takeOver.useMutation({
    onSuccess: refresh,
    onError: (error) => toast.error(errorMessage(error, 'Could not take the conversation over')),
  });
  const handBack = trpc.inbox.handBack.useMutation({
    onSuccess: refresh,
    onError: (error) => toast.error(errorMessage(error, 'Could not hand the conversation back')),
  });
  return {
    busy: takeOver.isPending || handBack.isPending,
    takeOver: () => takeOver.mutate({ id: conversationId }),
    handBack: () => handBack.mutate({ id: conversationId }),
  };
}
