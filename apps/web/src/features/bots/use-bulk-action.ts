import { useState } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import type { BulkAction } from './bulk-actions';
import { useRefreshFleet } from './use-bot-list';

/**
 * docs/product.md §7 bulk flow: after the confirmation closes, show a busy flag, send the
 * action, clear the selection and reload. Bots the server skipped are named.
 */
export function useBulkAction(clearSelection: () => void) {
  const [running, setRunning] = useState<BulkAction | null>(null);
  const refreshFleet = useRefreshFleet();
  const bulk = trpc.bots.bulk.useMutation();

  async function run(action: BulkAction, botIds: string[]) {
    setRunning(action);
    try {
      const result = await bulk.mutateAsync({ bot_ids: botIds, action });
      if (result.affected > 0) toast.success(result.message);
      if (result.skipped.length > 0) {
        const reasons = [...new Set(result.skipped.map((bot) => bot.reason))].join(' ');
        toast.warning(`Skipped: ${result.skipped.map((bot) => bot.name).join(', ')}`, { description: reasons });
      }
      clearSelection();
    } catch (error) {
      toast.error(errorMessage(error, `Failed to ${action} bots`));
    } finally {
      setRunning(null);
      await refreshFleet();
    }
  }

  return { run, running };
}
