import { CURRENT_USER_POLL_MS, type PublicUser } from '@fanline/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { toast } from 'sonner';
import { capitalise } from '../../lib/format';
import type { SessionStore } from '../../lib/session-store';
import { trpc } from '../../lib/trpc';
import { isUnauthorized } from '../../lib/trpc-errors';

function hasUserChanged(known: PublicUser, fresh: PublicUser): boolean {
  return (Object.keys(fresh) as (keyof PublicUser)[]).some((key) => known[key] !== fresh[key]);
}

/**
 * Keeps the signed-in user fresh (docs/product.md §3): asks the server for the current
 * user every 5 s, so plan or quota changes made by an admin or a purchase show
 * up without a reload. Returns whether the first answer is still outstanding.
 */
export function useCurrentUserSync(store: SessionStore, token: string | null): { restoring: boolean } {
  const queryClient = useQueryClient();
  const me = trpc.auth.me.useQuery(undefined, {
    enabled: token !== null,
    refetchInterval: CURRENT_USER_POLL_MS,
  });

  useEffect(() => {
    const fresh = me.data;
    const { token: currentToken, user: known } = store.getSnapshot();
    if (!fresh || !currentToken) return;
    if (known && !hasUserChanged(known, fresh)) return;
    store.replaceUser(fresh);
    if (known && known.plan !== fresh.plan) {
      toast.success(`Your plan has been updated to ${capitalise(fresh.plan)}`);
    }
  }, [me.data, store]);

  useEffect(() => {
    if (!isUnauthorized(me.error)) return;
    // The server no longer knows this token (expired, revoked, user deactivated).
    store.clear();
    queryClient.clear();
  }, [me.error, store, queryClient]);

  // A paused fetch (offline) must not hold the app on the loading screen forever. Only the first attempt
  // (with its retries) counts: once it has failed, the stored user is shown, and the 5-second poll
  // retrying in the background must not swap the dashboard, with any open dialog, for the loading screen.
  const restoring = token !== null && me.isPending && me.fetchStatus === 'fetching' && me.errorUpdateCount === 0;
  return { restoring };
}

interface CurrentUserSyncProps {
  store: SessionStore;
  token: string;
  /** Called once the server has answered for `token` (or could not be asked), so the stored user can be shown. */
  onChecked(token: string): void;
}

/** The poll as a component, so the session can load it (and the server code) only once a token is held. */
export function CurrentUserSync({ store, token, onChecked }: CurrentUserSyncProps) {
  const { restoring } = useCurrentUserSync(store, token);
  // Before paint: the loading screen must not linger a frame after the answer.
  useLayoutEffect(() => {
    if (!restoring) onChecked(token);
  }, [restoring, token, onChecked]);
  return null;
}
