import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConversationFilter } from '@fanline/core';
import { trpc } from '../../lib/trpc';
import type { BotScope, ConversationSummary } from './inbox-types';

export interface ListParams {
  scope: BotScope;
  filter: ConversationFilter;
  search: string;
}

export const LIST_PAGE_SIZE = 20;

/**
 * The conversations for the scope, filter and search, newest activity first,
 * one page more per "Load more". Changing what is asked starts again from one
 * page; the previous answer stays on screen until the new one arrives.
 */
export function useConversationList({ scope, filter, search }: ListParams) {
  const paramsKey = `${scope}|${filter}|${search}`;
  const [more, setMore] = useState({ key: paramsKey, pages: 1 });
  const pageCount = more.key === paramsKey ? more.pages : 1;

  const base = { ...(scope === 'all' ? {} : { id: scope }), filter, search, page_size: LIST_PAGE_SIZE };
  const pages = trpc.useQueries((t) =>
    Array.from({ length: pageCount }, (_, index) => t.inbox.conversations({ ...base, page: index + 1 }, { placeholderData: keepPreviousData })),
  );

  // Pages are read by offset, so a conversation that moved up between reads can show twice: keep its first place.
  const seen = new Set<string>();
  const conversations: ConversationSummary[] = [];
  for (const page of pages) {
    for (const conversation of page.data?.conversations ?? []) {
      if (seen.has(conversation.id)) continue;
      seen.add(conversation.id);
      conversations.push(conversation);
    }
  }
  const first = pages[0];
  const last = pages[pages.length - 1];
  const pagination = last?.data?.pagination;

  return {
    conversations,
    total: first?.data?.pagination.total ?? 0,
    isPending: first?.isPending ?? true,
    isError: first?.isError ?? false,
    /** Showing an earlier answer while the new search or filter loads. */
    isStale: first?.isPlaceholderData ?? false,
    isFetching: pages.some((page) => page.isFetching),
    hasMore: pagination ? pagination.page < pagination.total_pages : false,
    loadingMore: pageCount > 1 && (last?.isPending ?? false),
    loadMore: () => setMore({ key: paramsKey, pages: pageCount + 1 }),
    refetch: () => Promise.all(pages.map((page) => page.refetch())),
  };
}

/** Conversations with unread fan messages, for the tab's badge; re-read every 30 s and by the live feed. */
export function useUnreadConversations(): number {
  const query = trpc.inbox.unreadCount.useQuery(undefined, { refetchInterval: 30_000 });
  return query.data?.conversations ?? 0;
}
