import { PLAN_IDS, PLANS, planAllows, type PublicUser } from '@fanline/core';
import { ChevronDown, Download, Lock, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '../../ui/dropdown-menu';
import { Tooltip } from '../../ui/tooltip';
import type { PickableBot } from './bot-picker';
import { BroadcastDialog } from './broadcasts/broadcast-dialog';
import { ExportMenuItems } from './export-menu-items';

/** "Ignite, Flow and Nexus": the plans with broadcasts, from the plan table. */
function broadcastPlans(): string {
  const names = PLAN_IDS.filter((id) => PLANS[id].broadcasts).map((id) => PLANS[id].name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? 'paid');
}

interface BotActionsProps {
  user: PublicUser;
  bot: PickableBot;
  onOpenSubscription(): void;
}

/** What the creator can do with one bot's fans at once: export every conversation, and broadcast (Ignite and up). */
export function BotActions({ user, bot, onOpenSubscription }: BotActionsProps) {
  const [broadcasting, setBroadcasting] = useState(false);
  return (
    <div className="flex gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="sm" className="h-10">
            <Download aria-hidden="true" />
            Export all
            <ChevronDown aria-hidden="true" className="text-zinc-400" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <ExportMenuItems target={{ kind: 'bot', id: bot.id }} label={`All of ${bot.name}'s conversations`} />
        </DropdownMenuContent>
      </DropdownMenu>
      {planAllows(user, 'broadcasts') ? (
        <>
          <Button size="sm" className="h-10" onClick={() => setBroadcasting(true)}>
            <Megaphone aria-hidden="true" />
            New broadcast
          </Button>
          <BroadcastDialog bot={bot} open={broadcasting} onOpenChange={setBroadcasting} />
        </>
      ) : (
        <Tooltip content={`Broadcasts are part of the ${broadcastPlans()} plans: one message to all your fans, or just the active or paying ones.`}>
          <Button variant="secondary" size="sm" className="h-10" onClick={onOpenSubscription}>
            <Lock aria-hidden="true" className="text-amber-300" />
            Upgrade to broadcast
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
