import { toast } from 'sonner';
import type { BotView } from '../../lib/bot-view';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { useRefreshFleet } from './use-bot-list';

/**
 * docs/product.md §7 delete flow: ask Telegram whether the bot is live, take it off
 * Telegram first if so (a failure there does not stop the delete), delete it,
 * then refresh the list and the statistics. On failure the data is reloaded.
 */
export function useDeleteBot() {
  const utils = trpc.useUtils();
  const refreshFleet = useRefreshFleet();
  const undeploy = trpc.telegram.undeploy.useMutation();
  const remove = trpc.bots.delete.useMutation();

  async function isLive(bot: BotView): Promise<boolean> {
    try {
      const status = await utils.telegram.status.fetch({ botId: bot.id }, { staleTime: 0 });
      return status.deployed;
    } catch {
      return bot.is_deployed;
    }
  }

  async function deleteBot(bot: BotView): Promise<boolean> {
    try {
      if (await isLive(bot)) await undeploy.mutateAsync({ botId: bot.id }).catch(() => undefined);
      await remove.mutateAsync({ id: bot.id });
      utils.bots.list.setData(undefined, (bots) => bots?.filter((b) => b.id !== bot.id));
      toast.success(`"${bot.name}" deleted`);
      return true;
    } catch (error) {
      const detail = errorMessage(error, '');
      toast.error(detail ? `Delete failed: ${detail}` : 'Failed to delete bot');
      return false;
    } finally {
      await refreshFleet();
    }
  }

  return { deleteBot, deleting: remove.isPending || undeploy.isPending };
}
