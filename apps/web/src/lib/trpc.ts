import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@fanline/api';
import { TRPC_MAX_BATCH_SIZE } from '@fanline/core';
import { readToken } from './token-storage';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        // Live feeds (the inbox) over SSE. EventSource cannot send headers, so the
        // session token travels in tRPC's connectionParams, read at each (re)connect.
        true: httpSubscriptionLink({
          url: '/trpc',
          connectionParams: () => {
            const token = readToken();
            return token ? { token } : null;
          },
        }),
        false: httpBatchLink({
          url: '/trpc',
          // The server refuses bigger batches.
          maxItems: TRPC_MAX_BATCH_SIZE,
          // Read at request time so sign-in and sign-out take effect on the very next call.
          headers() {
            const token = readToken();
            return token ? { Authorization: `Bearer ${token}` } : {};
          },
        }),
      }),
    ],
  });
}
