import { TriangleAlert } from 'lucide-react';
import type { BotView } from '../../lib/bot-view';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDeleteBot } from './use-delete-bot';

interface DeleteBotDialogProps {
  bot: BotView;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(botId: string): void;
}

export function DeleteBotDialog({ bot, open, onOpenChange, onDeleted }: DeleteBotDialogProps) {
  const { deleteBot, deleting } = useDeleteBot();

  async function confirm() {
    const deleted = await deleteBot(bot);
    if (deleted) onDeleted(bot.id);
    onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Neural Core"
      confirmLabel="Delete Forever"
      busyLabel="Deleting..."
      busy={deleting}
      destructive
      onConfirm={() => void confirm()}
    >
      <p className="text-[15px] text-zinc-200">Delete bot &ldquo;{bot.name}&rdquo; permanently?</p>
      <div className="mt-4 flex gap-3 rounded-2xl bg-rose-500/10 p-4 text-sm text-rose-200 ring-1 ring-rose-400/25">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          The bot and all its data (conversations, settings and analytics) will be deleted permanently. This cannot be
          undone.
        </p>
      </div>
    </ConfirmDialog>
  );
}
