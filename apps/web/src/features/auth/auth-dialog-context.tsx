import type { PublicUser } from '@fanline/core';
import { createContext, lazy, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ServerBoundary } from '../../lib/server-connection';
import { LogoMark } from '../../ui/logo';
import { Spinner } from '../../ui/spinner';
import { AUTH_DESCRIPTION_CLASS, AUTH_FRAME_CLASS, AUTH_OVERLAY_CLASS, AUTH_TITLE_CLASS } from './auth-dialog-frame';
import { AUTH_MODE_COPY, type AuthMode } from './auth-mode';
import { useSession } from './session-context';

// Most visitors never open it: the dialog, and the server code its form calls, are fetched on first open (issue #24).
const AuthDialog = lazy(() => import('./auth-dialog').then((module) => ({ default: module.AuthDialog })));

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

/**
 * The dialog's frame and title, shown at once on the first open while its code arrives, so the
 * button answers the click (auth-dialog-frame.ts: the same frame as auth-dialog.tsx's).
 */
function AuthDialogLoading({ mode }: { mode: AuthMode }) {
  const copy = AUTH_MODE_COPY[mode];
  return (
    <>
      <div aria-hidden="true" className={AUTH_OVERLAY_CLASS} />
      {/* A status, not a dialog: it cannot take focus or close yet; the dialog that replaces it does both. */}
      <div role="status" aria-label={`Loading: ${copy.title}`} className={AUTH_FRAME_CLASS}>
        <LogoMark className="size-10" />
        <h2 className={AUTH_TITLE_CLASS}>
          {copy.title}
        </h2>
        <p className={AUTH_DESCRIPTION_CLASS}>{copy.description}</p>
        <Spinner className="mx-auto mt-8 size-6 text-brand-300" />
      </div>
    </>
  );
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
  const [state, setState] = useState<AuthDialogState>({ open: false, mode: 'signin' });
  // Kept mounted once loaded, so closing plays its animation and reopening is instant.
  const [opened, setOpened] = useState(false);
  if (state.open && !user && !opened) setOpened(true);

  useEffect(() => {
    // Plain `<a href="#signin">` links change only the hash, which React Router does not announce.
    const onHashChange = () => {
      if (opensFromHash()) setState({ open: true, mode: 'signin' });
    };
    // An address that arrives with #signin opens it too; checked after the first render, which must
    // match a prerendered page's markup (there is no hash on the server).
    onHashChange();
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
      {opened && (
        <ServerBoundary fallback={state.open && !user ? <AuthDialogLoading mode={state.mode} /> : null}>
          <AuthDialog
            open={state.open && !user}
            mode={state.mode}
            onOpenChange={onOpenChange}
            onModeChange={(mode) => setState((current) => ({ ...current, mode }))}
            onSignedIn={onSignedIn}
          />
        </ServerBoundary>
      )}
    </AuthDialogContext>
  );
}

export function useAuthDialog(): AuthDialogContextValue {
  const context = use(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return context;
}
