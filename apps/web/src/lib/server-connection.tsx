import { createContext, Suspense, use, type ReactNode } from 'react';
import type { ServerClients, ServerProviders } from './server-clients';

/** The server code once fetched: the app's one set of clients, and the providers that hand them to tRPC hooks. */
export interface LoadedServer {
  clients: ServerClients;
  Providers: typeof ServerProviders;
}

/**
 * Fetches the server code (tRPC, react-query) the first time something needs it and
 * creates the clients then, once: every ServerBoundary shares one cache. A guest on
 * the landing or pricing page never loads it unless they open sign-in (issue #24).
 */
export interface ServerConnection {
  /** The loaded server, or null while nothing has needed it yet. */
  current(): LoadedServer | null;
  load(): Promise<LoadedServer>;
}

export function createServerConnection(): ServerConnection {
  let loaded: LoadedServer | null = null;
  let loading: Promise<LoadedServer> | null = null;
  return {
    current: () => loaded,
    load() {
      loading ??= import('./server-clients').then(
        (module) => (loaded = { clients: module.createServerClients(), Providers: module.ServerProviders }),
        (error: unknown) => {
          // A failed fetch (offline) may succeed next time.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** Provided once by the app (src/app/app.tsx), which creates the connection. */
export const ServerConnectionContext = createContext<ServerConnection | null>(null);

export function useServerConnection(): ServerConnection {
  const connection = use(ServerConnectionContext);
  if (!connection) throw new Error('useServerConnection must be used inside <ServerConnectionContext>');
  return connection;
}

function ServerScope({ children }: { children: ReactNode }) {
  const connection = useServerConnection();
  // Always the same promise: once React has seen it settle, it reads it without suspending again.
  const { clients, Providers } = use(connection.load());
  return <Providers clients={clients}>{children}</Providers>;
}

/** Wraps the parts that call the server: loads the server code first (showing `fallback` meanwhile), then provides its clients. */
export function ServerBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ServerScope>{children}</ServerScope>
    </Suspense>
  );
}
