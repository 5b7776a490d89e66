import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, type PublicUser } from '@fanline/core';

// Storage can throw (private mode, disabled cookies); a session that cannot be
// persisted still works for the lifetime of the tab, so failures are swallowed.

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readStoredUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as PublicUser) : null;
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    /* see note above */
  }
}

export function writeStoredUser(user: PublicUser): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    /* see note above */
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    /* see note above */
  }
}

/** True when a storage event from another tab touched the session keys. */
export function isSessionStorageKey(key: string | null): boolean {
  return key === null || key === TOKEN_STORAGE_KEY || key === USER_STORAGE_KEY;
}
