import type { BotUpdateInput } from '@fanline/core';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage, fieldErrorsOf } from '../../lib/trpc-errors';
import { toFieldErrors, type BotView, type FieldErrors } from '../bot-form';

interface ActivateCallbacks {
  onActivated(bot: BotView): void;
  onFieldErrors(errors: FieldErrors): void;
}

/** Saves a bot's tip settings with tip flow switched on, then refreshes the fleet and statistics. */
export function useActivateTipFlow({ onActivated, onFieldErrors }: ActivateCallbacks) {
  const utils = trpc.useUtils();
  const update = trpc.bots.update.useMutation();

  function activate(bot: Pick<BotView, 'id' | 'name'>, data: BotUpdateInput) {
    update.mutate(
      { id: bot.id, data },
      {
        onSuccess(saved) {
          void utils.bots.list.invalidate();
          void utils.bots.stats.invalidate();
          toast.success(`Tip flow activated for ${saved.name}`);
          onActivated(saved);
        },
        onError(error) {
          toast.error(errorMessage(error, 'Failed to activate tip flow'));
          onFieldErrors(toFieldErrors(fieldErrorsOf(error)));
        },
      },
    );
  }

  return { activate, pending: update.isPending };
}
