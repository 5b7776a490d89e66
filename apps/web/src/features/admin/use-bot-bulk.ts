import { NO_BOTS_SELECTED } from '@fanline/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { BOT_BULK_REQUEST, type BotBulkAction } from './bot-bulk-actions';

/**
 * Bulk bot actions (SPEC §4); the row buttons use it too, on a single id.
 * Confirm first; on confirm send, toast, clear the selection and reload.
 */
export function useBotBulk(selectedIds: readonly string[], onDone: () => void) {
  const [pending, setPending] = useState<{ action: BotBulkAction; ids: string[] } | null>(null);
  const utils = trpc.useUtils();
  const bulk = trpc.admin.bulkBots.useMutation();

  async function send(action: BotBulkAction, ids: string[]) {
    try {
      const result = await bulk.mutateAsync({ ...BOT_BULK_REQUEST[action], bot_ids: ids });
      toast.success(result.message);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to perform bulk bot action'));
    } finally {
      setPending(null);
      void utils.admin.bots.invalidate();
      void utils.admin.analytics.invalidate();
    }
  }

  return {
    pending,
    busy: bulk.isPending,
    /** Asks for confirmation over the selected bots, or over `ids` (a row's delete). */
    request(action: BotBulkAction, ids: readonly string[] = selectedIds) {
      if (ids.length === 0) {
        toast.error(NO_BOTS_SELECTED);
        return;
      }
      setPending({ action, ids: [...ids] });
    },
    /** A row's Activate / Deactivate: one reversible change, no confirmation. */
    toggleNow: (id: string, active: boolean) => send(active ? 'activate' : 'deactivate', [id]),
    cancel: () => setPending(null),
    async confirm() {
      if (pending) await send(pending.action, pending.ids);
    },
  };
}
