import type { PublicUser } from '@fanline/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { createSessionStore } from '../../lib/session-store';
import { trpc } from '../../lib/trpc';
import { useCurrentUserSync } from './use-current-user-sync';

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

export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSessionStore);
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { restoring } = useCurrentUserSync(store, session.token);
  const [signingOut, setSigningOut] = useState(false);
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: sendLogout } = trpc.auth.logout.useMutation();

  const signIn = useCallback(
    (token: string, user: PublicUser) => {
      // Seed the poll with the user we already have, so no loading screen flashes.
      utils.auth.me.setData(undefined, user);
      store.signIn(token, user);
    },
    [store, utils],
  );

  const signOut = useCallback(async () => {
    setSigningOut(true);
    // The token must still be stored while the logout call is sent; its outcome does not matter (docs/product.md §3).
    await sendLogout().catch(() => undefined);
    store.clear();
    queryClient.clear();
    setSigningOut(false);
    navigate('/', { replace: true });
  }, [sendLogout, store, queryClient, navigate]);

  // The poll's own effect picks up the answer and updates the stored user.
  const refreshUser = useCallback(() => utils.auth.me.refetch(), [utils]);

  const value = useMemo<SessionContextValue>(
    () => ({ user: session.token ? session.user : null, restoring, signingOut, signIn, signOut, refreshUser }),
    [session, restoring, signingOut, signIn, signOut, refreshUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}
