import { NO_BOTS_SELECTED } from '@fanline/core';
import { trpc } from '../../lib/trpc';
import { BOT_BULK_REQUEST, type BotBulkAction } from './bot-bulk-actions';
import { useConfirmedBulk } from './use-confirmed-bulk';

/** Bulk bot actions (docs/product.md §14); the row buttons use it too, on a single id. */
export function useBotBulk(selectedIds: readonly string[], onDone: () => void) {
  const utils = trpc.useUtils();
  const bulk = trpc.admin.bulkBots.useMutation();
  const flow = useConfirmedBulk<BotBulkAction>({
    selectedIds,
    noneSelected: NO_BOTS_SELECTED,
    failure: 'Failed to perform bulk bot action',
    submit: (action, ids) => bulk.mutateAsync({ ...BOT_BULK_REQUEST[action], bot_ids: ids }),
    busy: bulk.isPending,
    onDone,
    reload() {
      void utils.admin.bots.invalidate();
      void utils.admin.analytics.invalidate();
    },
  });
  return {
    ...flow,
    /** A row's Activate / Deactivate: one reversible change, no confirmation. */
    toggleNow: (id: string, active: boolean) => flow.send(active ? 'activate' : 'deactivate', [id]),
  };
}
