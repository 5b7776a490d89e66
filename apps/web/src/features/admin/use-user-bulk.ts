import { NO_USERS_SELECTED } from '@fanline/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { USER_BULK_REQUEST, type UserBulkAction } from './user-bulk-actions';

/** SPEC §4 bulk flow: confirm first; on confirm close, send, toast, clear the selection and reload. */
export function useUserBulk(selectedIds: readonly string[], onDone: () => void) {
  const [pending, setPending] = useState<UserBulkAction | null>(null);
  const utils = trpc.useUtils();
  const bulk = trpc.admin.bulkUsers.useMutation();

  return {
    pending,
    busy: bulk.isPending,
    request(action: UserBulkAction) {
      if (selectedIds.length === 0) {
        toast.error(NO_USERS_SELECTED);
        return;
      }
      setPending(action);
    },
    cancel: () => setPending(null),
    async confirm() {
      if (!pending) return;
      try {
        const result = await bulk.mutateAsync({ ...USER_BULK_REQUEST[pending], user_ids: [...selectedIds] });
        toast.success(result.message);
        onDone();
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to perform bulk user action'));
      } finally {
        setPending(null);
        void utils.admin.users.invalidate();
        void utils.admin.analytics.invalidate();
      }
    },
  };
}
