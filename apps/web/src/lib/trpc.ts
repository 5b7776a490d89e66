import { httpBatchLink, httpBatchStreamLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@fanline/api';
import { TRPC_MAX_BATCH_SIZE } from '@fanline/core';
import { readToken } from './token-storage';

export const trpc = createTRPCReact<AppRouter>();

/** Procedures whose answer streams. */
const STREAMED = new Set(['bots.chatStream']);

// Read at request time so sign-in and sign-out take effect on the very next call.
function authorization(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

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
        false: splitLink({
          // A streamed answer (the chat test's reply as it is written) comes as JSON lines, each as soon as it is ready.
          condition: (op) => STREAMED.has(op.path),
          true: httpBatchStreamLink({ url: '/trpc', maxItems: 1, headers: authorization }),
          false: httpBatchLink({
            url: '/trpc',
            // The server refuses bigger batches.
            maxItems: TRPC_MAX_BATCH_SIZE,
            headers: authorization,
          }),
        }),
      }),
    ],
  });
}
