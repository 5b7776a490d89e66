import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@fanline/api';
import { TRPC_MAX_BATCH_SIZE } from '@fanline/core';
import { readToken } from './token-storage';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // The server refuses bigger batches.
        maxItems: TRPC_MAX_BATCH_SIZE,
        // Read at request time so sign-in and sign-out take effect on the very next call.
        headers() {
          const token = readToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
