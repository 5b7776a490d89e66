import { QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './trpc-errors';

const MAX_QUERY_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 401 will not fix itself by asking again; the session layer signs out instead.
        retry: (failureCount, error) => !isUnauthorized(error) && failureCount < MAX_QUERY_RETRIES,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
