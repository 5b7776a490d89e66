import { relativeTime } from '@fanline/core';
import { cn } from '../../lib/cn';
import { ChannelIcon } from './channel-icon';
import { FanAvatar } from './fan-avatar';
import { FanStatusPills } from './fan-status-pills';
import type { ConversationSummary } from './inbox-types';

const PREFIX = { fan: '', bot: 'Bot: ', creator: 'You: ' } as const;

interface ConversationRowProps {
  conversation: ConversationSummary;
  selected: boolean;
  now: Date;
  onSelect(id: string): void;
}

/** One conversation in the list: who, through which bot, the latest message, how long ago, and what needs the creator. */
export function ConversationRow({ conversation, selected, now, onSelect }: ConversationRowProps) {
  const unread = conversation.unread > 0;
  const preview = conversation.last_message ?? 'No messages yet';
  return (
    <button
      type="button"
      data-conversation-row
      data-conversation-id={conversation.id}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(conversation.id)}
      className={cn(
        'group flex w-full gap-3 rounded-2xl px-3 py-3 text-left transition focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-400',
        selected ? 'bg-brand-500/[0.14] ring-1 ring-inset ring-brand-400/25' : 'hover:bg-white/[0.04]',
      )}
    >
      <FanAvatar id={conversation.fan.id} name={conversation.fan.name} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-bold text-white' : 'font-semibold text-zinc-100')}>{conversation.fan.name}</span>
          <time dateTime={conversation.last_message_at} className={cn('shrink-0 text-xs tabular-nums', unread ? 'font-semibold text-brand-300' : 'text-zinc-500')}>
            {relativeTime(conversation.last_message_at, now)}
          </time>
        </span>
        <span className="mt-0.5 flex items-center gap-1.5 text-xs text-zinc-500">
          <ChannelIcon channel={conversation.channel} className="size-3" />
          <span className="truncate">{conversation.bot_name}</span>
        </span>
        <span className="mt-1 flex items-center justify-between gap-2">
          <span className={cn('min-w-0 truncate text-[13px]', unread ? 'text-zinc-200' : 'text-zinc-400')}>
            {conversation.last_message_role && PREFIX[conversation.last_message_role]}
            {preview}
          </span>
          {unread && (
            <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand-500 px-1.5 text-[11px] font-bold text-white tabular-nums">
              <span className="sr-only">Unread messages: </span>
              {conversation.unread > 99 ? '99+' : conversation.unread}
            </span>
          )}
        </span>
        <FanStatusPills
          className="mt-2 gap-1"
          marks={{ needs_human: conversation.needs_human, taken_over: conversation.taken_over, opted_out: conversation.opted_out }}
        />
      </span>
    </button>
  );
}
