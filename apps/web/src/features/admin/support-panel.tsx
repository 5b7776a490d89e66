import { LifeBuoy } from 'lucide-react';
import { EmptyState } from '../../ui/empty-state';
import { trpc } from '../../lib/trpc';
import { PanelTitle } from './panel-title';
import { TicketCard } from './ticket-card';

/** Support: creators' tickets as the server sorts them; fetched afresh each time the tab opens. */
export function SupportPanel() {
  const tickets = trpc.admin.tickets.useQuery(undefined, { refetchOnMount: 'always' });
  const list = tickets.data?.tickets ?? [];
  const open = list.filter((t) => t.status === 'open').length;
  return (
    <section aria-labelledby="admin-support-title">
      <PanelTitle id="admin-support-title" title="Support" note={`${open} open · ${list.length} in total`} />
      {list.length === 0 ? (
        <EmptyState icon={LifeBuoy} title="No tickets yet">
          When a creator asks for help from their dashboard, the ticket shows up here.
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {list.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
    </section>
  );
}
