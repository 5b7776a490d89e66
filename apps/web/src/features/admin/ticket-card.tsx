import { relativeTime, TICKET_STATUSES, type TicketStatus } from '@fanline/core';
import { ExternalLink, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { capitalise } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { TextareaField } from '../../ui/textarea-field';
import { AdminBadge } from './admin-badge';
import type { Ticket } from './admin-types';
import { TicketThread } from '../support';

const STATUS_OPTIONS = TICKET_STATUSES.map((status) => ({ value: status, label: capitalise(status) }));

/** One support ticket for staff: who, what, the thread, and status and reply controls (docs/product.md §14 ticket card). */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const [reply, setReply] = useState('');
  const utils = trpc.useUtils();
  const update = trpc.admin.updateTicket.useMutation({
    onSuccess(_ticket, variables) {
      toast.success(variables.change.reply ? 'Reply sent' : 'Ticket status updated');
      if (variables.change.reply) setReply('');
      void utils.admin.tickets.invalidate();
    },
    onError(error) {
      toast.error(errorMessage(error, 'Failed to update ticket'));
    },
  });
  const open = ticket.status === 'open';

  return (
    <li data-testid="admin-ticket" className="rounded-3xl bg-ink-850/80 p-5 ring-1 ring-white/[0.08] sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-zinc-500 tabular-nums">#{ticket.id}</p>
          <h3 className="mt-0.5 text-lg font-semibold text-white">{ticket.subject}</h3>
          <p className="mt-1 text-sm text-zinc-400">
            {ticket.user} <span className="text-zinc-600">·</span> {ticket.user_email} <span className="text-zinc-600">·</span>{' '}
            <time dateTime={ticket.created_at}>{relativeTime(ticket.created_at)}</time>
          </p>
        </div>
        <AdminBadge tone={open ? 'amber' : 'muted'}>{ticket.status.toUpperCase()}</AdminBadge>
      </div>
      <p className="mt-4 rounded-2xl bg-white/[0.03] px-4 py-3 text-sm leading-relaxed whitespace-pre-line text-zinc-200 ring-1 ring-white/[0.05]">{ticket.message}</p>
      <TicketThread replies={ticket.replies} />
      <form
        className="mt-5 grid gap-3 border-t border-white/[0.06] pt-5 sm:grid-cols-[12rem_minmax(0,1fr)]"
        onSubmit={(event) => {
          event.preventDefault();
          if (reply.trim()) update.mutate({ id: ticket.id, change: { reply: reply.trim() } });
        }}
      >
        <SelectField
          label="Status"
          value={ticket.status}
          disabled={update.isPending}
          options={STATUS_OPTIONS}
          onValueChange={(status) => update.mutate({ id: ticket.id, change: { status: status as TicketStatus } })}
        />
        <TextareaField label="Reply" rows={2} value={reply} onChange={(e) => setReply(e.target.value)} placeholder="Write a reply to the creator" />
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          {ticket.external_url && (
            <Button asChild variant="ghost" size="sm">
              <a href={ticket.external_url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open in help desk
              </a>
            </Button>
          )}
          <Button type="submit" size="sm" disabled={update.isPending || !reply.trim()}>
            {update.isPending ? <Spinner /> : <Send aria-hidden="true" />}
            Send
          </Button>
        </div>
      </form>
    </li>
  );
}
