import type { PublicUser } from '@fanline/core';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthDialog } from './auth-dialog';
import type { AuthMode } from './auth-mode';
import { useSession } from './session-context';

export interface AuthDialogOptions {
  /**
   * Runs instead of the usual trip to the dashboard once the creator is signed
   * in, for flows that continue on the current page (an upgrade on /pricing).
   */
  onSignedIn?(user: PublicUser): void;
}

interface AuthDialogContextValue {
  openAuthDialog(mode: AuthMode, options?: AuthDialogOptions): void;
}

interface AuthDialogState extends AuthDialogOptions {
  open: boolean;
  mode: AuthMode;
}

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);
const SIGN_IN_HASH = '#signin';

function opensFromHash(): boolean {
  return window.location.hash === SIGN_IN_HASH;
}

/** Owns the one sign-in / sign-up dialog; `#signin` in the address opens it too (docs/product.md §3). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<AuthDialogState>(() => ({
    open: opensFromHash(),
    mode: 'signin',
  }));

  useEffect(() => {
    // Plain `<a href="#signin">` links change only the hash, which React Router does not announce.
    const onHashChange = () => {
      if (opensFromHash()) setState({ open: true, mode: 'signin' });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const openAuthDialog = useCallback(
    (mode: AuthMode, options: AuthDialogOptions = {}) => setState({ open: true, mode, onSignedIn: options.onSignedIn }),
    [],
  );

  const onOpenChange = (open: boolean) => {
    setState((current) => ({ ...current, open }));
    if (open || location.hash !== SIGN_IN_HASH) return;
    // Drop the hash so the same link can open the dialog again.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
  };

  const onSignedIn = (user: PublicUser) => {
    const continueHere = state.onSignedIn;
    onOpenChange(false);
    if (continueHere) continueHere(user);
    else navigate('/');
  };

  const value = useMemo(() => ({ openAuthDialog }), [openAuthDialog]);
  return (
    <AuthDialogContext value={value}>
      {children}
      <AuthDialog
        open={state.open && !user}
        mode={state.mode}
        onOpenChange={onOpenChange}
        onModeChange={(mode) => setState((current) => ({ ...current, mode }))}
        onSignedIn={onSignedIn}
      />
    </AuthDialogContext>
  );
}

export function useAuthDialog(): AuthDialogContextValue {
  const context = use(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return context;
}
