import { toast } from 'sonner';
import { readReferral } from '../../lib/referral';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { GoogleIcon } from './google-icon';

const NOT_CONFIGURED_NOTE = 'Google sign-in is not configured on this server.';
const UNREACHABLE_NOTE = 'Google sign-in is unavailable right now.';
const PROVIDERS_STALE_MS = 5 * 60_000;

/** Starts Google sign-in; says plainly when the server cannot offer it instead of failing silently. */
export function GoogleSignInButton() {
  // One retry only: the visitor is looking at the button and deserves a prompt answer.
  const providers = trpc.auth.providers.useQuery(undefined, { staleTime: PROVIDERS_STALE_MS, retry: 1 });
  const start = trpc.auth.googleStart.useMutation();
  const available = providers.data?.google === true;
  const note = providers.isError ? UNREACHABLE_NOTE : providers.data && !available ? NOT_CONFIGURED_NOTE : null;
  const redirecting = start.isPending || start.isSuccess;

  const onClick = async () => {
    try {
      const { auth_url } = await start.mutateAsync({ ref: readReferral() });
      window.location.href = auth_url;
    } catch {
      toast.error('Failed to initiate authentication');
    }
  };

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={!available || redirecting}
        aria-describedby={note ? 'google-sign-in-note' : undefined}
        onClick={onClick}
      >
        {redirecting ? <Spinner /> : <GoogleIcon />}
        Continue with Google
      </Button>
      {note && (
        <p id="google-sign-in-note" className="text-center text-xs text-zinc-500">
          {note}
        </p>
      )}
    </div>
  );
}
