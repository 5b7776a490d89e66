import { loginInputSchema, registerInputSchema } from '@fanline/core';
import type { AuthMode } from './auth-mode';

export type Credentials = { name: string; email: string; password: string };
export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** Checks credentials with the same schemas the server uses. */
export function validateCredentials(mode: AuthMode, credentials: Credentials): CredentialErrors {
  const parsed = mode === 'signup' ? registerInputSchema.safeParse(credentials) : loginInputSchema.safeParse(credentials);
  const errors: CredentialErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name' || field === 'email' || field === 'password') errors[field] ??= issue.message;
  }
  return errors;
}

export { PASSWORD_MIN_LENGTH } from '@fanline/core';
