import { relativeTime } from '@fanline/core';
import { cn } from '../../lib/cn';
import type { RouterOutputs } from '@fanline/api';

type Replies = RouterOutputs['support']['myTickets'][number]['replies'];

/** A ticket's replies, staff on one side and the creator on the other. Shared by the console and the creator's own view. */
export function TicketThread({ replies }: { replies: Replies }) {
  if (replies.length === 0) return null;
  return (
    <ol aria-label="Replies" className="mt-3 space-y-2">
      {replies.map((reply, index) => (
        <li
          key={`${reply.created_at}-${index}`}
          className={cn('rounded-2xl px-4 py-2.5 text-sm ring-1', reply.is_staff ? 'ml-6 bg-brand-500/10 ring-brand-400/20' : 'mr-6 bg-white/[0.03] ring-white/[0.05]')}
        >
          <p className="text-xs text-zinc-400">
            <span className="font-semibold text-zinc-200">{reply.is_staff ? 'Fanline Support' : (reply.author ?? 'Creator')}</span> ·{' '}
            <time dateTime={reply.created_at}>{relativeTime(reply.created_at)}</time>
          </p>
          <p className="mt-1 leading-relaxed whitespace-pre-line text-zinc-100">{reply.message}</p>
        </li>
      ))}
    </ol>
  );
}
