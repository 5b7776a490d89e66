import type { ConversationFilter } from '@fanline/core';
import { Inbox, SearchX } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { ConversationListToolbar } from './conversation-list-toolbar';
import { ConversationRow } from './conversation-row';
import { EmptyState } from '../../ui/empty-state';
import { PaneLoadFailed } from './pane-states';
import type { useConversationList } from './use-conversation-list';
import { useNow } from './use-now';

interface ConversationListProps {
  list: ReturnType<typeof useConversationList>;
  searchRef: Ref<HTMLInputElement>;
  search: string;
  onSearchChange(search: string): void;
  filter: ConversationFilter;
  onFilterChange(filter: ConversationFilter): void;
  selectedId: string | null;
  onSelect(id: string): void;
}

function RowSkeleton() {
  return (
    <div className="flex gap-3 px-3 py-3">
      <span className="size-10 shrink-0 animate-pulse rounded-full bg-white/[0.06]" />
      <span className="flex-1 space-y-2 pt-1">
        <span className="block h-3 w-1/2 animate-pulse rounded bg-white/[0.07]" />
        <span className="block h-2.5 w-1/3 animate-pulse rounded bg-white/[0.05]" />
        <span className="block h-2.5 w-4/5 animate-pulse rounded bg-white/[0.05]" />
      </span>
    </div>
  );
}

/** The left pane: search, filters and the conversations, newest activity first, with "Load more". */
export function ConversationList({ list, searchRef, search, onSearchChange, filter, onFilterChange, selectedId, onSelect }: ConversationListProps) {
  const now = useNow();
  const narrowed = filter !== 'all' || search.trim() !== '';

  let body;
  if (list.isPending) {
    body = (
      <div role="status" aria-label="Loading conversations" className="p-2">
        {Array.from({ length: 6 }, (_, index) => (
          <RowSkeleton key={index} />
        ))}
      </div>
    );
  } else if (list.isError && list.conversations.length === 0) {
    body = <PaneLoadFailed title="Conversations could not be loaded" query={list} />;
  } else if (list.conversations.length === 0) {
    body = narrowed ? (
      <EmptyState
        compact
        icon={SearchX}
        title="No conversations match"
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onSearchChange('');
              onFilterChange('all');
            }}
          >
            Clear search and filter
          </Button>
        }
      >
        Try another name, word or filter.
      </EmptyState>
    ) : (
      <EmptyState compact icon={Inbox} title="No conversations yet">
        When fans message your bots, their conversations show up here, live.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul aria-label="Conversations" aria-busy={list.isStale || undefined} className={list.isStale ? 'space-y-0.5 p-2 opacity-60 transition-opacity' : 'space-y-0.5 p-2'}>
          {list.conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} selected={conversation.id === selectedId} now={now} onSelect={onSelect} />
            </li>
          ))}
        </ul>
        {list.hasMore && (
          <div className="px-3 pb-4">
            <Button variant="ghost" size="sm" className="w-full" onClick={list.loadMore} disabled={list.loadingMore}>
              {list.loadingMore && <Spinner />}
              Load more
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <ConversationListToolbar searchRef={searchRef} search={search} onSearchChange={onSearchChange} filter={filter} onFilterChange={onFilterChange} />
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{body}</div>
      {list.total > 0 && (
        <p className="border-t border-white/[0.06] px-4 py-2 text-xs text-zinc-500" aria-live="polite">
          {list.conversations.length < list.total ? `${list.conversations.length} of ${list.total} conversations` : `${list.total} ${list.total === 1 ? 'conversation' : 'conversations'}`}
        </p>
      )}
    </div>
  );
}
