import { ADMIN_BOT_STATUS_FILTERS, ADMIN_PAGE_SIZE } from '@fanline/core';
import { Bot, Power, PowerOff, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { capitalise, plural } from '../../lib/format';
import { useSelection } from '../../lib/use-selection';
import { BulkConfirmDialog } from '../../ui/bulk-confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { BotRow } from './bot-row';
import { BOT_BULK_COPY } from './bot-bulk-actions';
import { BulkButtons } from './bulk-buttons';
import { ListSkeleton } from './list-skeleton';
import { ListToolbar } from './list-toolbar';
import { PaginationControls } from './pagination-controls';
import { PanelTitle } from './panel-title';
import { SelectAllBar } from './select-all-bar';
import { useAdminBots, type BotStatusFilter } from './use-admin-bots';
import { useBotBulk } from './use-bot-bulk';

const STATUS_FILTERS = ADMIN_BOT_STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? 'All bots' : capitalise(value) }));
const BULK_ICONS = { activate: Power, deactivate: PowerOff, delete: Trash2 } as const;

/** Bot Management: every creator's bots with search, status filter, paging and bulk actions (docs/product.md §14). */
export function BotsPanel() {
  const list = useAdminBots();
  const bots = useMemo(() => list.query.data?.bots ?? [], [list.query.data]);
  const ids = useMemo(() => bots.map((b) => b.id), [bots]);
  const selection = useSelection(ids);
  const bulk = useBotBulk([...selection.selected], selection.clear);
  const paging = list.query.data?.pagination;
  const names = bots.filter((b) => bulk.pending?.ids.includes(b.id)).map((b) => b.name);

  return (
    <section aria-labelledby="admin-bots-title">
      <PanelTitle id="admin-bots-title" title="Bot Management" note={paging ? `${plural(paging.total_bots, 'bot')} across all creators` : 'Every creator’s bots'} />
      <ListToolbar
        searchLabel="Search bots"
        searchPlaceholder="Search by bot, owner or email"
        search={list.search}
        onSearchChange={list.setSearch}
        filterLabel="Status filter"
        filter={list.statusFilter}
        filterOptions={STATUS_FILTERS}
        onFilterChange={(value) => list.setStatusFilter(value as BotStatusFilter)}
        actions={<BulkButtons copies={BOT_BULK_COPY} icons={BULK_ICONS} busy={bulk.busy} onRequest={(action) => bulk.request(action)} />}
      />
      <SelectAllBar count={bots.length} selected={selection.selected.size} allSelected={selection.allSelected} onToggleAll={selection.toggleAll} noun="bot" />

      {list.query.isPending ? (
        <ListSkeleton />
      ) : bots.length === 0 ? (
        <EmptyState icon={Bot} title="No bots found">
          {list.query.isError ? 'The list could not be loaded. Try again in a moment.' : 'Try another name, owner or status.'}
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-busy={list.query.isFetching}>
          {bots.map((bot) => (
            <BotRow
              key={bot.id}
              bot={bot}
              busy={bulk.busy}
              selected={selection.selected.has(bot.id)}
              onSelectedChange={(on) => selection.toggle(bot.id, on)}
              onToggle={() => void bulk.toggleNow(bot.id, !bot.is_active)}
              onDelete={() => bulk.request('delete', [bot.id])}
            />
          ))}
        </ul>
      )}

      {paging && paging.total_bots > ADMIN_PAGE_SIZE && (
        <PaginationControls
          label="Bot pages"
          page={list.page}
          totalPages={paging.total_pages}
          hasPrevious={paging.has_previous}
          hasNext={paging.has_next}
          summary={plural(paging.total_bots, 'bot')}
          onPageChange={list.setPage}
        />
      )}

      <BulkConfirmDialog
        copy={bulk.pending ? BOT_BULK_COPY[bulk.pending.action] : null}
        itemNames={names}
        noun="bot"
        busy={bulk.busy}
        onOpenChange={(open) => !open && bulk.cancel()}
        onConfirm={() => void bulk.confirm()}
      />
    </section>
  );
}
