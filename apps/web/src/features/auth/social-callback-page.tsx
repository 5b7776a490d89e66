import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { clearStoredSession, writeToken } from '../../lib/token-storage';
import { trpc } from '../../lib/trpc';
import { LogoMark } from '../../ui/logo';
import { Spinner } from '../../ui/spinner';
import { useSession } from './session-context';

const FAILURE_ADDRESS = '/?auth_error=true';

/** `/profile`: where Google sign-in returns with `google_success` and `token` (docs/product.md §3). */
export function SocialCallbackPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const utils = trpc.useUtils();
  const started = useRef(false);

  useEffect(() => {
    // Strict Mode runs effects twice in development; the token must be exchanged once.
    if (started.current) return;
    started.current = true;

    const params = new URLSearchParams(window.location.search);
    const success = params.get('google_success');
    const token = params.get('token');
    if (success === null && token === null) {
      navigate('/', { replace: true });
      return;
    }
    if (success !== 'true' || !token) {
      navigate(FAILURE_ADDRESS, { replace: true });
      return;
    }

    // The request link reads the token from storage, so it is stored before asking who it belongs to.
    writeToken(token);
    utils.client.auth.me
      .query()
      .then((user) => {
        signIn(token, user);
        toast.success('Successfully signed in with Google!');
        navigate('/', { replace: true });
      })
      .catch(() => {
        clearStoredSession();
        toast.error('Authentication processing failed. Please try again.');
        navigate(FAILURE_ADDRESS, { replace: true });
      });
  }, [navigate, signIn, utils]);

  return (
    <main className="grid min-h-dvh place-items-center bg-aurora px-6">
      <div className="flex flex-col items-center text-center" role="status" aria-live="polite">
        <LogoMark className="size-12" />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-white">Completing Sign-In</h1>
        <p className="mt-2 max-w-xs text-sm text-zinc-400">Hang tight while we finish signing you in with Google.</p>
        <Spinner className="mt-6 size-6 text-brand-300" />
      </div>
    </main>
  );
}
