import { Layers } from 'lucide-react';
import { SelectInput, type SelectOption } from '../../ui/select-field';
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

const ALL_BOTS: SelectOption<BotScope> = { value: 'all', label: 'All bots', icon: <Layers aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" /> };

/** Which bot's conversations to show: all, or one. */
export function BotPicker({ bots, value, onValueChange }: BotPickerProps) {
  const options = [ALL_BOTS, ...bots.map((bot) => ({ value: bot.id, label: bot.name, icon: <ChannelIcon channel={bot.channel} decorative /> }))];
  return <SelectInput value={value} onValueChange={onValueChange} options={options} trigger={{ 'aria-label': 'Bot' }} className="h-10 min-w-0 text-sm sm:w-64" />;
}
