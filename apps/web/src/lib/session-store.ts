import type { PublicUser } from '@fanline/core';
import {
  clearStoredSession,
  isSessionStorageKey,
  readStoredUser,
  readToken,
  writeStoredUser,
  writeToken,
} from './token-storage';
import { forgetStartView, writeStartView } from './start-view';

export interface Session {
  token: string | null;
  user: PublicUser | null;
}

const GUEST: Session = { token: null, user: null };

export interface SessionStore {
  getSnapshot(): Session;
  /** What a prerendered page was rendered with (a guest); React hydrates with it before reading storage. */
  getServerSnapshot(): Session;
  subscribe(listener: () => void): () => void;
  signIn(token: string, user: PublicUser): void;
  replaceUser(user: PublicUser): void;
  clear(): void;
}

/**
 * The signed-in session as an external store: localStorage is the source of
 * truth (docs/product.md §3), and this keeps an immutable snapshot of it for React.
 * Changes made in another tab (sign-out, sign-in) are picked up too.
 */
export function createSessionStore(): SessionStore {
  let snapshot: Session = { token: readToken(), user: readStoredUser() };
  const listeners = new Set<() => void>();

  const publish = (next: Session) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const onStorage = (event: StorageEvent) => {
    if (!isSessionStorageKey(event.key)) return;
    publish({ token: readToken(), user: readStoredUser() });
  };

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => GUEST,
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    signIn(token, user) {
      writeToken(token);
      writeStoredUser(user);
      // docs/product.md §3: admins go to the admin view on login, others to the dashboard.
      writeStartView(user.is_admin ? 'admin' : 'dashboard');
      publish({ token, user });
    },
    replaceUser(user) {
      writeStoredUser(user);
      publish({ ...snapshot, user });
    },
    clear() {
      clearStoredSession();
      forgetStartView();
      publish({ token: null, user: null });
    },
  };
}
