import { CONVERSATION_FILTERS, type ConversationFilter } from '@fanline/core';
import { Search, X } from 'lucide-react';
import type { Ref } from 'react';
import { FilterChips } from '../../ui/filter-chips';
import { FILTER_LABELS } from './conversation-filters';

const CHIPS = CONVERSATION_FILTERS.map((id) => ({ id, label: FILTER_LABELS[id] }));

interface ConversationListToolbarProps {
  searchRef: Ref<HTMLInputElement>;
  search: string;
  onSearchChange(search: string): void;
  filter: ConversationFilter;
  onFilterChange(filter: ConversationFilter): void;
}

/** The list's search box and filter chips. */
export function ConversationListToolbar({ searchRef, search, onSearchChange, filter, onFilterChange }: ConversationListToolbarProps) {
  return (
    <div className="space-y-3 border-b border-white/[0.06] p-3">
      <div role="search" className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500" />
        <input
          ref={searchRef}
          type="search"
          enterKeyHint="search"
          aria-label="Search conversations"
          placeholder="Search fans or messages"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="block h-10 w-full rounded-xl bg-ink-900 pr-9 pl-9 text-sm text-white ring-1 ring-inset ring-white/10 transition placeholder:text-zinc-500 hover:ring-white/20 focus:ring-2 focus:ring-brand-400 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {search && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => onSearchChange('')}
            className="absolute top-1/2 right-2 grid size-6 -translate-y-1/2 place-items-center rounded-md text-zinc-400 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        )}
      </div>
      <FilterChips label="Filter conversations" chips={CHIPS} value={filter} onValueChange={onFilterChange} look="pill" className="flex flex-wrap gap-1.5" />
    </div>
  );
}
