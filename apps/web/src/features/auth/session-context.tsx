import type { PublicUser } from '@fanline/core';
import { createContext, lazy, use, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ServerBoundary, useServerConnection } from '../../lib/server-connection';
import { createSessionStore } from '../../lib/session-store';

// The poll needs the server code; a guest never runs it, so neither is fetched until someone holds a token (issue #24).
const CurrentUserSync = lazy(() => import('./use-current-user-sync').then((module) => ({ default: module.CurrentUserSync })));

export interface SessionContextValue {
  user: PublicUser | null;
  /** A stored token is being checked with the server; show the loading screen. */
  restoring: boolean;
  signingOut: boolean;
  signIn(token: string, user: PublicUser): void;
  signOut(): Promise<void>;
  /**
   * Asks the server for the current user now instead of at the next 5-second
   * poll, after a call that changes the plan or balances (cancel, purchase).
   */
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * The session as the stored token says (docs/product.md §3), with no server code of its
 * own: the current-user poll is loaded beside it once a token is held, and the
 * calls below fetch the server code when they are made.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSessionStore);
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const server = useServerConnection();
  // The token the server has answered for (or that sign-in just returned); until then a stored token is being restored.
  const [checkedToken, setCheckedToken] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();

  const onChecked = useCallback((token: string) => setCheckedToken(token), []);

  const signIn = useCallback(
    (token: string, user: PublicUser) => {
      // Seed the poll with the user we already have, so no loading screen flashes.
      server.current()?.clients.utils.auth.me.setData(undefined, user);
      setCheckedToken(token);
      store.signIn(token, user);
    },
    [server, store],
  );

  const signOut = useCallback(async () => {
    setSigningOut(true);
    // The token must still be stored while the logout call is sent; its outcome does not matter (docs/product.md §3).
    await server
      .load()
      .then(({ clients }) => clients.trpcClient.auth.logout.mutate())
      .catch(() => undefined);
    store.clear();
    server.current()?.clients.queryClient.clear();
    setSigningOut(false);
    navigate('/', { replace: true });
  }, [server, store, navigate]);

  // The poll's own effect picks up the answer and updates the stored user.
  const refreshUser = useCallback(async () => {
    const { clients } = await server.load();
    await clients.utils.auth.me.refetch();
  }, [server]);

  const restoring = session.token !== null && session.token !== checkedToken;
  const value = useMemo<SessionContextValue>(
    () => ({ user: session.token ? session.user : null, restoring, signingOut, signIn, signOut, refreshUser }),
    [session, restoring, signingOut, signIn, signOut, refreshUser],
  );
  return (
    <SessionContext value={value}>
      {children}
      {session.token && (
        <ServerBoundary>
          <CurrentUserSync store={store} token={session.token} onChecked={onChecked} />
        </ServerBoundary>
      )}
    </SessionContext>
  );
}

export function useSession(): SessionContextValue {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}
