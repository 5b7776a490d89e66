import type { BotView } from '../../lib/bot-view';
import { BotAnalyticsPanel } from '../analytics';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';

interface BotAnalyticsDialogProps {
  bot: BotView;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** docs/product.md §11 "View Analytics": the bot's figures, read when the dialog opens. */
export function BotAnalyticsDialog({ bot, open, onOpenChange }: BotAnalyticsDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={`${bot.name} analytics`}
      description="Messages, revenue, response times and busy hours for this bot."
      size="lg"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <BotAnalyticsPanel botId={bot.id} open={open} />
    </DialogShell>
  );
}
