import { Check, ChevronDown, Layers } from 'lucide-react';
import { Select } from 'radix-ui';
import { ChannelIcon } from './channel-icon';
import type { BotScope, Channel } from './inbox-types';

export interface PickableBot {
  id: string;
  name: string;
  channel: Channel;
}

interface BotPickerProps {
  bots: readonly PickableBot[];
  value: BotScope;
  onValueChange(scope: BotScope): void;
}

const itemClass =
  'relative flex cursor-pointer items-center gap-2 rounded-lg py-2 pr-3 pl-8 text-sm text-zinc-100 outline-none select-none data-[highlighted]:bg-white/[0.07] data-[highlighted]:text-white';

/** Which bot's conversations to show: all, or one. */
export function BotPicker({ bots, value, onValueChange }: BotPickerProps) {
  return (
    <Select.Root value={value} onValueChange={onValueChange}>
      <Select.Trigger
        aria-label="Bot"
        className="flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-xl bg-ink-900 px-3.5 text-left text-sm text-white ring-1 ring-inset ring-white/10 transition hover:ring-white/20 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 data-[state=open]:ring-2 data-[state=open]:ring-brand-400 sm:w-64"
      >
        <span className="flex min-w-0 items-center gap-2 truncate">
          <Select.Value />
        </span>
        <Select.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-zinc-400" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          collisionPadding={12}
          className="z-[60] max-h-[min(var(--radix-select-content-available-height),22rem)] w-[var(--radix-select-trigger-width)] min-w-56 overflow-hidden rounded-xl bg-ink-800 shadow-2xl shadow-black/50 ring-1 ring-white/10 data-[state=open]:animate-fade-in"
        >
          <Select.Viewport className="p-1">
            <Select.Item value="all" className={itemClass}>
              <Select.ItemIndicator className="absolute left-2.5 inline-flex">
                <Check aria-hidden="true" className="size-4 text-brand-300" />
              </Select.ItemIndicator>
              <Layers aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />
              <Select.ItemText>All bots</Select.ItemText>
            </Select.Item>
            {bots.map((bot) => (
              <Select.Item key={bot.id} value={bot.id} className={itemClass}>
                <Select.ItemIndicator className="absolute left-2.5 inline-flex">
                  <Check aria-hidden="true" className="size-4 text-brand-300" />
                </Select.ItemIndicator>
                <ChannelIcon channel={bot.channel} decorative />
                <Select.ItemText>{bot.name}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
