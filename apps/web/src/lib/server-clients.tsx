import type { AppRouter } from '@fanline/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { createTrpcClient, trpc } from './trpc';

// Everything that talks to the server: tRPC, react-query and their cache. Only
// lib/server-connection.tsx imports this module, and only with import(), so the
// public pages do not download it until something on them calls the server (issue #24).

export interface ServerClients {
  queryClient: ReturnType<typeof createQueryClient>;
  /** The same cache and client, for calls made outside React (sign-out, a refresh after a purchase). */
  utils: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
  trpcClient: ReturnType<typeof createTrpcClient>;
}

export function createServerClients(): ServerClients {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  return { queryClient, trpcClient, utils: createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient }) };
}

export function ServerProviders({ clients, children }: { clients: ServerClients; children: ReactNode }) {
  return (
    <trpc.Provider client={clients.trpcClient} queryClient={clients.queryClient}>
      <QueryClientProvider client={clients.queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
