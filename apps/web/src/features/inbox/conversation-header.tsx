import { ArrowLeft, EllipsisVertical, PanelRight, Trash2 } from 'lucide-react';
import { Button } from '../../ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../../ui/dropdown-menu';
import { ChannelIcon } from './channel-icon';
import { ExportMenuItems } from './export-menu-items';
import { FanAvatar } from './fan-avatar';
import type { ConversationDetail } from './inbox-types';
import { StatusPill } from './status-pill';
import { TakeoverButton } from './takeover-button';
import type { useTakeover } from './use-takeover';

interface ConversationHeaderProps {
  detail: ConversationDetail;
  takeover: ReturnType<typeof useTakeover>;
  fanCardOpen: boolean;
  onToggleFanCard(): void;
  onBack(): void;
  onErase(): void;
}

/** The conversation's title bar: back (narrow screens), who, Take over / Hand back, fan details and the menu. */
export function ConversationHeader({ detail, takeover, fanCardOpen, onToggleFanCard, onBack, onErase }: ConversationHeaderProps) {
  const { fan, bot } = detail;
  return (
    <header className="flex items-center gap-2 border-b border-white/[0.06] px-2 py-2.5 sm:gap-3 sm:px-4">
      <Button variant="ghost" size="icon" aria-label="Back to conversations" onClick={onBack} className="size-9 shrink-0 md:hidden">
        <ArrowLeft aria-hidden="true" />
      </Button>
      <FanAvatar id={fan.id} name={fan.name} size="sm" />
      <div className="min-w-0 flex-1">
        <h3 className="flex items-center gap-2 truncate text-[15px] font-semibold text-white">
          <span className="truncate">{fan.name}</span>
          {detail.needs_human && (
            <StatusPill tone="amber" className="hidden sm:inline-flex">
              Needs a human
            </StatusPill>
          )}
        </h3>
        <p className="flex items-center gap-1.5 truncate text-xs text-zinc-500">
          <ChannelIcon channel={bot.channel} className="size-3" />
          <span className="truncate">{bot.name}</span>
          <span aria-hidden="true">·</span>
          {detail.taken_over ? <span className="text-brand-300">You are replying</span> : <span>AI is replying</span>}
        </p>
      </div>
      {/* On a phone it sits at the bottom instead, under the thumb (ConversationFooter). */}
      <TakeoverButton takenOver={detail.taken_over} takeover={takeover} className="hidden sm:inline-flex" />
      <Button
        variant="ghost"
        size="icon"
        aria-label="Fan details"
        aria-expanded={fanCardOpen}
        onClick={onToggleFanCard}
        className="size-9 shrink-0 xl:hidden"
      >
        <PanelRight aria-hidden="true" />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Conversation actions" className="size-9 shrink-0">
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <ExportMenuItems target={{ kind: 'conversation', id: detail.id }} label="Export conversation" />
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive onSelect={onErase}>
            <Trash2 aria-hidden="true" />
            Erase fan data
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}
