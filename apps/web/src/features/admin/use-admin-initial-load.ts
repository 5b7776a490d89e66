import { useEffect } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc';
import { FIRST_USERS_PAGE } from './use-admin-users';

/**
 * docs/product.md §15: on load the console's five reads (users page 1, analytics,
 * financials, affiliates, tickets) run in parallel; one failure toasts
 * 'Failed to load admin data' and the console opens with what did load.
 */
export function useAdminInitialLoad() {
  const users = trpc.admin.users.useQuery(FIRST_USERS_PAGE);
  const analytics = trpc.admin.analytics.useQuery();
  const financials = trpc.admin.financials.useQuery();
  const affiliates = trpc.admin.affiliates.useQuery();
  const tickets = trpc.admin.tickets.useQuery();
  const all = [users, analytics, financials, affiliates, tickets];
  const failed = all.some((q) => q.isError);

  useEffect(() => {
    if (failed) toast.error('Failed to load admin data');
  }, [failed]);

  return {
    loading: all.some((q) => q.isPending && q.fetchStatus === 'fetching'),
    analytics: analytics.data,
    financials: financials.data,
    affiliates: affiliates.data,
  };
}
