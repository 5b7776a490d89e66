import { toast } from 'sonner';
import type { BotView } from '../../lib/bot-view';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { useRefreshFleet } from './use-bot-list';

/** A fixed headline, with the server's reason underneath when it gave one. */
function failure(title: string, error: unknown) {
  const detail = errorMessage(error, '');
  toast.error(title, detail ? { description: detail } : undefined);
}

/** The one-click actions of a bot card (docs/product.md §7, §8); each keeps its own pending flag. */
export function useBotActions(bot: BotView) {
  const refreshFleet = useRefreshFleet();
  const deploy = trpc.telegram.deploy.useMutation();
  const undeploy = trpc.telegram.undeploy.useMutation();
  const toggle = trpc.bots.toggle.useMutation();
  const duplicate = trpc.bots.duplicate.useMutation();

  return {
    deploying: deploy.isPending,
    removing: undeploy.isPending,
    toggling: toggle.isPending,
    duplicating: duplicate.isPending,

    async deploy() {
      try {
        await deploy.mutateAsync({ botId: bot.id });
        toast.success('Bot deployed to Telegram and activated!');
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to deploy to Telegram'));
      }
      await refreshFleet();
    },

    async removeFromTelegram() {
      try {
        await undeploy.mutateAsync({ botId: bot.id });
        toast.success('Bot removed from Telegram');
      } catch (error) {
        failure('Failed to remove from Telegram', error);
      }
      await refreshFleet();
    },

    /** Start or stop; activation without a channel token is refused by the server with its own message. */
    async toggle() {
      try {
        const result = await toggle.mutateAsync({ id: bot.id, is_active: !bot.is_active });
        toast.success(result.message);
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to toggle neural core status'));
      }
      await refreshFleet();
    },

    async duplicate() {
      try {
        await duplicate.mutateAsync({ id: bot.id });
        toast.success('Neural core cloned successfully!');
        await refreshFleet();
      } catch (error) {
        failure('Failed to clone neural core', error);
      }
    },
  };
}
