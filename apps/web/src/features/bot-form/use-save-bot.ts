import type { BotCreateInput } from '@fanline/core';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { errorMessage, fieldErrorsOf } from '../../lib/trpc-errors';
import { toFieldErrors, type BotView, type FieldErrors } from './bot-view';
import type { BotFormMode } from './form-values';

const COPY = {
  create: { success: 'Neural core deployed successfully!', failure: 'Failed to deploy neural core' },
  edit: { success: 'Neural core updated successfully!', failure: 'Failed to update neural core' },
} as const;

interface SaveCallbacks {
  onSaved(bot: BotView): void;
  onFieldErrors(errors: FieldErrors): void;
}

/** Creates or updates a bot, refreshes the fleet and statistics, and reports the outcome in a toast. */
export function useSaveBot(mode: BotFormMode, botId: string | undefined, { onSaved, onFieldErrors }: SaveCallbacks) {
  const utils = trpc.useUtils();
  const create = trpc.bots.create.useMutation();
  const update = trpc.bots.update.useMutation();

  const callbacks = {
    onSuccess(saved: BotView) {
      void utils.bots.list.invalidate();
      void utils.bots.stats.invalidate();
      toast.success(COPY[mode].success);
      onSaved(saved);
    },
    onError(error: unknown) {
      toast.error(errorMessage(error, COPY[mode].failure));
      onFieldErrors(toFieldErrors(fieldErrorsOf(error)));
    },
  };

  function save(payload: BotCreateInput) {
    if (mode === 'edit' && botId) update.mutate({ id: botId, data: payload }, callbacks);
    else create.mutate(payload, callbacks);
  }

  return { save, pending: create.isPending || update.isPending };
}
