import { Bot, CloudOff, LayoutTemplate, RotateCw, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { BotView } from '../../lib/bot-view';
import { useSelection } from '../../lib/use-selection';
import { BulkConfirmDialog } from '../../ui/bulk-confirm-dialog';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { BotCard } from './bot-card';
import { BotCardSkeleton } from './bot-card-skeleton';
import { countByFilter, matchesFilter, matchesSearch, type FleetFilter } from './bot-filters';
import { BULK_ACTIONS, type BulkAction } from './bulk-actions';
import { FleetToolbar } from './fleet-toolbar';
import { SelectionBar } from './selection-bar';
import { useBotList, useRefreshFleet } from './use-bot-list';
import { useBulkAction } from './use-bulk-action';

const SKELETON_COUNT = 3;

interface BotFleetProps {
  onEditBot(bot: BotView): void;
  onBrowseTemplates(): void;
}

/** The Bot Fleet tab (docs/product.md §9): search, status filters, multi-select with bulk actions, and the cards. */
export function BotFleet({ onEditBot, onBrowseTemplates }: BotFleetProps) {
  const list = useBotList();
  const refreshFleet = useRefreshFleet();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<FleetFilter>('all');
  const [confirming, setConfirming] = useState<BulkAction | null>(null);

  useEffect(() => {
    if (list.isError) toast.error('Failed to load bots', { id: 'bots-load-error' });
  }, [list.isError, list.errorUpdatedAt]);

  const bots = list.data ?? [];
  const searched = bots.filter((bot) => matchesSearch(bot, search));
  const visible = searched.filter((bot) => matchesFilter(bot, filter));
  // Select All keeps bots that the search or filter hides ticked.
  const selection = useSelection(visible.map((bot) => bot.id), { keepHidden: true });
  const bulk = useBulkAction(selection.clear);
  // Bots that vanished (deleted elsewhere) drop out of the selection on their own.
  const selected = bots.filter((bot) => selection.selected.has(bot.id));

  function askToConfirm(action: BulkAction) {
    if (selected.length === 0) {
      toast.error('No bots selected');
      return;
    }
    setConfirming(action);
  }

  function confirmBulk() {
    if (!confirming) return;
    const ids = selected.map((bot) => bot.id);
    setConfirming(null);
    void bulk.run(confirming, ids);
  }

  function clearFilters() {
    setSearch('');
    setFilter('all');
  }

  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading bots" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <BotCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (list.isError && !list.data) {
    return (
      <EmptyState
        icon={CloudOff}
        title="Your bots could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RotateCw aria-hidden="true" className={list.isFetching ? 'animate-spin' : undefined} />
            Try again
          </Button>
        }
      >
        <p>Check your connection and try again. Your bots are safe.</p>
      </EmptyState>
    );
  }

  if (bots.length === 0) {
    return (
      <EmptyState
        icon={Bot}
        title="No bots yet"
        action={
          <Button variant="secondary" onClick={onBrowseTemplates}>
            <LayoutTemplate aria-hidden="true" />
            Browse Templates
          </Button>
        }
      >
        <p>Start from a proven template, or press Deploy at the top to build a bot from scratch.</p>
      </EmptyState>
    );
  }

  return (
    <div className="space-y-4">
      <FleetToolbar
        search={search}
        onSearchChange={setSearch}
        filter={filter}
        onFilterChange={setFilter}
        counts={countByFilter(searched)}
        refreshing={list.isFetching}
        onRefresh={() => void refreshFleet()}
      />
      <SelectionBar
        selectedCount={selected.length}
        allSelected={selection.allSelected}
        onToggleAll={selection.toggleAll}
        running={bulk.running}
        onAction={askToConfirm}
      />
      {visible.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No bots found"
          action={
            <Button variant="secondary" onClick={clearFilters}>
              Clear search and filters
            </Button>
          }
        >
          <p>No bot matches your search and filter. Try another name, description or channel.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Bots" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((bot, index) => (
            <li key={bot.id} className="flex min-w-0">
              <BotCard
                bot={bot}
                index={index}
                selected={selection.selected.has(bot.id)}
                onSelectedChange={(isSelected) => selection.toggle(bot.id, isSelected)}
                onEdit={onEditBot}
                onDeleted={(botId) => selection.toggle(botId, false)}
              />
            </li>
          ))}
        </ul>
      )}
      <BulkConfirmDialog
        copy={confirming ? BULK_ACTIONS[confirming] : null}
        itemNames={selected.map((bot) => bot.name)}
        noun="bot"
        busy={bulk.running !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={confirmBulk}
      />
    </div>
  );
}
