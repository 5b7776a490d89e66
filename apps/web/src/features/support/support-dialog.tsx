import { relativeTime } from '@fanline/core';
import { Inbox, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/trpc-errors';
import { Button } from '../../ui/button';
import { DialogShell } from '../../ui/dialog-shell';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { TicketThread } from './ticket-thread';

/** Creators write to Fanline support and follow their tickets' status and replies. */
export function SupportDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const utils = trpc.useUtils();
  const tickets = trpc.support.myTickets.useQuery(undefined, { enabled: open });
  const openTicket = trpc.support.openTicket.useMutation({
    onSuccess(ticket) {
      toast.success(`Ticket #${ticket.id} opened. We usually reply within a day.`);
      setSubject('');
      setMessage('');
      void utils.support.myTickets.invalidate();
    },
    onError(error) {
      toast.error(errorMessage(error, 'Failed to open ticket'));
    },
  });
  const ready = subject.trim() !== '' && message.trim() !== '';

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title="Support" description="Ask the Fanline team anything; replies show up here." size="lg">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) openTicket.mutate({ subject: subject.trim(), message: message.trim() });
        }}
      >
        <TextField label="Subject" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} placeholder="What do you need help with?" />
        <TextareaField label="Message" rows={4} value={message} maxLength={5000} onChange={(e) => setMessage(e.target.value)} placeholder="Tell us what happened and which bot it concerns." />
        <div className="flex justify-end">
          <Button type="submit" disabled={!ready || openTicket.isPending}>
            {openTicket.isPending ? <Spinner /> : <Send aria-hidden="true" />}
            Open Ticket
          </Button>
        </div>
      </form>

      <h3 className="mt-8 text-sm font-semibold text-zinc-300">Your tickets</h3>
      {tickets.isPending ? (
        <div className="mt-3 h-20 animate-pulse rounded-2xl bg-white/[0.04]" />
      ) : (tickets.data ?? []).length === 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-2xl bg-white/[0.03] px-4 py-4 text-sm text-zinc-400 ring-1 ring-white/[0.05]">
          <Inbox aria-hidden="true" className="size-4" />
          No tickets yet.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {(tickets.data ?? []).map((ticket) => (
            <li key={ticket.id} data-testid="my-ticket" className="rounded-2xl bg-ink-900/70 p-4 ring-1 ring-white/[0.06]">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-white">
                    <span className="text-zinc-500 tabular-nums">#{ticket.id}</span> {ticket.subject}
                  </p>
                  <p className="text-xs text-zinc-500">Opened {relativeTime(ticket.created_at).toLowerCase()}</p>
                </div>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ring-inset',
                    ticket.status === 'open' ? 'bg-amber-500/15 text-amber-200 ring-amber-400/30' : 'bg-white/[0.06] text-zinc-300 ring-white/10',
                  )}
                >
                  {ticket.status.toUpperCase()}
                </span>
              </div>
              <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line text-zinc-300">{ticket.message}</p>
              <TicketThread replies={ticket.replies} />
            </li>
          ))}
        </ul>
      )}
    </DialogShell>
  );
}
