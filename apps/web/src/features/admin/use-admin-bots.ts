import { ADMIN_PAGE_SIZE, type ADMIN_BOT_STATUS_FILTERS } from '@fanline/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { useListControls } from './use-list-controls';

export type BotStatusFilter = (typeof ADMIN_BOT_STATUS_FILTERS)[number];

/** Bot Management's list: page, debounced search and status filter. */
export function useAdminBots() {
  const controls = useListControls<BotStatusFilter>('all');
  const query = trpc.admin.bots.useQuery(
    { page: controls.page, page_size: ADMIN_PAGE_SIZE, search: controls.settledSearch, status_filter: controls.filter },
    { placeholderData: keepPreviousData },
  );

  useEffect(() => {
    if (query.isError) toast.error('Failed to load bots');
  }, [query.isError]);

  const { page, setPage, search, setSearch, filter: statusFilter, setFilter: setStatusFilter } = controls;
  return { query, page, setPage, search, setSearch, statusFilter, setStatusFilter };
}
