import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthDialog } from './auth-dialog';
import type { AuthMode } from './auth-mode';
import { useSession } from './session-context';

interface AuthDialogContextValue {
  openAuthDialog(mode: AuthMode): void;
}

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);
const SIGN_IN_HASH = '#signin';

function opensFromHash(): boolean {
  return window.location.hash === SIGN_IN_HASH;
}

/** Owns the one sign-in / sign-up dialog; `#signin` in the address opens it too (SPEC §2). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<{ open: boolean; mode: AuthMode }>(() => ({
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

  const openAuthDialog = useCallback((mode: AuthMode) => setState({ open: true, mode }), []);

  const onOpenChange = (open: boolean) => {
    setState((current) => ({ ...current, open }));
    if (open || location.hash !== SIGN_IN_HASH) return;
    // Drop the hash so the same link can open the dialog again.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
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
      />
    </AuthDialogContext>
  );
}

export function useAuthDialog(): AuthDialogContextValue {
  const context = use(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return context;
}
