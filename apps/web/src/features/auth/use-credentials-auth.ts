import type { PublicUser } from '@fanline/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { readReferral } from '../../lib/referral';
import { trpc } from '../../lib/trpc';
import { errorMessage, fieldErrorsOf } from '../../lib/trpc-errors';
import type { AuthMode } from './auth-mode';
import type { CredentialErrors, Credentials } from './credentials-validation';
import { useSession } from './session-context';


/**
 * Signs in or registers, then hands over to `onSignedIn` (the dialog decides
 * where the creator goes next). Resolves to the server's per-field messages
 * (empty on success) for the form to show.
 */
export function useCredentialsAuth(onSignedIn: (user: PublicUser) => void) {
  const { signIn } = useSession();
  const register = trpc.auth.register.useMutation();
  const login = trpc.auth.login.useMutation();
  const [pending, setPending] = useState(false);

  const submit = async (mode: AuthMode, credentials: Credentials): Promise<CredentialErrors> => {
    setPending(true);
    try {
      const result =
        mode === 'signup'
          ? await register.mutateAsync({ ...credentials, ref: readReferral() })
          : await login.mutateAsync({ email: credentials.email, password: credentials.password });
      signIn(result.token, result.user);
      toast.success(result.message);
      onSignedIn(result.user);
      return {};
    } catch (error) {
      toast.error(errorMessage(error, 'Authentication failed'));
      const errors: CredentialErrors = {};
      for (const { field, message } of fieldErrorsOf(error)) {
        if (field === 'name' || field === 'email' || field === 'password') errors[field] ??= message;
      }
      return errors;
    } finally {
      setPending(false);
    }
  };

  return { submit, pending };
}
