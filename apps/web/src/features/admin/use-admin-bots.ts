import { ADMIN_PAGE_SIZE, type ADMIN_BOT_STATUS_FILTERS } from '@fanline/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from './use-debounced-value';

export type BotStatusFilter = (typeof ADMIN_BOT_STATUS_FILTERS)[number];

/** Bot Management's list: page, debounced search and status filter. */
export function useAdminBots() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState<BotStatusFilter>('all');
  const settledSearch = useDebouncedValue(search.trim());

  const query = trpc.admin.bots.useQuery(
    { page, page_size: ADMIN_PAGE_SIZE, search: settledSearch, status_filter: statusFilter },
    { placeholderData: keepPreviousData },
  );

  useEffect(() => {
    if (query.isError) toast.error('Failed to load bots');
  }, [query.isError]);

  return {
    query,
    page,
    setPage,
    search,
    statusFilter,
    setSearch(value: string) {
      setSearch(value);
      setPage(1);
    },
    setStatusFilter(value: BotStatusFilter) {
      setStatusFilter(value);
      setPage(1);
    },
  };
}
