import { ADMIN_PAGE_SIZE, type PlanId } from '@fanline/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { useListControls } from './use-list-controls';

export type PlanFilter = 'all' | PlanId;

/** The first page the console loads with the other initial reads; the users tab starts on the same cache entry. */
export const FIRST_USERS_PAGE = { page: 1, page_size: ADMIN_PAGE_SIZE, search: '', plan_filter: 'all' } as const;

/** User Management's list: page, debounced search and plan filter, loaded whenever they change (docs/product.md §15). */
export function useAdminUsers() {
  const controls = useListControls<PlanFilter>('all');
  const query = trpc.admin.users.useQuery(
    { page: controls.page, page_size: ADMIN_PAGE_SIZE, search: controls.settledSearch, plan_filter: controls.filter },
    { placeholderData: keepPreviousData },
  );

  useEffect(() => {
    if (query.isError) toast.error('Failed to load users');
  }, [query.isError]);

  const { page, setPage, search, setSearch, filter: planFilter, setFilter: setPlanFilter } = controls;
  return { query, page, setPage, search, setSearch, planFilter, setPlanFilter };
}
