import { RefreshCw, Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { FilterChips } from '../../ui/filter-chips';
import { FLEET_FILTERS, type FleetFilter } from './bot-filters';

interface FleetToolbarProps {
  search: string;
  onSearchChange(search: string): void;
  filter: FleetFilter;
  onFilterChange(filter: FleetFilter): void;
  counts: Record<FleetFilter, number>;
  refreshing: boolean;
  onRefresh(): void;
}

export function FleetToolbar({ search, onSearchChange, filter, onFilterChange, counts, refreshing, onRefresh }: FleetToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="flex gap-2 lg:w-96">
        <div role="search" className="relative min-w-0 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-zinc-500" />
          <input
            type="text"
            enterKeyHint="search"
            aria-label="Search bots"
            placeholder="Search name, description or channel"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            className="block h-10 w-full rounded-xl bg-ink-900 pr-3 pl-10 text-sm text-white ring-1 ring-inset ring-white/10 transition placeholder:text-zinc-500 hover:ring-white/20 focus:ring-2 focus:ring-brand-400 focus:outline-none"
          />
        </div>
        <Button variant="secondary" size="icon" aria-label="Refresh" onClick={onRefresh} disabled={refreshing} className="size-10 lg:order-last">
          <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
        </Button>
      </div>
      <FilterChips
        label="Filter by status"
        chips={FLEET_FILTERS.map(({ id, label }) => ({ id, label, count: counts[id] }))}
        value={filter}
        onValueChange={onFilterChange}
        look="tab"
        className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap"
      />
    </div>
  );
}
