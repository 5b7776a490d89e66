import { BookOpen, ChartColumn, CirclePause, CirclePlay, CopyPlus, Ellipsis, Link2, Pencil, Trash2, Unplug } from 'lucide-react';
import type { BotView } from '../../lib/bot-view';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../../ui/dropdown-menu';

export interface BotMenuActions {
  edit(): void;
  duplicate(): void;
  toggle(): void;
  viewAnalytics(): void;
  knowledge(): void;
  copyLink(): void;
  removeFromTelegram(): void;
  delete(): void;
}

/**
 * Runs after the menu has closed and handed focus back to its trigger, so a
 * dialog opened from an item returns focus to the "Bot actions" button.
 */
function afterMenuCloses(action: () => void) {
  return () => window.setTimeout(action, 0);
}

export function BotCardMenu({ bot, actions, busy }: { bot: BotView; actions: BotMenuActions; busy: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Bot actions"
        className="-mr-1.5 grid size-8 shrink-0 place-items-center rounded-lg text-zinc-400 transition hover:bg-white/[0.06] hover:text-white data-[state=open]:bg-white/[0.08] data-[state=open]:text-white"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={`${bot.name} actions`}>
        <DropdownMenuItem onSelect={afterMenuCloses(actions.edit)}>
          <Pencil aria-hidden="true" />
          Edit Bot
        </DropdownMenuItem>
        <DropdownMenuItem disabled={busy} onSelect={actions.duplicate}>
          <CopyPlus aria-hidden="true" />
          Duplicate Bot
        </DropdownMenuItem>
        <DropdownMenuItem disabled={busy} onSelect={actions.toggle}>
          {bot.is_active ? <CirclePause aria-hidden="true" /> : <CirclePlay aria-hidden="true" />}
          {bot.is_active ? 'Pause Bot' : 'Activate Bot'}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={afterMenuCloses(actions.viewAnalytics)}>
          <ChartColumn aria-hidden="true" />
          View Analytics
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={afterMenuCloses(actions.knowledge)}>
          <BookOpen aria-hidden="true" />
          Bot Knowledge
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={afterMenuCloses(actions.copyLink)}>
          <Link2 aria-hidden="true" />
          Copy Bot Link
        </DropdownMenuItem>
        {bot.is_deployed && bot.platform === 'telegram' && (
          <DropdownMenuItem disabled={busy} onSelect={actions.removeFromTelegram}>
            <Unplug aria-hidden="true" />
            Remove from Telegram
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={afterMenuCloses(actions.delete)}>
          <Trash2 aria-hidden="true" />
          Delete Bot
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
