import { NO_USERS_SELECTED } from '@fanline/core';
import { trpc } from '../../lib/trpc';
import { useConfirmedBulk } from './use-confirmed-bulk';
import { USER_BULK_REQUEST, type UserBulkAction } from './user-bulk-actions';

/** Bulk user actions (docs/product.md §14), over the ticked users. */
export function useUserBulk(selectedIds: readonly string[], onDone: () => void) {
  const utils = trpc.useUtils();
  const bulk = trpc.admin.bulkUsers.useMutation();
  return useConfirmedBulk<UserBulkAction>({
    selectedIds,
    noneSelected: NO_USERS_SELECTED,
    failure: 'Failed to perform bulk user action',
    submit: (action, ids) => bulk.mutateAsync({ ...USER_BULK_REQUEST[action], user_ids: ids }),
    busy: bulk.isPending,
    onDone,
    reload() {
      void utils.admin.users.invalidate();
      void utils.admin.analytics.invalidate();
    },
  });
}
