import { ADMIN_PAGE_SIZE, type PlanId } from '@fanline/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from './use-debounced-value';

export type PlanFilter = 'all' | PlanId;

/** The first page the console loads with the other initial reads; the users tab starts on the same cache entry. */
export const FIRST_USERS_PAGE = { page: 1, page_size: ADMIN_PAGE_SIZE, search: '', plan_filter: 'all' } as const;

/** User Management's list: page, debounced search and plan filter, loaded whenever they change (SPEC §7). */
export function useAdminUsers() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [planFilter, setPlanFilter] = useState<PlanFilter>('all');
  const settledSearch = useDebouncedValue(search.trim());

  const query = trpc.admin.users.useQuery(
    { page, page_size: ADMIN_PAGE_SIZE, search: settledSearch, plan_filter: planFilter },
    { placeholderData: keepPreviousData },
  );

  useEffect(() => {
    if (query.isError) toast.error('Failed to load users');
  }, [query.isError]);

  return {
    query,
    page,
    setPage,
    search,
    planFilter,
    // A new search or filter starts again from page 1.
    setSearch(value: string) {
      setSearch(value);
      setPage(1);
    },
    setPlanFilter(value: PlanFilter) {
      setPlanFilter(value);
      setPage(1);
    },
  };
}
